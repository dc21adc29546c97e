import type { Role, Tier } from '@listkeep/common';
import { readCounted, shardSums } from '../../src/domain/counters/counter-shards';
import { counted, countedTeam, listOwner } from '../../src/domain/counters/counters';
import type { ConsentDoc, ListDoc, TeamDoc } from '../../src/domain/docs';
import { hashEmail, hashSecretFromEnv } from '../../src/services/email-hash';
import { createFirestoreStore } from '../../src/store/firestore';
import { connectFirestoreEmulator } from '../../src/store/firestore-emulator-client';
import { type DocData, FieldValue, type Store } from '../../src/store/port';
import { createSqliteStore } from '../../src/store/sqlite';
import { PROJECT_ID } from './env';

/**
 * The local stack's own store, opened beside the running functions, to check
 * what the API wrote: its SQLite file (WAL lets both read and write it at
 * once), or its Firestore emulator when the stack runs on LISTKEEP_STORE=firestore.
 */
let store: Store | undefined;

export function stackStore(): Store {
  if (store) return store;
  if (process.env.LISTKEEP_STORE === 'firestore') {
    const host = process.env.FIRESTORE_EMULATOR_HOST;
    if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the tests through npm run test:stack');
    store = createFirestoreStore(connectFirestoreEmulator(host, PROJECT_ID).db);
  } else {
    const dbPath = process.env.LISTKEEP_DB_PATH;
    if (!dbPath) throw new Error('LISTKEEP_DB_PATH is not set: run the integration tests through npm run test:stack');
    store = createSqliteStore(dbPath);
  }
  return store;
}

let served: Store | undefined;

/** Names the store of the API served in process, which the helpers below then read and write. */
export function useStore(target: Store): void {
  served = target;
}

/** The store the API under test writes: the one served in process, else the local stack's. */
export const testStore = (): Store => served ?? stackStore();

/** Writes many documents at once: SQLite's bulk insert, or Firestore batches of 500. */
export async function bulkInsert(collection: string, docs: readonly { id: string; data: DocData }[]): Promise<void> {
  const target = testStore();
  if ('bulkInsert' in target && typeof target.bulkInsert === 'function') return target.bulkInsert(collection, docs);
  for (let i = 0; i < docs.length; i += 500) {
    const batch = target.batch();
    for (const { id, data } of docs.slice(i, i + 500)) batch.set(target.doc(`${collection}/${id}`), data);
    await batch.commit();
  }
}

export async function teamsOwnedBy(uid: string): Promise<number> {
  return testStore().collection('teams').where('ownerUid', '==', uid).count();
}

/**
 * Fixtures the public API cannot make yet (team invites come later): a user
 * joins a team with a role, and a team's plan changes.
 */
export async function addMember(teamID: string, user: { uid: string; email: string }, role: Role): Promise<void> {
  const store = testStore();
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
  await testStore().doc(`teams/${teamID}`).update({ 'subscription.tier': tier, 'subscription.status': 'active' });
}

/** A document with its counter shards (domain/counters/counter-shards.ts) added to its counts, as readers see it. */
export const countedDoc = <T extends DocData>(path: string) => readCounted<T>(testStore(), path);

/** A team's document, with its counter shards added to its counts as every reader adds them. */
export async function teamDoc(teamID: string): Promise<TeamDoc> {
  const store = testStore();
  return countedTeam(store, teamID, (await store.doc<TeamDoc>(`teams/${teamID}`).get()).data()!);
}

/** The key the API under test hashes addresses with: the local default unless one is set for both. */
export const testHashSecret = () => hashSecretFromEnv({ LISTKEEP_HASH_SECRET: process.env.LISTKEEP_HASH_SECRET });

/** What has to happen before the store shows every consent record chained: an in-process API's sequencer run. */
let sequenced: () => Promise<void> = async () => {};

export function sequenceBeforeReading(drain: () => Promise<void>): void {
  sequenced = drain;
}

/** A team's consent records, read once those written before are chained. */
export async function consentOf(teamID: string): Promise<ConsentDoc[]> {
  await sequenced();
  const snaps = await testStore().collection<ConsentDoc>('consent').where('teamID', '==', teamID).get();
  return snaps.docs.map((s) => s.data()!);
}

/**
 * A team's consent records as sorted [address, list, action, source] rows,
 * each hash read back to the one of `addresses` it is the keyed hash of. A
 * record whose hash is none of them fails the test.
 */
export async function consentEvents(teamID: string, addresses: string[]): Promise<string[][]> {
  const secret = testHashSecret();
  const byHash = new Map(addresses.map((a) => [hashEmail(secret, a), a]));
  return (await consentOf(teamID))
    .map((c) => {
      const address = byHash.get(c.emailHash);
      if (!address) throw new Error(`consent record of team ${teamID} with an unexpected hash: ${JSON.stringify(c)}`);
      return [address, c.newsletterID, c.action, c.source];
    })
    .sort();
}

/** Every consent record in the store with an '@' anywhere: every address has one, no other field of a record does. */
export async function consentWithAddresses(): Promise<ConsentDoc[]> {
  const snaps = await testStore().collection<ConsentDoc>('consent').get();
  return snaps.docs.map((s) => s.data()!).filter((c) => JSON.stringify(c).includes('@'));
}

export interface TeamCounts {
  team: { subscribers: number; newsletters: number; emails: number };
  lists: Record<string, { subscribers: number; emails: number }>;
}

/** The counters as the store keeps them for a team and its lists. */
export async function storedCounts(teamID: string): Promise<TeamCounts> {
  const team = await teamDoc(teamID);
  const lists = await testStore().collection<ListDoc>('newsletters').where('teamID', '==', teamID).get();
  const sums = await shardSums(
    testStore(),
    lists.docs.map((d) => listOwner(d.id)),
  );
  return {
    team: {
      subscribers: team.counters.subscribers,
      newsletters: team.counters.newsletters,
      emails: team.counters.emails,
    },
    lists: Object.fromEntries(
      lists.docs.map((d) => {
        const c = counted(d.data()!, sums.get(listOwner(d.id))).counters;
        return [d.id, { subscribers: c.subscribers, emails: c.emails }];
      }),
    ),
  };
}

/** The same counts, recounted from the documents themselves. */
export async function recountedCounts(teamID: string): Promise<TeamCounts> {
  const store = testStore();
  const [lists, subscribers, emails] = await Promise.all(
    ['newsletters', 'subscribers', 'emails'].map((name) => store.collection(name).where('teamID', '==', teamID).get()),
  );
  const perList = Object.fromEntries(lists.docs.map((d) => [d.id, { subscribers: 0, emails: 0 }]));
  for (const s of subscribers.docs) {
    for (const id of (s.data() as { subscribedNewsletterIDs: string[] }).subscribedNewsletterIDs)
      if (perList[id]) perList[id].subscribers++;
  }
  let sent = 0;
  for (const e of emails.docs) {
    const { newsletterID, sent: isSent } = e.data() as { newsletterID: string; sent: boolean };
    if (isSent && perList[newsletterID]) perList[newsletterID].emails++;
    if (isSent) sent++;
  }
  return {
    team: { subscribers: subscribers.size, newsletters: lists.size, emails: sent },
    lists: perList,
  };
}
