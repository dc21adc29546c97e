/**
 * GET /link, the tracked-link address in footers: counts a click against the
 * email log entry that carried it, then redirects to the list's public page
 * or to a sender's own URL.
 */
import { planFor, type ParsedInput } from '@listkeep/common';
import { ApiError, notFound } from '../http/api-error';
import type { Deps } from '../services/deps';
import { FieldValue, type Store } from '../store/port';
import { teamRef } from './accounts';
import { newsletterRef } from './counters';
import { COLLECTIONS, type TrackedLinkDoc } from './docs';
import { emailRef } from './emails';
import { emailOfList } from './links';

export const trackedLinkRef = (store: Store, id: string) =>
  store.doc<TrackedLinkDoc>(`${COLLECTIONS.trackedLinks}/${id}`);

/** Counts a click against an email log entry of the list, on plans that track clicks. */
async function countClick(deps: Deps, list: { id: string; teamId: string }, emailID: string | null | undefined) {
  const { store } = deps;
  if (!emailID) return;
  await store.runTransaction(async (tx) => {
    const team = (await tx.get(teamRef(store, list.teamId))).data();
    if (!team || !planFor(team.subscription.tier).trackClicks) return;
    if (!(await emailOfList(tx, store, emailID, list))) return;
    tx.update(emailRef(store, emailID), { clicks: FieldValue.increment(1) });
  });
}

/**
 * GET /link: where a footer's tracked link leads. With type, the public
 * subscribe or unsubscribe page of the list; with linkID, a sender's own URL.
 */
export async function trackedLinkTarget(deps: Deps, input: ParsedInput<'trackedLink'>): Promise<string> {
  const { store } = deps;
  if (input.linkID) {
    const doc = (await trackedLinkRef(store, input.linkID).get()).data();
    if (!doc) throw notFound('Link');
    await countClick(deps, { id: doc.newsletterId, teamId: doc.teamId }, doc.emailID);
    return doc.url;
  }
  if (!input.type) throw new ApiError('invalid-argument', 'Send type (subscribe or unsubscribe) or linkID.');
  const list = (await newsletterRef(store, input.newsletterID).get()).data();
  const query = new URLSearchParams({ newsletterID: input.newsletterID });
  if (input.emailID) query.set('emailID', input.emailID);
  if (list) {
    query.set('newsletterName', list.newsletterName);
    await countClick(deps, { id: input.newsletterID, teamId: list.teamId }, input.emailID);
  }
  return `${deps.publicUrl}/link/${input.type === 'subscribe' ? 'sub' : 'unsub'}?${query}`;
}
