import type { Query, Store } from '../store/port';

/** Deletes what a limited query finds, a page at a time, until it finds nothing. */
export async function deleteFound(store: Store, query: Query): Promise<void> {
  for (;;) {
    const page = await query.get();
    if (page.empty) return;
    const batch = store.batch();
    for (const snap of page.docs) batch.delete(store.doc(snap.path));
    await batch.commit();
  }
}
