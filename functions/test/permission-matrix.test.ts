/**
 * Every call of the API as each kind of caller: the team's owner, an admin,
 * an editor, a viewer, a member of another team and someone signed out
 * (docs/product.md §6, §7). What each is answered follows from the table in
 * common/src/roles.ts through `can`; each row below names once what its call
 * needs. A refused write changes nothing; an allowed one is found in the store.
 *
 * Answers (common/src/errors.ts): a role without the permission gets 401, a
 * caller outside the team 404 (as for an unknown id), no session 403. The
 * public calls answer everyone alike, and read no session.
 */
import { type CallInput, type CallName, can, type Permission, ROUTES, SERVER_VERSION } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  type InviteDoc,
  type MemberDoc,
  type SubscriberDoc,
  type TeamDoc,
  type UserDoc,
} from '../src/domain/docs';
import { newDelivery as queuedDelivery } from '../src/domain/webhooks/outbox';
import type { DocData } from '../src/store/port';
import { call, errorOf, ok, send } from './support/client';
import { ROLES_AND_STRANGER, actor, member, owner, type Actor, type Owner } from './support/fixtures';
import { markEmailVerified, uniqueEmail, type TestUser } from './support/identities';
import { newClient } from './support/public-client';
import { drainJobs } from './support/served-api';
import { addMember, countedDoc, testStore } from './support/store';
import { importInto, newList, newSubscriber, newsletterBody, subscriberBody } from './support/team-content';
import { dashboard } from './support/team-reads';

type Caller = Actor | 'signed-out';
const CALLERS: Caller[] = [...ROLES_AND_STRANGER, 'signed-out'];

/**
 * What a call needs: a permission of the caller's role, membership of the
 * team (any role), a session of one's own (it acts on the caller only), or
 * nothing (a public call), or an API key (the calls under /v1, which take
 * no session: every caller's token is refused there with 401, api-keys.test.ts
 * tests them with keys).
 */
type Needs = Permission | 'member' | 'self' | 'public' | 'apiKey';

/** The team every case runs against: business plan, so no limit interferes, and one of each thing a call names. */
interface Team extends Owner {
  /** A second list, since a team keeps its last one. */
  secondListID: string;
  /** On the first list. */
  subscriberID: string;
  subscriberEmail: string;
  /** A sent log entry of the first list, with one tracked address. */
  emailID: string;
  trackedLinkID: string;
  /** The short address of that tracked link. */
  trackedShortID: string;
  /** The subscriber's unsubscribe link for the first list. */
  linkID: string;
  /** A member the team calls act on, other than the caller. */
  editor: TestUser;
}

async function newTeam(): Promise<Team> {
  const team = await owner('scale');
  const secondListID = await newList(team, { newsletterName: 'Second list' });
  const subscriberEmail = uniqueEmail('reader');
  const subscriberID = await newSubscriber(team, subscriberEmail);
  const sent = { subject: 'Hello', newsletterID: team.listID, sent: true };
  const emailID = ok(await call('createEmail', sent, { as: team })).id;
  const base = { newsletterID: team.listID, teamID: team.teamID };
  const tracked = { ...base, type: 'url', emailID, url: 'https://example.org/first' } as const;
  const { linkID: trackedLinkID, shortID: trackedShortID } = ok(await call('createLink', tracked, { as: team }));
  const linkID = ok(await call('createLink', { ...base, type: 'unsubscribe', subscriberID }, { as: team })).linkID;
  const editor = await member(team.teamID, 'editor');
  return {
    ...team,
    secondListID,
    subscriberID,
    subscriberEmail,
    emailID,
    trackedLinkID,
    trackedShortID: trackedShortID!,
    linkID,
    editor,
  };
}

/** Every caller has a verified address, so switching teams and accepting invites turn on their role only. */
async function callerOf(team: Team, who: Caller): Promise<TestUser | undefined> {
  return who === 'signed-out' ? undefined : markEmailVerified(await actor(team, who));
}

interface Case {
  team: Team;
  /** The caller; for a signed-out call, the owner, whom its input names. */
  me: TestUser;
  /** An address no one uses yet. */
  fresh: string;
}

/** What a call writes, read from the store: `wrote` gives the read after an allowed call from the one before. */
interface Effect<K extends CallName, T> {
  read: (c: Case, input: CallInput<K>) => Promise<T>;
  wrote: (before: T, c: Case) => T;
}

