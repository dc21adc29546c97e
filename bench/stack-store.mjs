// The store of the stack under measurement, opened beside its functions:
// the SQLite file, or the Firestore emulator when the stack runs on it.
import { tsImport } from 'tsx/esm/api';

const ts = (/** @type {string} */ path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);

/** @param {import('./measurement.mjs').BenchStack} stack */
export async function openStackStore(stack) {
  if (stack.env.LISTKEEP_STORE === 'firestore') {
    const { createFirestoreStore } = await ts('../functions/src/store/firestore.ts');
    const { connectFirestoreEmulator } = await ts('../functions/src/store/firestore-emulator-client.ts');
    const { db, dispose } = connectFirestoreEmulator(stack.env.FIRESTORE_EMULATOR_HOST, stack.env.GCLOUD_PROJECT);
    const store = createFirestoreStore(db);
    return { ...store, close: async () => (await store.close(), await dispose()) };
  }
  const { createSqliteStore } = await ts('../functions/src/store/sqlite.ts');
  return createSqliteStore(stack.env.LISTKEEP_DB_PATH);
}
