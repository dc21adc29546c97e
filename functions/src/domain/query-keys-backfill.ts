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

/** Answers how many subscribers' keys it wrote. */
export async function backfillQueryKeys(store: Store): Promise<number> {
  const size = Math.max(1, Math.min(PAGE, store.maxTransactionWrites));
  let written = 0;
  let after: string | undefined;
  for (;;) {
    let page = store.collection<SubscriberDoc>(COLLECTIONS.subscribers).limit(size);
    if (after !== undefined) page = page.startAfter(after);
    const { docs, wrote } = await store.runTransaction(async (tx) => {
      const snaps = (await tx.getQuery(page)).docs;
      let count = 0;
      for (const snap of snaps) {
        const doc = snap.data()!;
        const keys = queryKeys(doc);
        if (sameKeys(doc, keys)) continue;
        tx.update(subscriberRef(store, snap.id), keys);
        count += 1;
      }
      return { docs: snaps, wrote: count };
    });
    written += wrote;
    if (docs.length < size) return written;
    after = docs[docs.length - 1].id;
  }
}
