import type { Role, Tier } from '@listkeep/common';
import { api, get, post } from './api';
import { signUp, type TestUser } from './auth-emulator';
import { addMember, setTier } from './store';

/**
 * Ids of the shapes the server makes that name nothing: an id of another
 * shape is refused before any lookup (README, "The API"), so tests of unknown
 * ids use these.
 */
export const UNKNOWN = {
  team: 'noSuchTeam0000000000',
  list: 'noSuchList0000000000',
  email: 'noSuchEmail000000000',
  subscriber: `noSuchTeam0000000000_${'x'.repeat(27)}`,
  link: `noSuchLink${'x'.repeat(11)}A`,
} as const;

export interface Owner extends TestUser {
  teamID: string;
  listID: string;
}

/** A new account with its own team on `tier` and one newsletter. */
export async function owner(tier: Tier = 'free'): Promise<Owner> {
  const user = await signUp();
  const teamID = (await get('/getUserData', user.idToken)).body.latestTeamID as string;
  const created = await post('/newsletters', { name: 'First list', teamID, onboarding: true }, user.idToken);
  if (created.status !== 201) throw new Error(`newsletter: ${created.status} ${JSON.stringify(created.body)}`);
  if (tier !== 'free') await setTier(teamID, tier);
  return { ...user, teamID, listID: created.body.id };
}

/** A new account that is a member of `teamID` with `role`. */
export async function member(teamID: string, role: Role): Promise<TestUser> {
  const user = await signUp();
  await get('/getUserData', user.idToken);
  await addMember(teamID, user, role);
  return user;
}

export const ROLES_AND_STRANGER = ['owner', 'admin', 'editor', 'viewer', 'non-member'] as const;
export type Actor = (typeof ROLES_AND_STRANGER)[number];

/** A user acting on `team` in the given capacity: the owner itself, a member, or someone outside. */
export async function actor(team: Owner, who: Actor): Promise<TestUser> {
  if (who === 'owner') return team;
  if (who === 'non-member') {
    const stranger = await signUp();
    await get('/getUserData', stranger.idToken);
    return stranger;
  }
  return member(team.teamID, who);
}

export function newsletterBody(teamID: string, fields: Record<string, unknown> = {}) {
  return {
    newsletterName: 'A list',
    description: 'Public words',
    notes: 'Private words',
    private: false,
    sendWelcomeEmail: false,
    welcomeContent: '',
    blockSubscribes: false,
    teamID,
    ...fields,
  };
}

export function subscriberBody(teamID: string, email: string, lists: string[], fields: Record<string, unknown> = {}) {
  return { subscriberEmail: email, subscriberName: '', notes: '', subscribedNewsletters: lists, teamID, ...fields };
}

export const put = (path: string, body: unknown, token: string) => api('PUT', path, { token, body });
export const del = (path: string, token: string) => api('DELETE', path, { token });
