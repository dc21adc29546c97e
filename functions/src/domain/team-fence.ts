/**
 * A team whose owner is deleting their account is fenced first
 * (`deletingAt` on its document, domain/accounts/account-deletion.ts): from then on it
 * answers every caller like a team that no longer exists. Each write to a
 * team's data reads the team in its own transaction, so a write either
 * commits before the fence (and deletion then finds what it wrote) or sees
 * the fence and writes nothing.
 */
import type { TeamDoc } from './docs';

/** The team, unless it is missing or being deleted. */
export const liveTeam = (team: TeamDoc | undefined): TeamDoc | undefined =>
  team && team.deletingAt === undefined ? team : undefined;
