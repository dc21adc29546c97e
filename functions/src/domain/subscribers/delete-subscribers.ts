/**
 * POST /deleteSubscribers: several of a team's subscribers at once, each
 * leaving exactly as if it were deleted alone (its counts and its opt-out
 * records), in as few transactions as the store's cap on writes allows.
 *
 * Every id is checked before anything is written, so a call naming one that
 * is not a subscriber of the team (missing, or another team's) answers 404
 * and deletes nothing. One deleted by someone else in the meantime is passed
 * over: it is gone, as asked.
 */
import type { ParsedInput } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { consentLog } from '../consent';
import { CounterChanges } from '../counters';
import type { ListDoc, SubscriberDoc } from '../docs';
import { requireMembership, requirePermission } from '../membership';
import { BULK_CHUNK, queueDeletion, readRemainingLists, readTeamSubscribers } from './subscribers';
import { subscriberRef } from '../records';
import { queueSubscriberEvents, teamWebhooks, type TeamWebhooks } from '../webhooks';

type DeleteInput = ParsedInput<'deleteSubscribers'>;

/** Deletes the subscribers; answers how many were asked for (all gone afterwards). */
export async function deleteSubscribers(deps: Deps, uid: string, input: DeleteInput): Promise<number> {
  const { store } = deps;
  const { ids, docs } = await readTeamSubscribers(store, uid, input.teamID, input.ids);

  try {
    await deleteInChunks(deps, uid, input.teamID, ids, docs);
  } finally {
    // Chunks that committed before a failure show too.
    deps.signal.teamChanged(input.teamID);
  }
  return ids.length;
}

/**
 * Deletes `ids`, read as `docs`, in as few transactions as the store's cap
 * allows. Chunks are planned on the documents given; each transaction reads
 * its chunk again and may leave its tail to the next one if lists were added
 * meanwhile. A subscriber job's page goes through here too.
 */
export async function deleteInChunks(
  deps: Deps,
  uid: string,
  teamID: string,
  ids: readonly string[],
  docs: readonly Pick<SubscriberDoc, 'subscribedNewsletterIDs'>[],
): Promise<void> {
  const lists = new Map(ids.map((id, i) => [id, docs[i].subscribedNewsletterIDs]));
  // Each deletion also writes its event for each endpoint that asked for it.
  const hooks = await teamWebhooks(deps, teamID);
  const events = hooks.endpoints.filter((endpoint) => endpoint.events.includes('subscriber.deleted')).length;
  for (let rest = ids; rest.length > 0;) {
    const planned = rest.slice(
      0,
      fitting(
        rest.map((id) => lists.get(id)!),
        deps.store.maxTransactionWrites,
        events,
      ),
    );
    const taken = await deleteChunk(deps, uid, teamID, planned, hooks, events);
    rest = rest.slice(taken);
  }
}

/**
 * How many subscribers from the front, each given by the lists it is on, one
 * transaction may delete (at least one): each takes its document and one
 * opt-out per list, and `eventsEach` webhook deliveries; the team's document
 * and one of its counter shards take two more, and each list touched one more
 * (a shard of it).
 */
export function fitting(subscribers: readonly (readonly string[])[], maxWrites: number, eventsEach = 0): number {
  const touched = new Set<string>();
  let writes = 2;
  let count = 0;
  for (const lists of subscribers) {
    if (count === BULK_CHUNK) break;
    const more = 1 + eventsEach + lists.length + lists.filter((id) => !touched.has(id)).length;
    if (count > 0 && writes + more > maxWrites) break;
    writes += more;
    for (const id of lists) touched.add(id);
    count += 1;
  }
  return count;
}

/** One transaction: deletes those of `ids` that fit under the store's cap from the front, and answers how many. */
async function deleteChunk(
  deps: Deps,
  uid: string,
  teamID: string,
  ids: readonly string[],
  hooks: TeamWebhooks,
  eventsEach: number,
): Promise<number> {
  const { store } = deps;
  return store.runTransaction(async (tx) => {
    const now = deps.now();
    const membership = await requireMembership(store, uid, teamID, tx, 'Subscriber');
    requirePermission(membership, 'manageSubscribers');
    const read = await Promise.all(ids.map((id) => tx.get(subscriberRef(store, id))));
    // One deleted by someone else meanwhile is gone already.
    const docs = read.map((snap) => snap.data()).map((doc) => (doc?.teamID === teamID ? doc : undefined));
    const taken = fitting(
      docs.map((doc) => doc?.subscribedNewsletterIDs ?? []),
      store.maxTransactionWrites,
      eventsEach,
    );
    const lists = new Map<string, ListDoc>();
    const listIDs = docs.slice(0, taken).flatMap((doc) => doc?.subscribedNewsletterIDs ?? []);
    await readRemainingLists(tx, store, teamID, listIDs, lists);

    const changes = new CounterChanges();
    const consent = consentLog(tx, deps, teamID);
    docs.slice(0, taken).forEach((doc, i) => {
      if (!doc) return;
      queueDeletion(tx, deps, { id: ids[i], doc, lists, changes, consent, now });
      queueSubscriberEvents(tx, deps, hooks, { before: { id: ids[i], doc } });
    });
    changes.write(tx, store, teamID, lists, now);
    return taken;
  });
}
