/**
 * Gives the subscribers of the local stack's store the query keys they lack
 * (domain/subscribers/query-keys-migration.ts), all at once: the stack runs it as it
 * starts, so a data dir from before the keys has them before the first call.
 */
import { migrateQueryKeys } from '../../src/domain/subscribers/query-keys-migration';
import { openStore } from '../../src/store';

async function main(): Promise<void> {
  const store = openStore();
  try {
    let total = 0;
    for (;;) {
      const { done, written } = await migrateQueryKeys({ store, now: Date.now }, 10_000);
      total += written;
      if (done) break;
      console.log(`query keys: ${total} subscribers given keys so far`);
    }
    console.log(`query keys: ${total} subscribers given keys, all done`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
