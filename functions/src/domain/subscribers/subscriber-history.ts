/**
 * GET /subscriberHistory/{id}: every opt-in and opt-out of a subscriber's
 * address in its team, newest first (docs/product.md §7), read from the
 * consent records by the team and the address's keyed hash, never by the
 * address. Plans with auditHistory only.
 */
import { MAX, consentKind, type SubscriberHistory } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { hashEmail } from '../../services/email-hash';
import type { Store } from '../../store/port';
import { COLLECTIONS, type ConsentDoc } from '../docs';
import { notFound } from '../errors';
import { requireMembership, requirePermission } from '../membership';
import { assertPlanHas } from '../plans';
import { toTimestamp } from '../time';
import { listRef, subscriberRef } from '../records';

/** The consent records of one address in one team, newest first. */
const consentOf = (store: Store, teamID: string, emailHash: string) =>
  store
    .collection<ConsentDoc>(COLLECTIONS.consent)
    .where('teamID', '==', teamID)
    .where('emailHash', '==', emailHash)
    .orderBy('at', 'desc');

/** The current names of the team's lists among `ids`; a list deleted since (or not the team's) is absent. */
async function listNames(store: Store, teamID: string, ids: Iterable<string>): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await Promise.all(
    [...new Set(ids)].map(async (id) => {
      const list = (await listRef(store, id).get()).data();
      if (list && list.teamID === teamID) names.set(id, list.newsletterName);
    }),
  );
  return names;
}

export async function subscriberHistory(deps: Deps, uid: string, id: string): Promise<SubscriberHistory> {
  const { store } = deps;
  const subscriber = (await subscriberRef(store, id).get()).data();
  if (!subscriber) throw notFound('Subscriber');
  // A subscriber of a team the caller is not in answers like a missing one.
  const membership = await requireMembership(store, uid, subscriber.teamID, undefined, 'Subscriber');
  requirePermission(membership, 'viewSubscribers');
  assertPlanHas('auditHistory', membership.team.subscription.tier);

  const emailHash = hashEmail(deps.hashSecret, subscriber.subscriberEmail);
  const snaps = await consentOf(store, subscriber.teamID, emailHash)
    .limit(MAX.historyEvents + 1)
    .get();
  const records = snaps.docs.slice(0, MAX.historyEvents).map((snap) => snap.data()!);
  const names = await listNames(
    store,
    subscriber.teamID,
    records.map((r) => r.newsletterID),
  );
  return {
    subscriberEmail: subscriber.subscriberEmail,
    events: records.map((r) => ({
      at: toTimestamp(r.at),
      newsletterID: r.newsletterID,
      newsletterName: names.get(r.newsletterID) ?? null,
      action: r.action,
      source: r.source,
      kind: consentKind(r.source),
    })),
    more: snaps.docs.length > MAX.historyEvents,
  };
}
