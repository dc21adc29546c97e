import { createSqliteStore } from '../../src/store/sqlite';

/**
 * The local stack's own SQLite file, opened beside the running functions, to
 * check what the API wrote (WAL lets both read and write it at once).
 */
const dbPath = process.env.LISTKEEP_DB_PATH;
let store: ReturnType<typeof createSqliteStore> | undefined;

export function stackStore() {
  if (!dbPath) throw new Error('LISTKEEP_DB_PATH is not set: run the integration tests through npm run test:stack');
  store ??= createSqliteStore(dbPath);
  return store;
}

export async function teamsOwnedBy(uid: string): Promise<number> {
  return stackStore().collection('teams').where('ownerUid', '==', uid).count();
}