interface RowSpec<K extends CallName, T> {
  /** Names a variant of a call whose needs differ from its other forms. */
  variant?: string;
  input: (c: Case) => CallInput<K> | Promise<CallInput<K>>;
  /** The status of an allowed call where it is not the route's (redirects, a call not built yet). */
  allowed?: number;
  /** Callers answered otherwise than their permission says, by a rule of the call itself. */
  except?: Partial<Record<Caller, number>>;
  effect?: Effect<K, T>;
  /** Part of the answer an allowed caller sees. */
  sees?: (c: Case) => object;
}

interface Row {
  label: string;
  name: CallName;
  needs: Needs;
  input: (c: Case) => Promise<unknown>;
  allowed?: number;
  except?: Partial<Record<Caller, number>>;
  effect?: { read: (c: Case, input: unknown) => Promise<unknown>; wrote: (before: unknown, c: Case) => unknown };
  sees?: (c: Case) => object;
}

function row<K extends CallName, T = never>(name: K, needs: Needs, spec: RowSpec<K, T>): Row {
  const { variant, input, effect, ...rest } = spec;
  return {
    ...rest,
    label: variant ? `${name} (${variant})` : name,
    name,
    needs,
    input: async (c) => input(c),
    effect: effect && {
      read: (c, given) => effect.read(c, given as CallInput<K>),
      wrote: (before, c) => effect.wrote(before as T, c),
    },
  };
}

const docOf = <T extends DocData>(path: string) => countedDoc<T>(path);
const exists = async (path: string) => (await testStore().doc(path).get()).exists;
const countWhere = (collection: string, field: string, value: string) =>
  testStore().collection(collection).where(field, '==', value).count();
const teamOf = async (c: Case) => (await docOf<TeamDoc>(`teams/${c.team.teamID}`))!;
const subscriberOf = async (c: Case) => (await docOf<SubscriberDoc>(`subscribers/${c.team.subscriberID}`))!;
const gone = () => false;
const newSourceOf = async (c: Case, name: string) =>
  ok(await call('createSource', { newsletterID: c.team.listID, name }, { as: c.team })).source.id;
const plusOne = (n: number) => n + 1;
/** A webhook endpoint of the team, added by its owner; its id. */
const newWebhook = async (team: Owner) =>
  ok(
    await call(
      'createWebhook',
      { teamID: team.teamID, url: 'http://127.0.0.1:9/hook', events: ['import.completed'] },
      { as: team },
    ),
  ).id;
/** A delivery of an event to a new endpoint of the team, as a change queues it; its id. */
async function newDelivery(team: Owner): Promise<string> {
  const endpointID = await newWebhook(team);
  const ref = testStore().collection(COLLECTIONS.webhookDeliveries).doc();
  const fields = {
    teamID: team.teamID,
    endpointID,
    eventID: 'evt_1',
    type: 'import.completed',
    payload: '{}',
  } as const;
  await ref.set(queuedDelivery(fields, Date.now()));
  return ref.id;
}
/** A finished copy job of the team's subscriber, started by its owner. */
async function copyJob(c: Case): Promise<string> {
  const match = { q: c.team.subscriberEmail };
  const input = { teamID: c.team.teamID, match, action: { kind: 'copy' } } as const;
  const { jobID } = ok(await call('startSubscriberJob', input, { as: c.team }));
  await drainJobs();
  return jobID;
}
const note = (c: Case) => `A note from ${c.fresh}`;

