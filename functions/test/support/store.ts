import type { Role, Tier } from '@listkeep/common';
import type { TeamDoc } from '../../src/domain/docs';
import { FieldValue } from '../../src/store/port';
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

/**
 * Fixtures the public API cannot make yet (team invites come later): a user
 * joins a team with a role, and a team's plan changes.
 */
export async function addMember(teamID: string, user: { uid: string; email: string }, role: Role): Promise<void> {
  const store = stackStore();
  await store.doc(`teams/${teamID}/members/${user.uid}`).set({
    uid: user.uid,
    email: user.email,
    name: user.email.split('@')[0],
    role,
    status: 'active',
    joinedAt: Date.now(),
  });
  await store.doc(`users/${user.uid}`).update({ teamIDs: FieldValue.arrayUnion(teamID) });
  await store.doc(`teams/${teamID}`).update({ 'counters.members': FieldValue.increment(1) });
}

export async function setTier(teamID: string, tier: Tier): Promise<void> {
  await stackStore().doc(`teams/${teamID}`).update({ 'subscription.tier': tier, 'subscription.status': 'active' });
}

export async function teamDoc(teamID: string): Promise<TeamDoc> {
  return (await stackStore().doc<TeamDoc>(`teams/${teamID}`).get()).data()!;
}
