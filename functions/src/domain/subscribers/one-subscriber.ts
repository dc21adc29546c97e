/**
 * One subscriber of a team, read or taken off lists: GET and POST
 * /v1/subscribers/{id}/unsubscribe, for a team's own tools (docs/product.md §4 API keys).
 */
import type { Subscriber } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { consentLog } from '../consent';
import { CounterChanges } from '../counters';
import type { ListDoc } from '../docs';
import { notFound } from '../errors';
import { requireMembership, requirePermission } from '../membership';
import { subscriberRef } from '../records';
import { queueSubscriberEvents, teamWebhooks } from '../webhooks';
import { changeTeamData } from '../team-signal';
import { withQueryKeys } from './subscriber-keys';
import { readLists, readRemainingLists, toSubscriber, unsubscribe } from './subscribers';

/** A subscriber of `teamID`; one of another team answers like a missing one. */
export async function getSubscriber(deps: Deps, uid: string, teamID: string, id: string): Promise<Subscriber> {
  const { store } = deps;
  requirePermission(await requireMembership(store, uid, teamID, undefined, 'Subscriber'), 'viewSubscribers');
  const snap = await subscriberRef(store, id).get();
  if (snap.data()?.teamID !== teamID) throw notFound('Subscriber');
  return toSubscriber(snap);
}

/**
 * Takes a subscriber of `teamID` off one list, or off every list, with an
 * opt-out record of `source` for each it was on. The team's removal, not the
 * recipient's own opt-out: no suppression entry, so the team may add them again.
 * A list it is not on is no change.
 */
export async function leaveLists(
  deps: Deps,
  uid: string,
  input: { teamID: string; id: string; newsletterID?: string },
  source: string,
): Promise<void> {
  const { store } = deps;
  const now = deps.now();
  const hooks = await teamWebhooks(deps, input.teamID);
  await changeTeamData(deps, async (tx, changed) => {
    requirePermission(await requireMembership(store, uid, input.teamID, tx, 'Subscriber'), 'manageSubscribers');
    const snap = await tx.get(subscriberRef(store, input.id));
    const old = snap.data();
    if (!old || old.teamID !== input.teamID) throw notFound('Subscriber');
    const lists: Map<string, ListDoc> = input.newsletterID
      ? await readLists(tx, store, input.teamID, [input.newsletterID])
      : new Map();
    await readRemainingLists(tx, store, input.teamID, old.subscribedNewsletterIDs, lists);
    const leaving = input.newsletterID ? [input.newsletterID] : [...old.subscribedNewsletterIDs];
    const doc = { ...old, subscriptionMeta: { ...old.subscriptionMeta } };
    const changes = new CounterChanges();
    const log = consentLog(tx, deps, input.teamID);
    for (const listID of leaving) {
      if (!unsubscribe(doc, listID, now)) continue;
      changes.unsubscribed(listID, doc.subscriptionMeta[listID].subscribedAt);
      log.write({ newsletterID: listID, email: doc.subscriberEmail, action: 'opt-out', source, at: now });
    }
    if (doc.subscribedNewsletterIDs.length === old.subscribedNewsletterIDs.length) return;
    changed(input.teamID);
    tx.set(subscriberRef(store, input.id), withQueryKeys({ ...doc, modifiedAt: now }));
    queueSubscriberEvents(tx, deps, hooks, { before: { id: input.id, doc: old }, after: { id: input.id, doc } });
    changes.write(tx, store, input.teamID, lists, now);
  });
}
