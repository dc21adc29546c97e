import type { CallInput, EmailLog, Role, Subscriber, TeamUser, Tier } from '@listkeep/common';
import { DEFAULT_NEWSLETTER_SETTINGS } from '@listkeep/common/src/newsletter-settings';
import { call, ok } from './client';
import { signUp, type TestUser } from './identities';
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

/** Who sends a call: a signed-in user's token. */
type Session = Pick<TestUser, 'idToken'>;

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
export async function owner(tier: Tier = 'free'): Promise<Owner> {
  const user = await newUser();
  const created = ok(
    await call('createNewsletter', { name: 'First list', teamID: user.teamID, onboarding: true }, { as: user }),
  );
  if (tier !== 'free') await setTier(user.teamID, tier);
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

type NewsletterInput = Exclude<CallInput<'createNewsletter'>, { onboarding: true }>;

export function newsletterBody(teamID: string, fields: Partial<NewsletterInput> = {}) {
  return {
    ...DEFAULT_NEWSLETTER_SETTINGS,
    newsletterName: 'A list',
    description: 'Public words',
    notes: 'Private words',
    teamID,
    ...fields,
  } satisfies NewsletterInput;
}

export function subscriberBody(
  teamID: string,
  email: string,
  lists: string[],
  fields: Partial<CallInput<'createSubscriber'>> = {},
) {
  return {
    subscriberEmail: email,
    subscriberName: '',
    notes: '',
    subscribedNewsletters: lists,
    teamID,
    ...fields,
  } satisfies CallInput<'createSubscriber'>;
}

/** A new list of the owner's team; its id. */
export async function newList(team: Owner, fields: Partial<NewsletterInput> = {}): Promise<string> {
  return ok(await call('createNewsletter', newsletterBody(team.teamID, fields), { as: team })).id;
}

/** A new subscriber of the owner's team on `lists`; its id. */
export async function newSubscriber(team: Owner, email: string, lists: string[] = [team.listID]): Promise<string> {
  return ok(await call('createSubscriber', subscriberBody(team.teamID, email, lists), { as: team })).id;
}

/** Imports `emails` as the dashboard's import dialog does, into the owner's first list unless told others. */
export const importInto = (team: Owner, emails: string[], lists = [team.listID], as: Session = team) =>
  call('batchSubscribers', { emails, newsletterIDs: lists, teamID: team.teamID }, { as });

/** Puts a subscriber on exactly `lists` (none: off every list), as the dashboard's edit form does. */
export const setLists = (team: Owner, id: string, email: string, lists: string[], as: Session = team) =>
  call('updateSubscriber', { ...subscriberBody(team.teamID, email, lists), id }, { as });

interface RowOf {
  subscribers: Subscriber;
  emails: EmailLog;
  teamUsers: TeamUser;
}

/** The first page of a team's subscribers, email log or users, as the dashboard reads it. */
export async function rowsOf<T extends keyof RowOf>(team: Owner, type: T, as: Session = team): Promise<RowOf[T][]> {
  return ok(await call('getDashboardItem', { type, teamID: team.teamID }, { as })).data as RowOf[T][];
}

/** The dashboard of the owner's team, as `as` sees it. */
export const dashboard = async (team: Owner, as: Session = team) =>
  ok(await call('getDashboardData', { teamID: team.teamID }, { as }));
