import type { Role, Tier } from '@listkeep/common';
import type { ConsentDoc, TeamDoc } from '../../src/domain/docs';
import { hashEmail, hashSecretFromEnv } from '../../src/services/email-hash';
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

/** The key the local stack's functions hash addresses with: the local default unless one is set for both. */
export const stackHashSecret = () => hashSecretFromEnv({ LISTKEEP_HASH_SECRET: process.env.LISTKEEP_HASH_SECRET });

export async function consentOf(teamID: string): Promise<ConsentDoc[]> {
  const snaps = await stackStore().collection<ConsentDoc>('consent').where('teamId', '==', teamID).get();
  return snaps.docs.map((s) => s.data()!);
}

/**
 * A team's consent records as sorted [address, list, action, source] rows,
 * each hash read back to the one of `addresses` it is the keyed hash of. A
 * record whose hash is none of them fails the test.
 */
export async function consentEvents(teamID: string, addresses: string[]): Promise<string[][]> {
  const secret = stackHashSecret();
  const byHash = new Map(addresses.map((a) => [hashEmail(secret, a), a]));
  return (await consentOf(teamID))
    .map((c) => {
      const address = byHash.get(c.emailHash);
      if (!address) throw new Error(`consent record of team ${teamID} with an unexpected hash: ${JSON.stringify(c)}`);
      return [address, c.newsletterId, c.action, c.source];
    })
    .sort();
}

/** Every consent record in the store with an '@' anywhere: every address has one, no other field of a record does. */
export async function consentWithAddresses(): Promise<ConsentDoc[]> {
  const snaps = await stackStore().collection<ConsentDoc>('consent').get();
  return snaps.docs.map((s) => s.data()!).filter((c) => JSON.stringify(c).includes('@'));
}
