import type { Role, Tier } from '@listkeep/common';
import { call, ok } from './client';
import { signUp, type TestUser } from './identities';
import { addMember, setTier } from './store';

/**
 * Ids of the shapes the server makes that name nothing: an id of another
 * shape is refused before any lookup (ID_KINDS in common/src/schemas.ts), so tests of unknown
 * ids use these.
 */
export const UNKNOWN = {
  team: 'noSuchTeam0000000000',
  list: 'noSuchList0000000000',
  email: 'noSuchEmail000000000',
  subscriber: `noSuchTeam0000000000_${'x'.repeat(27)}`,
  link: `noSuchLink${'x'.repeat(11)}A`,
} as const;

/** Who sends a call: a signed-in user's token. */
export type Session = Pick<TestUser, 'idToken'>;

export interface Owner extends TestUser {
  teamID: string;
  listID: string;
}

/** A signed-up user whose first call made their profile and own team. */
export async function newUser(): Promise<TestUser & { teamID: string }> {
  const user = await signUp();
  return { ...user, teamID: ok(await call('getUserData', {}, { as: user })).latestTeamID };
}

/** A new account with its own team on `tier` and one newsletter. */
export async function owner(tier: Tier = 'starter'): Promise<Owner> {
  const user = await newUser();
  const created = ok(
    await call('createNewsletter', { name: 'First list', teamID: user.teamID, onboarding: true }, { as: user }),
  );
  if (tier !== 'starter') await setTier(user.teamID, tier);
  return { ...user, listID: created.id };
}

/** A new account that is a member of `teamID` with `role`. */
export async function member(teamID: string, role: Role): Promise<TestUser> {
  const user = await newUser();
  await addMember(teamID, user, role);
  return user;
}

export const ROLES_AND_STRANGER = ['owner', 'admin', 'editor', 'viewer', 'non-member'] as const;
export type Actor = (typeof ROLES_AND_STRANGER)[number];

/** A user acting on `team` in the given capacity: the owner itself, a member, or someone outside. */
export async function actor(team: Owner, who: Actor): Promise<TestUser> {
  if (who === 'owner') return team;
  if (who === 'non-member') return newUser();
  return member(team.teamID, who);
}
