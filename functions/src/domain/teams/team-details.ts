import type { ParsedInput } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import type { TeamDoc } from '../docs';
import { requireMembership, requirePermission } from '../membership';
import { teamMembers, teamRef } from '../records';

/**
 * POST /updateTeam: the team's name and public details. A team named here
 * no longer follows its owner's name. Every member's open app shows the new
 * name, so each is signalled.
 */
export async function updateTeam(deps: Deps, uid: string, input: ParsedInput<'updateTeam'>): Promise<void> {
  const { store } = deps;
  const details: Partial<TeamDoc> = {
    teamName: input.teamName,
    teamNameIsDefault: false,
    publicOrgName: input.publicOrgName.trim(),
    autoSubscribe: input.autoSubscribe,
    supportEmail: input.supportEmail,
    teamURL: input.teamURL,
  };
  const memberUids = await store.runTransaction(async (tx) => {
    const membership = await requireMembership(store, uid, input.teamID, tx);
    requirePermission(membership, 'manageTeam');
    const members = await tx.getQuery(teamMembers(store, input.teamID));
    tx.update(teamRef(store, input.teamID), details);
    return members.docs.map((snap) => snap.id);
  });
  await Promise.all(memberUids.map((member) => deps.signal.accountChanged(member)));
}
