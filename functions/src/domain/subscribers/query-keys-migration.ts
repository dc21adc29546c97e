/**
 * The backfill of the subscribers' query keys (query-keys-backfill.ts) where
 * it really runs: page by page within a time budget, from where the last run
 * stopped, which one document of the migrations collection keeps together with
 * the version of the keys it fills. Once done, a run costs that one read;
 * raising QUERY_KEYS_VERSION starts it again from the first subscriber.
 * Production runs it on a schedule (index.ts), the local stack as it starts
 * (functions/dev/query-keys).
 */
import type { Store } from '../../store/port';
import { COLLECTIONS, type MigrationDoc } from '../docs';
import { backfillQueryKeysPage } from './query-keys-backfill';
import { QUERY_KEYS_VERSION } from './subscriber-keys';

export const queryKeysMigrationRef = (store: Store) => store.doc<MigrationDoc>(`${COLLECTIONS.migrations}/queryKeys`);

/** Runs pages until the last or until budgetMs have passed; answers whether it is done and how many it wrote. */
export async function migrateQueryKeys(
  deps: { store: Store; now: () => number },
  budgetMs: number,
): Promise<{ done: boolean; written: number }> {
  const { store, now } = deps;
  const ref = queryKeysMigrationRef(store);
  const saved = (await ref.get()).data();
  const current = saved?.version === QUERY_KEYS_VERSION ? saved : undefined;
  if (current?.done) return { done: true, written: 0 };
  const deadline = now() + budgetMs;
  let after = current?.after ?? null;
  let written = 0;
  do {
    const page = await backfillQueryKeysPage(store, after, now());
    written += page.written;
    after = page.next;
    await ref.set({
      version: QUERY_KEYS_VERSION,
      after,
      done: after === null,
      written: (current?.written ?? 0) + written,
      updatedAt: now(),
    });
  } while (after !== null && now() < deadline);
  return { done: after === null, written };
}
