import type { DocData, DocRef, Query, Store } from '../store/port';

/**
 * Deletes what a limited query finds, with what `goesWith` names of each (in
 * the same batch, so nothing is left behind), a page at a time, until it
 * finds nothing.
 */
export async function deleteFound<T extends DocData>(
  store: Store,
  query: Query<T>,
  goesWith: (doc: T) => DocRef[] = () => [],
): Promise<void> {
  for (;;) {
    const page = await query.get();
    if (page.empty) return;
    const batch = store.batch();
    for (const snap of page.docs) {
      for (const ref of goesWith(snap.data()!)) batch.delete(ref);
      batch.delete(store.doc(snap.path));
    }
    await batch.commit();
  }
}
