/**
 * Teams filled through the API, as the app itself would fill them: senders
 * made without a browser, subscribers and logged emails for an account, and
 * a reader's manage link.
 */
import type { Tier } from '@listkeep/common';
import { get, post } from '../../functions/test/support/api';
import { signUp } from '../../functions/test/support/auth-emulator';
import { setTier } from '../../functions/test/support/store';
import { uniqueEmail } from './browser';
import { requireStore } from './dashboard';

/** An account acting through the API on its own team. */
export interface TeamAccount {
  idToken: string;
  teamID: string;
}

export interface Sender extends TeamAccount {
  /** The team's newsletters, in the order they were asked for. */
  listIDs: string[];
}

function expectStatus(what: string, answer: { status: number; body: unknown }, status: number): void {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/** A new account whose team has these newsletters (the first made as onboarding makes it), on `tier`. */
export async function newSender(lists: [string, ...string[]], tier?: Tier): Promise<Sender> {
  const { idToken } = await signUp();
  const teamID = (await get('/getUserData', idToken)).body.latestTeamID as string;
  const [first, ...more] = lists;
  const onboarding = await post('/newsletters', { name: first, teamID, onboarding: true }, idToken);
  expectStatus('POST /newsletters', onboarding, 201);
  if (tier) {
    requireStore();
    await setTier(teamID, tier);
  }
  const listIDs = [onboarding.body.id as string];
  for (const newsletterName of more) {
    const created = await post('/newsletters', { newsletterName, teamID }, idToken);
    expectStatus('POST /newsletters', created, 201);
    listIDs.push(created.body.id as string);
  }
  return { idToken, teamID, listIDs };
}

/** Adds one subscriber to these lists; resolves with its id. */
export async function addSubscriber(team: TeamAccount, email: string, listIDs: string[]): Promise<string> {
  const created = await post(
    '/subscribers',
    { subscriberEmail: email, subscribedNewsletters: listIDs, teamID: team.teamID },
    team.idToken,
  );
  expectStatus('POST /subscribers', created, 201);
  return created.body.id as string;
}

/** Adds many subscribers to one list at once, as an import does. */
export async function addSubscribers(team: TeamAccount, emails: string[], listID: string): Promise<void> {
  const answer = await post(
    '/batchSubscribers',
    { emails, newsletterIDs: [listID], teamID: team.teamID, agreed: true },
    team.idToken,
  );
  expectStatus('POST /batchSubscribers', answer, 200);
}

/** How many records the team's consent chain holds: those not yet given their place by the sequencer are not counted. */
export async function chainLength(team: TeamAccount): Promise<number> {
  const answer = await get(`/consentChain?teamID=${team.teamID}`, team.idToken);
  expectStatus('GET /consentChain', answer, 200);
  return answer.body.head.seq as number;
}

/** Imports addresses with names onto one list, as an import of a file with a name column does. */
export async function addImported(
  team: TeamAccount,
  rows: { email: string; name: string }[],
  listID: string,
): Promise<void> {
  const answer = await post(
    '/batchSubscribers',
    { emails: rows, newsletterIDs: [listID], teamID: team.teamID, agreed: true },
    team.idToken,
  );
  expectStatus('POST /batchSubscribers', answer, 200);
}

/** Logs an email to a list, marked sent today. */
export async function addEmail(team: TeamAccount, subject: string, listID: string): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const answer = await post('/emails', { subject, sent: true, sentDate: today, newsletterID: listID }, team.idToken);
  expectStatus('POST /emails', answer, 201);
}

/** A subscriber's manage link for one list; resolves with its link id. */
export async function manageLink(team: TeamAccount, listID: string, subscriberID: string): Promise<string> {
  const link = await post(
    '/link',
    { newsletterID: listID, teamID: team.teamID, subscriberID, type: 'manage' },
    team.idToken,
  );
  expectStatus('POST /link', link, 200);
  return link.body.linkID as string;
}

/** The addresses the sender's next copy of a list would hold. */
export async function listCopy(team: TeamAccount, listID: string): Promise<string[]> {
  return (await get(`/newsletterSubscribers/${listID}`, team.idToken)).body.subscribers as string[];
}

export interface PublicList {
  name: string;
  listID: string;
  /** The manage link of the list's one subscriber. */
  linkID: string;
}

/** A sender's public list with one subscriber and that subscriber's manage link. */
export async function listWithManageLink(name: string): Promise<PublicList> {
  const sender = await newSender([name]);
  const [listID] = sender.listIDs;
  const subscriberID = await addSubscriber(sender, uniqueEmail('reader'), [listID]);
  return { name, listID, linkID: await manageLink(sender, listID, subscriberID) };
}
