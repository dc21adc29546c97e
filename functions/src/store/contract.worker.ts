/**
 * A child process of the contract suite: opens the store described in its
 * argument (a JSON WorkerJob), runs the job's concurrent transactions, exits.
 */
import { runJob, type WorkerJob, type WorkerStoreConfig } from './contract.scenarios';
import { createFirestoreStore } from './firestore';
import { connectFirestoreEmulator } from './firestore-emulator-client';
import type { Store } from './port';
import { createSqliteStore } from './sqlite';

function open(config: WorkerStoreConfig): Store {
  if (config.kind === 'sqlite') return createSqliteStore(config.filePath);
  return createFirestoreStore(connectFirestoreEmulator(config.host, config.projectId).db);
}

async function main(): Promise<void> {
  const job = JSON.parse(process.argv[2] ?? '') as WorkerJob;
  const store = open(job.store);
  try {
    await runJob(store, job);
  } finally {
    await store.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
