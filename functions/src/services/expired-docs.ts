/**
 * Documents that carry an `expiresAt` (rate-limit windows, unconfirmed
 * subscribe requests) are deleted by a Firestore TTL policy in production,
 * but only within a day or so, and the embedded store has no TTL at all; so
 * the API also deletes them itself, a page at a time, now and then.
 */
import type { Store } from '../store/port';

const PAGE = 400;

/** Deletes up to one page of the collection's documents whose `expiresAt` has passed. */
export async function deleteExpired(store: Store, collection: string, now: number): Promise<number> {
  const expired = await store.collection(collection).where('expiresAt', '<=', now).limit(PAGE).get();
  if (expired.empty) return 0;
  const batch = store.batch();
  for (const doc of expired.docs) batch.delete(store.doc(doc.path));
  await batch.commit();
  return expired.size;
}

/**
 * A sweep of `collection` that runs on every `every`-th call of what it is
 * returned to, per process, and never fails that call: housekeeping must not
 * cost anyone an answer.
 */
export function sweepNowAndThen(collection: string, every: number): (store: Store, now: number) => Promise<void> {
  let calls = 0;
  return async (store, now) => {
    if (++calls % every !== 0) return;
    await deleteExpired(store, collection, now).catch((error) =>
      console.warn(`sweep of expired ${collection} failed`, error),
    );
  };
}
