// The store of the stack under measurement, opened beside its functions:
// the SQLite file, or the Firestore emulator when the stack runs on it; and
// the sender the scale measurements import into.
import { tsImport } from 'tsx/esm/api';
import { api } from '../scripts/lib/emulator-auth.mjs';
import { seedAccount } from '../scripts/seed.mjs';

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

/**
 * A new sender on the Scale plan (no subscriber limit, set directly in the
 * stack's store) with one list, and a caller of the API as that sender whose
 * calls may take `timeoutMs` (an import call of 10 000 addresses into a large
 * local store can take longer than the usual 10 s). A new account each run:
 * with --reuse the stack keeps earlier runs' data, and addresses imported
 * before would come back as alreadyExists and measure nothing.
 * @param {import('./measurement.mjs').BenchStack} stack
 * @param {{ label: string, name: string, timeoutMs: number, log: (line: string) => void }} options
 */
export async function scaleSender(stack, { label, name, timeoutMs, log }) {
  const account = await seedAccount({
    email: `${label}-${Date.now().toString(36)}@listkeep.test`,
    password: 'listkeep-bench',
    name,
    newsletterName: `${name.split(' ')[0]} Newsletter`,
    log,
  });
  const teamID = account.teamID;
  if (!teamID) throw new Error('the bench account has no team');
  const store = await openStackStore(stack);
  await store.doc(`teams/${teamID}`).update({ 'subscription.tier': 'scale', 'subscription.status': 'active' });
  await store.close();
  /** @type {(method: string, path: string, body?: unknown) => ReturnType<typeof api>} */
  const call = (method, path, body) =>
    api(method, path, { token: account.idToken, body, apiBase: stack.urls.api, timeoutMs });
  const dashboard = await call('GET', `/getDashboardData?teamID=${teamID}`);
  if (dashboard.status !== 200) throw new Error(`getDashboardData answered ${dashboard.status}: ${dashboard.text}`);
  const list = dashboard.json.newsletters[0];
  return {
    email: account.email ?? '',
    teamID,
    listID: /** @type {string} */ (list.id),
    listName: /** @type {string} */ (list.newsletterName),
    call,
  };
}
