/**
 * The two races the contract suite runs, both in one process and across
 * processes (contract.worker.ts): each is a transaction that domain code
 * relies on being atomic.
 */
import type { Store } from './port';

/** How a child process opens the same store as the test process. */
export type WorkerStoreConfig =
  | { readonly kind: 'sqlite'; readonly filePath: string }
  | { readonly kind: 'firestore'; readonly host: string; readonly projectId: string };

export type WorkerJob =
  | {
      readonly scenario: 'increment';
      readonly store: WorkerStoreConfig;
      readonly docPath: string;
      readonly times: number;
    }
  | {
      readonly scenario: 'claim';
      readonly store: WorkerStoreConfig;
      readonly collection: string;
      readonly email: string;
      readonly times: number;
    };

/** Read-modify-write of one counter: lost updates show up as a final count below the number of calls. */
export function incrementInTransaction(store: Store, docPath: string): Promise<void> {
  return store.runTransaction(async (tx) => {
    const ref = store.doc(docPath);
    const snap = await tx.get(ref);
    const n = (snap.data()?.n as number | undefined) ?? 0;
    tx.set(ref, { n: n + 1 });
  });
}

/** "Create unless one exists" by query: a race shows up as more than one document. */
export function claimInTransaction(store: Store, collection: string, email: string): Promise<boolean> {
  return store.runTransaction(async (tx) => {
    const existing = await tx.getQuery(store.collection(collection).where('email', '==', email).limit(1));
    if (!existing.empty) return false;
    tx.create(store.collection(collection).doc(), { email });
    return true;
  });
}

export async function runJob(store: Store, job: WorkerJob): Promise<void> {
  const calls = Array.from({ length: job.times }, () =>
    job.scenario === 'increment'
      ? incrementInTransaction(store, job.docPath)
      : claimInTransaction(store, job.collection, job.email),
  );
  await Promise.all(calls);
}