const ROWS: Row[] = [
  // Account and profile
  row('getVersion', 'public', { input: () => ({}), sees: () => ({ version: SERVER_VERSION }) }),
  row('getUserData', 'self', { input: () => ({}), sees: (c) => ({ uid: c.me.uid, email: c.me.email }) }),
  row('setProfile', 'self', {
    variant: 'name',
    input: () => ({ name: 'Renamed Person' }),
    effect: { read: async (c) => (await docOf<UserDoc>(`users/${c.me.uid}`))?.name, wrote: () => 'Renamed Person' },
  }),
  row('setProfile', 'member', {
    variant: 'latestTeamID',
    input: (c) => ({ latestTeamID: c.team.teamID }),
    effect: {
      read: async (c) => (await docOf<UserDoc>(`users/${c.me.uid}`))?.latestTeamID,
      wrote: (_, c) => c.team.teamID,
    },
  }),
  row('deleteAccount', 'self', {
    input: (c) => ({ confirmEmail: c.me.email }),
    effect: { read: (c) => exists(`users/${c.me.uid}`), wrote: gone },
  }),
  // One of the caller's own notices: another team removed them.
  row('dismissAccessNotice', 'self', {
    input: async (c) => {
      const other = await owner('scale');
      await addMember(other.teamID, c.me, 'viewer');
      ok(await call('removeTeamUser', { teamID: other.teamID, userID: c.me.uid, email: c.me.email }, { as: other }));
      const [notice] = ok(await call('getUserData', {}, { as: c.me })).accessNotices;
      return { id: notice.id };
    },
    effect: {
      read: async (c) => (await docOf<UserDoc>(`users/${c.me.uid}`))?.accessNotices?.length ?? 0,
      wrote: (n) => n - 1,
    },
  }),
  // Each caller pays for the team they own: a checkout address for anyone signed in.
  row('createCheckoutSession', 'self', {
    input: () => ({ subscriptionTier: 'team' }),
    effect: {
      read: async (c) => {
        const own = (await docOf<UserDoc>(`users/${c.me.uid}`))!.ownTeamID;
        return Boolean((await docOf<TeamDoc>(`teams/${own}`))?.billingCustomerID);
      },
      wrote: () => true,
    },
  }),
  row('feedback', 'public', {
    variant: 'contact',
    input: (c) => ({ type: 'contact', formData: { name: 'Vera Visitor', email: c.fresh, comments: note(c) } }),
    effect: { read: (c) => countWhere('feedback', 'message', note(c)), wrote: plusOne },
  }),
  // An optional-auth call: without a session the domain refuses it (401), not the router.
  row('feedback', 'self', {
    variant: 'accountFeedback',
    input: (c) => ({ type: 'accountFeedback', formData: { comments: note(c) } }),
    effect: { read: (c) => countWhere('feedback', 'message', note(c)), wrote: plusOne },
  }),

  // Dashboard
  row('getDashboardData', 'member', {
    input: (c) => ({ teamID: c.team.teamID }),
    sees: (c) => ({ team: { id: c.team.teamID } }),
  }),
  row('getDashboardItem', 'viewSubscribers', {
    input: (c) => ({ type: 'subscribers', teamID: c.team.teamID }),
    sees: (c) => ({ data: [{ id: c.team.subscriberID }] }),
  }),
  row('dismissRefusedSignups', 'manageSubscribers', {
    input: async (c) => {
      const refused = { count: 2, since: Date.now(), listIDs: [c.team.listID], tier: 'starter' };
      await testStore().doc(`teams/${c.team.teamID}`).update({ refusedSignups: refused });
      const { key } = (await dashboard(c.team)).warnings.refused_signups_warning!;
      return { teamID: c.team.teamID, key };
    },
    effect: { read: async (c) => (await teamOf(c)).refusedSignups?.count ?? 0, wrote: () => 0 },
  }),

  // The team and its members
  row('updateTeam', 'manageTeam', {
    input: (c) => ({ teamID: c.team.teamID, action: 'update', teamName: 'Garden Club' }),
    effect: { read: async (c) => (await teamOf(c)).teamName, wrote: () => 'Garden Club' },
  }),
  row('inviteTeamUser', 'manageTeam', {
    input: (c) => ({ teamID: c.team.teamID, email: c.fresh, role: 'viewer' }),
    effect: { read: async (c) => (await teamOf(c)).pendingInvites ?? 0, wrote: plusOne },
  }),
  row('updateTeamUserRole', 'manageTeam', {
    input: (c) => ({ teamID: c.team.teamID, userID: c.team.editor.uid, email: c.team.editor.email, role: 'viewer' }),
    effect: {
      read: async (c) => (await docOf<MemberDoc>(`teams/${c.team.teamID}/members/${c.team.editor.uid}`))?.role,
      wrote: () => 'viewer',
    },
  }),
  row('removeTeamUser', 'manageTeam', {
    input: (c) => ({ teamID: c.team.teamID, userID: c.team.editor.uid, email: c.team.editor.email }),
    effect: { read: (c) => exists(`teams/${c.team.teamID}/members/${c.team.editor.uid}`), wrote: gone },
  }),
  // The owner cannot leave (docs/product.md §6); anyone else in the team may.
  row('leaveTeam', 'member', {
    input: (c) => ({ teamID: c.team.teamID }),
    except: { owner: 409 },
    effect: { read: (c) => exists(`teams/${c.team.teamID}/members/${c.me.uid}`), wrote: gone },
  }),
  // An invitation from another team to the caller's own address.
  row('acceptTeamInvite', 'self', {
    input: async (c) => {
      const other = await owner('scale');
      ok(await call('inviteTeamUser', { teamID: other.teamID, email: c.me.email, role: 'viewer' }, { as: other }));
      return { accept: true, teamID: other.teamID };
    },
    effect: { read: (c, input) => exists(`teams/${input.teamID}/members/${c.me.uid}`), wrote: () => true },
  }),
  // The invitation page: its link's token is the key, signed in or not.
  row('getInvitation', 'public', {
    input: async (c) => {
      const other = await owner('scale');
      ok(await call('inviteTeamUser', { teamID: other.teamID, email: c.fresh, role: 'viewer' }, { as: other }));
      const invites = await testStore().collection<InviteDoc>(`teams/${other.teamID}/invites`).get();
      return { teamID: other.teamID, token: invites.docs[0].data()!.token! };
    },
    sees: (c) => ({ email: c.fresh, role: 'viewer' }),
  }),
  // One's own team, made on demand; an account that has one is answered it again.
  row('createOwnTeam', 'self', {
    input: () => ({}),
    effect: { read: async (c) => Boolean((await docOf<UserDoc>(`users/${c.me.uid}`))?.ownTeamID), wrote: () => true },
  }),
  // Invitations of the earlier shape are no longer made: whoever asks, there is none (docs/product.md §7).
  row('acceptGroupInvite', 'self', { input: (c) => ({ accept: true, groupID: c.team.teamID }), allowed: 404 }),

  // Lists
  row('createNewsletter', 'manageNewsletters', {
    input: (c) => newsletterBody(c.team.teamID, { newsletterName: 'Third list' }),
    effect: { read: async (c) => (await teamOf(c)).counters.newsletters, wrote: plusOne },
  }),
  row('updateNewsletter', 'manageNewsletters', {
    variant: 'settings',
    input: (c) => ({ id: c.team.listID, newsletterName: 'Renamed list' }),
    effect: {
      read: async (c) => (await docOf<{ newsletterName: string }>(`newsletters/${c.team.listID}`))?.newsletterName,
      wrote: () => 'Renamed list',
    },
  }),
  // Sent bare when the dashboard switches lists: it checks membership and changes nothing.
  row('updateNewsletter', 'member', { variant: 'bare', input: (c) => ({ id: c.team.listID }) }),
  row('updateNewsletterFooter', 'manageNewsletters', {
    input: (c) => ({ id: c.team.listID, customFooterHtml: '<a href="{{unsubscribe_url}}">Leave</a>' }),
    effect: {
      read: async (c) => (await docOf<{ customFooterHtml?: string }>(`newsletters/${c.team.listID}`))?.customFooterHtml,
      wrote: () => '<a href="{{unsubscribe_url}}">Leave</a>',
    },
  }),
  row('deleteNewsletter', 'updateNewsletters', {
    input: (c) => ({ id: c.team.secondListID }),
    effect: { read: (c) => exists(`newsletters/${c.team.secondListID}`), wrote: gone },
  }),

  // A list's sources: each row makes its own as the owner, so the team's fixture stays as it is.
  row('newsletterSources', 'viewSubscribers', {
    input: async (c) => {
      await newSourceOf(c, 'Matrix flyer');
      return { newsletterID: c.team.listID };
    },
    sees: () => ({ sources: [{ name: 'Matrix flyer', subscribes: 0 }] }),
  }),
  row('createSource', 'manageNewsletters', {
    input: (c) => ({ newsletterID: c.team.listID, name: 'Church porch poster' }),
    effect: { read: (c) => countWhere('sources', 'newsletterID', c.team.listID), wrote: plusOne },
  }),
  row('renameSource', 'manageNewsletters', {
    input: async (c) => ({ id: await newSourceOf(c, 'Matrix flyer'), name: 'Renamed flyer' }),
    effect: {
      read: async (_, input) => (await docOf<{ name: string }>(`sources/${input.id}`))?.name,
      wrote: () => 'Renamed flyer',
    },
  }),
  row('deleteSource', 'manageNewsletters', {
    input: async (c) => ({ id: await newSourceOf(c, 'Matrix flyer') }),
    effect: { read: (_, input) => exists(`sources/${input.id}`), wrote: gone },
  }),

  // Subscribers
  row('createSubscriber', 'manageSubscribers', {
    input: (c) => subscriberBody(c.team.teamID, c.fresh, [c.team.listID]),
    effect: { read: async (c) => (await teamOf(c)).counters.subscribers, wrote: plusOne },
  }),
  row('updateSubscriber', 'manageSubscribers', {
    input: (c) => ({
      ...subscriberBody(c.team.teamID, c.team.subscriberEmail, [c.team.listID], { subscriberName: 'Renamed' }),
      id: c.team.subscriberID,
    }),
    effect: { read: async (c) => (await subscriberOf(c)).subscriberName, wrote: () => 'Renamed' },
  }),
  row('deleteSubscriber', 'manageSubscribers', {
    input: (c) => ({ id: c.team.subscriberID }),
    effect: { read: (c) => exists(`subscribers/${c.team.subscriberID}`), wrote: gone },
  }),
  row('subscriberHistory', 'viewSubscribers', {
    input: (c) => ({ id: c.team.subscriberID }),
    sees: (c) => ({
      subscriberEmail: c.team.subscriberEmail,
      events: [{ newsletterID: c.team.listID, newsletterName: 'First list', action: 'opt-in', source: 'dashboard' }],
      more: false,
    }),
  }),
  row('consentChain', 'viewSubscribers', {
    input: (c) => ({ teamID: c.team.teamID, after: 0 }),
    sees: (c) => ({ teamID: c.team.teamID, records: [{ seq: 1, newsletterID: c.team.listID, action: 'opt-in' }] }),
  }),
  row('batchSubscribers', 'manageSubscribers', {
    input: (c) => ({ emails: [c.fresh], newsletterIDs: [c.team.listID], teamID: c.team.teamID, agreed: true }),
    effect: { read: async (c) => (await teamOf(c)).counters.subscribers, wrote: plusOne },
  }),
  row('previewImport', 'manageSubscribers', {
    input: (c) => ({ rows: [c.fresh, c.team.subscriberEmail], newsletterIDs: [c.team.listID], teamID: c.team.teamID }),
    sees: () => ({ rows: [{ verdict: 'new' }, { verdict: 'on-list' }], limit: null }),
    effect: { read: async (c) => (await teamOf(c)).counters.subscribers, wrote: (n) => n },
  }),
  row('importHistory', 'viewSubscribers', {
    input: (c) => ({ teamID: c.team.teamID }),
    sees: () => ({ imports: [] }),
  }),
  row('undoImport', 'manageSubscribers', {
    input: async (c) => ({ teamID: c.team.teamID, importID: ok(await importInto(c.team, [c.fresh])).importID }),
    effect: { read: async (c) => (await teamOf(c)).counters.subscribers, wrote: (n) => n - 1 },
  }),
  row('deleteSubscribers', 'manageSubscribers', {
    input: (c) => ({ teamID: c.team.teamID, ids: [c.team.subscriberID] }),
    effect: { read: (c) => exists(`subscribers/${c.team.subscriberID}`), wrote: gone },
  }),
  row('subscriberTags', 'manageSubscribers', {
    input: (c) => ({ teamID: c.team.teamID, subscriberIDs: [c.team.subscriberID], add: 'VIP' }),
    effect: { read: async (c) => (await subscriberOf(c)).tags, wrote: () => ['VIP'] },
  }),
  row('startSubscriberJob', 'manageSubscribers', {
    variant: 'delete',
    input: (c) => ({ teamID: c.team.teamID, match: { q: c.team.subscriberEmail }, action: { kind: 'delete' } }),
    sees: () => ({ total: 1 }),
    effect: {
      read: async (c) => (await drainJobs(), exists(`subscribers/${c.team.subscriberID}`)),
      wrote: gone,
    },
  }),
  row('startSubscriberJob', 'exportEmails', {
    variant: 'copy',
    input: (c) => ({ teamID: c.team.teamID, match: { q: c.team.subscriberEmail }, action: { kind: 'copy' } }),
    sees: () => ({ total: 1 }),
  }),
  row('subscriberJob', 'viewSubscribers', {
    input: async (c) => ({ teamID: c.team.teamID, jobID: await copyJob(c) }),
    sees: () => ({ state: 'done', done: 1, total: 1 }),
  }),
  row('subscriberJobFile', 'exportEmails', {
    input: async (c) => ({ teamID: c.team.teamID, jobID: await copyJob(c) }),
  }),
  row('teamTags', 'viewSubscribers', { input: (c) => ({ teamID: c.team.teamID }) }),
  row('createLink', 'manageSubscribers', {
    variant: 'subscriber link',
    input: (c) => ({
      newsletterID: c.team.listID,
      teamID: c.team.teamID,
      subscriberID: c.team.subscriberID,
      type: 'manage',
    }),
    effect: { read: (c) => countWhere('links', 'teamID', c.team.teamID), wrote: plusOne },
  }),
  row('mailMergeLinks', 'exportEmails', {
    input: (c) => ({ newsletterID: c.team.listID }),
    // An unsubscribe and a manage link for the one subscriber.
    effect: { read: (c) => countWhere('links', 'teamID', c.team.teamID), wrote: (n) => n + 2 },
  }),
  row('newsletterSubscribers', 'exportEmails', {
    input: (c) => ({ newsletterID: c.team.listID }),
    sees: (c) => ({ subscribers: [c.team.subscriberEmail] }),
  }),
  row('newsletterSubscribers', 'exportEmails', {
    variant: 'by tag',
    input: (c) => ({ newsletterID: c.team.listID, tag: 'VIP' }),
    sees: () => ({ subscribers: [] }),
  }),

  // The email log and its tracked addresses
  row('createEmail', 'sendEmails', {
    input: (c) => ({ subject: 'Spring news', newsletterID: c.team.listID, sent: true }),
    effect: { read: async (c) => (await teamOf(c)).counters.emails, wrote: plusOne },
  }),
  row('updateEmail', 'sendEmails', {
    input: (c) => ({ id: c.team.emailID, subject: 'Changed subject', newsletterID: c.team.listID, sent: true }),
    effect: {
      read: async (c) => (await docOf<{ subject: string }>(`emails/${c.team.emailID}`))?.subject,
      wrote: () => 'Changed subject',
    },
  }),
  row('deleteEmail', 'sendEmails', {
    input: (c) => ({ id: c.team.emailID }),
    effect: { read: (c) => exists(`emails/${c.team.emailID}`), wrote: gone },
  }),
  row('emailSubscribers', 'exportEmails', {
    input: (c) => ({ emailID: c.team.emailID }),
    sees: (c) => ({ subscribers: [c.team.subscriberEmail] }),
  }),
  // A send reads the list's addresses (exportEmails) and writes the log (sendEmails): the same roles.
  row('getEmailSend', 'exportEmails', {
    input: (c) => ({ emailID: c.team.emailID, today: '2026-11-28' }),
    sees: () => ({ batchSize: null, batches: [] }),
  }),
  row('planEmailSend', 'sendEmails', {
    input: (c) => ({ emailID: c.team.emailID, batchSize: 10, today: '2026-11-28' }),
    effect: {
      read: async (c) => (await docOf<{ send?: { batchSize: number } }>(`emails/${c.team.emailID}`))?.send?.batchSize,
      wrote: () => 10,
    },
  }),
  row('markSendBatch', 'sendEmails', {
    input: async (c) => {
      const plan = { emailID: c.team.emailID, batchSize: 10, today: '2026-11-28' };
      const { planID } = ok(await call('planEmailSend', plan, { as: c.team }));
      return { emailID: c.team.emailID, n: 1, planID: planID!, today: '2026-11-28', time: '10:00' };
    },
    effect: {
      read: async (c) => (await docOf<{ markedBy: string | null }>(`sendBatches/${c.team.emailID}_1`))?.markedBy,
      wrote: (_before, c) => c.me.uid,
    },
  }),
  row('addJoinedBatch', 'sendEmails', {
    input: async (c) => {
      ok(await call('planEmailSend', { emailID: c.team.emailID, batchSize: 10, today: '2026-11-28' }, { as: c.team }));
      await newSubscriber(c.team, c.fresh);
      return { emailID: c.team.emailID, today: '2026-11-28' };
    },
    effect: {
      read: async (c) => (await docOf<{ send?: { batches: number } }>(`emails/${c.team.emailID}`))?.send?.batches,
      wrote: () => 2,
    },
  }),
  row('createLink', 'sendEmails', {
    variant: 'tracked url',
    input: (c) => ({
      type: 'url',
      newsletterID: c.team.listID,
      teamID: c.team.teamID,
      emailID: c.team.emailID,
      url: 'https://example.org/second',
    }),
    effect: { read: (c) => countWhere('trackedLinks', 'emailID', c.team.emailID), wrote: plusOne },
  }),
  row('emailTrackedLinks', 'viewSubscribers', {
    input: (c) => ({ emailID: c.team.emailID }),
    sees: (c) => ({ links: [{ linkID: c.team.trackedLinkID, url: 'https://example.org/first' }] }),
  }),
  row('deleteTrackedLink', 'sendEmails', {
    input: (c) => ({ linkID: c.team.trackedLinkID }),
    effect: { read: (c) => exists(`trackedLinks/${c.team.trackedLinkID}`), wrote: gone },
  }),

  // Public pages and links: redirects answer 302 (routes.ts records 200 for them; docs/product.md §7).
  row('trackedLink', 'public', {
    input: (c) => ({ newsletterID: c.team.listID, emailID: c.team.emailID, linkID: c.team.trackedLinkID }),
    allowed: 302,
    effect: {
      read: async (c) => (await docOf<{ clicks: number }>(`trackedLinks/${c.team.trackedLinkID}`))?.clicks,
      wrote: (clicks) => clicks! + 1,
    },
  }),
  row('shortLink', 'public', {
    input: (c) => ({ id: c.team.trackedShortID }),
    allowed: 302,
    effect: {
      read: async (c) => (await docOf<{ clicks: number }>(`trackedLinks/${c.team.trackedLinkID}`))?.clicks,
      wrote: (clicks) => clicks! + 1,
    },
  }),
  row('linkOpen', 'public', {
    input: (c) => ({ type: 'unsubscribe', linkID: c.team.linkID }),
    sees: (c) => ({ returnData: { subscriberEmail: c.team.subscriberEmail } }),
  }),
  row('emailActionSubmit', 'public', {
    input: (c) => ({ type: 'subscribe', email: c.fresh, newsletterID: c.team.listID }),
    effect: { read: (c) => countWhere('pendingSubscribes', 'teamID', c.team.teamID), wrote: plusOne },
  }),
  row('subscribeForm', 'public', {
    input: (c) => ({ email: c.fresh, newsletterID: c.team.listID }),
    effect: { read: (c) => countWhere('pendingSubscribes', 'teamID', c.team.teamID), wrote: plusOne },
  }),
  row('linkAction', 'public', {
    input: (c) => ({ type: 'unsubscribeAll', token: c.team.linkID }),
    effect: { read: async (c) => (await subscriberOf(c)).subscribedNewsletterIDs, wrote: () => [] },
  }),
  row('consentReceipt', 'public', {
    input: (c) => ({ linkID: c.team.linkID }),
    sees: (c) => ({ address: c.team.subscriberEmail, records: [{ seq: 1, action: 'opt-in' }] }),
  }),
  row('oneClickUnsubscribe', 'public', {
    input: (c) => ({ linkID: c.team.linkID, 'List-Unsubscribe': 'One-Click' }),
    effect: { read: async (c) => (await subscriberOf(c)).subscribedNewsletterIDs, wrote: () => [] },
  }),
  row('oneClickUnsubscribePage', 'public', { input: (c) => ({ linkID: c.team.linkID }), allowed: 302 }),
  row('createApiKey', 'manageApiKeys', {
    input: (c) => ({ teamID: c.team.teamID, name: 'Website', scope: 'read' }),
    effect: { read: (c) => countWhere('apiKeys', 'teamID', c.team.teamID), wrote: plusOne },
  }),
  row('listApiKeys', 'manageApiKeys', { input: (c) => ({ teamID: c.team.teamID }), sees: () => ({ apiKeys: [] }) }),
  row('deleteApiKey', 'manageApiKeys', {
    input: async (c) => {
      const made = await call('createApiKey', { teamID: c.team.teamID, name: 'Old', scope: 'read' }, { as: c.team });
      return { id: ok(made).apiKey.id };
    },
    effect: { read: (_c, input) => exists(`apiKeys/${input.id}`), wrote: () => false },
  }),
  row('createWebhook', 'manageWebhooks', {
    input: (c) => ({ teamID: c.team.teamID, url: 'http://127.0.0.1:9/hook', events: ['subscriber.created'] }),
    effect: { read: (c) => countWhere('webhookEndpoints', 'teamID', c.team.teamID), wrote: plusOne },
  }),
  row('listWebhooks', 'manageWebhooks', { input: (c) => ({ teamID: c.team.teamID }), sees: () => ({ webhooks: [] }) }),
  row('deleteWebhook', 'manageWebhooks', {
    input: async (c) => ({ id: await newWebhook(c.team) }),
    effect: { read: (_c, input) => exists(`webhookEndpoints/${input.id}`), wrote: () => false },
  }),
  row('listWebhookDeliveries', 'manageWebhooks', {
    input: async (c) => ({ id: await newWebhook(c.team) }),
    sees: () => ({ deliveries: [] }),
  }),
  row('resendWebhookDelivery', 'manageWebhooks', {
    input: async (c) => ({ id: await newDelivery(c.team) }),
    effect: { read: (c) => countWhere('webhookDeliveries', 'teamID', c.team.teamID), wrote: plusOne },
  }),
  row('v1Lists', 'apiKey', { input: () => ({}) }),
  row('v1Subscribers', 'apiKey', { input: () => ({}) }),
  row('v1Subscriber', 'apiKey', { input: (c) => ({ id: c.team.subscriberID }) }),
  row('v1AddSubscriber', 'apiKey', {
    input: (c) => ({ subscriberEmail: c.fresh }),
    effect: { read: async (c) => (await teamOf(c)).counters.subscribers, wrote: (n) => n },
  }),
  row('v1UpdateSubscriber', 'apiKey', {
    input: (c) => ({ id: c.team.subscriberID, subscriberEmail: c.team.subscriberEmail, subscribedNewsletters: [] }),
    effect: { read: async (c) => (await subscriberOf(c)).subscribedNewsletterIDs, wrote: (lists) => lists },
  }),
  row('v1Unsubscribe', 'apiKey', {
    input: (c) => ({ id: c.team.subscriberID }),
    effect: { read: async (c) => (await subscriberOf(c)).subscribedNewsletterIDs, wrote: (lists) => lists },
  }),
  row('v1Emails', 'apiKey', { input: () => ({}) }),
];

