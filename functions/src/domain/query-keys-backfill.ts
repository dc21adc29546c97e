/**
 * Gives the subscribers written before the table's query keys existed
 * (domain/subscriber-keys.ts) their keys: without them a subscriber is left
 * out of a sort by name, a filter and a search. A page of documents at a
 * time, each page one transaction that rewrites only the keys that differ, so
 * a change made meanwhile is never overwritten and a second run changes nothing.
 */
import type { Store } from '../store/port';
import { COLLECTIONS, type SubscriberDoc } from './docs';
import { queryKeys } from './subscriber-keys';
import { subscriberRef } from './subscribers';

const PAGE = 400;

const sameKeys = (doc: SubscriberDoc, keys: ReturnType<typeof queryKeys>) =>
  doc.nameKey === keys.nameKey && JSON.stringify(doc.filterKeys) === JSON.stringify(keys.filterKeys);

/**
 * One page of subscribers after the id `after` (from the first without it):
 * how many keys it wrote, and the id to go on after, or null at the end.
 */
export async function backfillQueryKeysPage(
  store: Store,
  after: string | null,
): Promise<{ written: number; next: string | null }> {
  const size = Math.max(1, Math.min(PAGE, store.maxTransactionWrites));
  let page = store.collection<SubscriberDoc>(COLLECTIONS.subscribers).limit(size);
  if (after !== null) page = page.startAfter(after);
  return store.runTransaction(async (tx) => {
    const snaps = (await tx.getQuery(page)).docs;
    let written = 0;
    for (const snap of snaps) {
      const doc = snap.data()!;
      const keys = queryKeys(doc);
      if (sameKeys(doc, keys)) continue;
      tx.update(subscriberRef(store, snap.id), keys);
      written += 1;
    }
    return { written, next: snaps.length < size ? null : snaps[snaps.length - 1].id };
  });
}

/** Every page at once; answers how many subscribers' keys it wrote. */
export async function backfillQueryKeys(store: Store): Promise<number> {
  let written = 0;
  let after: string | null = null;
  do {
    const page = await backfillQueryKeysPage(store, after);
    written += page.written;
    after = page.next;
  } while (after !== null);
  return written;
}
