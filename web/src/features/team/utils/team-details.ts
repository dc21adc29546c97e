import { contract } from '@listkeep/common/src/contract';
import type { Team } from '@listkeep/common/src/entities';

/** The fields of the team details form, with the contract's own checks and messages. */
export const ZTeamDetails = contract.updateTeam.input.pick({
  teamName: true,
  publicOrgName: true,
  supportEmail: true,
  teamURL: true,
});

export const teamDetailsOf = (team: Team) => ({
  teamName: team.teamName,
  publicOrgName: team.publicOrgName ?? '',
  supportEmail: team.supportEmail ?? '',
  teamURL: team.teamURL ?? '',
});

/** A key that changes with the saved details, so the form starts afresh from them after a save elsewhere. */
export const teamDetailsKey = (team: Team) => JSON.stringify([team.id, teamDetailsOf(team)]);
