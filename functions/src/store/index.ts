/**
 * Picks the store for this process: Firestore in production (or when asked
 * for), the embedded SQLite file otherwise. One store per process.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { DeclaredIndex } from './composite-index';
import { createFirestoreStore } from './firestore';
import type { Store } from './port';
import { createSqliteStore } from './sqlite';

export type { Store } from './port';
export { FieldValue, StoreError } from './port';

let store: Store | undefined;

/** Whether to use Firestore: asked for explicitly, or deployed on Cloud Functions (K_SERVICE) unless SQLite is forced. */
export function wantsFirestore(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.LISTKEEP_STORE === 'firestore') return true;
  if (env.LISTKEEP_STORE === 'sqlite') return false;
  // The Functions emulator sets K_SERVICE too; FUNCTIONS_EMULATOR tells it apart from a deployment.
  if (env.FUNCTIONS_EMULATOR === 'true') return false;
  return Boolean(env.K_SERVICE);
}

/**
 * The SQLite file: LISTKEEP_DB_PATH (set by the start script), else
 * emulator-data/listkeep.sqlite under the repo root. The root is found from
 * the working directory, since this code runs bundled from functions/lib
 * where its own location says nothing about the repo.
 */
export function sqlitePath(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  if (env.LISTKEEP_DB_PATH) return resolve(env.LISTKEEP_DB_PATH);
  return join(findRepoRoot(cwd) ?? cwd, 'emulator-data', 'listkeep.sqlite');
}

function findRepoRoot(from: string): string | undefined {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'firebase.json'))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The process's store. `declaredIndexes` are the composite indexes deployed
 * with firestore.indexes.json: on the Firestore emulator, which serves any
 * query, queries that would need another one are refused as in production.
 */
export function openStore(declaredIndexes?: readonly DeclaredIndex[]): Store {
  if (!store) {
    const onEmulator = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
    store = wantsFirestore()
      ? createFirestoreStore(getFirestore(getApps()[0] ?? initializeApp()), {
          declaredIndexes: onEmulator ? declaredIndexes : undefined,
        })
      : createSqliteStore(sqlitePath());
  }
  return store;
}