/** What `who` is answered, by the row's needs and the role table. */
function expectedStatus(r: Row, who: Caller): number {
  const allowed = r.allowed ?? ROUTES[r.name].status;
  const exception = r.except?.[who];
  if (exception !== undefined) return exception;
  if (r.needs === 'public') return allowed;
  if (r.needs === 'apiKey') return 401;
  // No session: the router refuses a call that needs one; an optional-auth call is refused by the domain.
  if (who === 'signed-out') return ROUTES[r.name].auth === 'user' ? 403 : 401;
  if (r.needs === 'self') return allowed;
  if (who === 'non-member') return 404;
  if (r.needs === 'member') return allowed;
  return can(who, r.needs) ? allowed : 401;
}

describe('the permission matrix', () => {
  it('has a row for every call of the contract', () => {
    expect([...new Set(ROWS.map((r) => r.name))].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  const cases = ROWS.flatMap((r) =>
    CALLERS.map((who) => ({ label: r.label, needs: r.needs, who, status: expectedStatus(r, who), r })),
  );

  it.each(cases)('$label ($needs) as $who answers $status', async ({ r, who, status }) => {
    const team = await newTeam();
    const caller = await callerOf(team, who);
    const c: Case = { team, me: caller ?? team, fresh: uniqueEmail('fresh') };
    const input = await r.input(c);
    const before = await r.effect?.read(c, input);

    const res = await send(r.name, input, { as: caller, headers: newClient() });

    expect(res.status, JSON.stringify(res.body)).toBe(status);
    const allowed = status < 400;
    if (!allowed) errorOf(res);
    // A role refusal names the role, so it is the role and not something else that was refused.
    if (status === 401 && who !== 'signed-out' && r.needs !== 'apiKey')
      expect(errorOf(res).message).toContain(`Your role (${who})`);
    if (allowed && r.sees) expect(res.body).toMatchObject(r.sees(c));
    if (r.effect) {
      const after = await r.effect.read(c, input);
      expect(after).toEqual(allowed ? r.effect.wrote(before, c) : before);
    }
  });
});
