/**
 * Counts that recipients move (subscribers of a team and of its lists, their
 * day counts, an email entry's sign-ups, opt-outs and clicks, a tracked
 * link's clicks, a source's sign-ups) are kept in shards, Firebase's
 * distributed-counter pattern: each counted document has SHARDS documents in
 * `counterShards`, with ids `{collection}_{id}_{n}`, and a change increments
 * one of them picked at random. Firestore sustains about one write a second
 * to one document, so a burst of confirmations or opt-outs written to the
 * team document would abort each other; spread over shards they do not.
 *
 * A shard holds the same fields as the document it counts for, as
 * increments; readers add every shard to the document's own fields. Counts
 * written on the documents before shards existed stay there and are added
 * in, so nothing needs a backfill.
 */
import type { DocData, DocRef, SetOptions, Store, Transaction } from '../../store/port';
import { FieldValue } from '../../store/port';
import { COLLECTIONS } from '../docs';

/**
 * Shards per counted document: 16 take a burst of a few hundred changes a
 * minute to one team with little contention, and a reader sums at most 16
 * small documents per counted one.
 */
export const SHARDS = 16;

export interface CounterShardDoc extends DocData {
  /** The counted document's path, `teams/{id}`, `newsletters/{id}`... */
  owner: string;
  teamID: string;
}

const shardRef = (store: Store, owner: string, n: number) =>
  store.doc<CounterShardDoc>(`${COLLECTIONS.counterShards}/${owner.replace('/', '_')}_${n}`);

/** Every shard of `owner`, whether or not it was ever written (for deleting them). */
export const shardRefs = (store: Store, owner: string) =>
  Array.from({ length: SHARDS }, (_, n) => shardRef(store, owner, n));

/** What queues a write: a transaction or a batch. */
interface Writer {
  set(ref: DocRef, data: DocData, options?: SetOptions): unknown;
}

/**
 * Queues `fields` (nested maps of FieldValue increments and deletes) on one
 * shard of `owner`, picked at random. A set with merge, so the first change
 * creates the shard; no shard is read.
 */
export function addToShard(tx: Writer, store: Store, owner: string, teamID: string, fields: DocData): void {
  const n = Math.floor(Math.random() * SHARDS);
  tx.set(shardRef(store, owner, n), { owner, teamID, ...fields }, { merge: true });
}

/**
 * A shard cannot read its periods in the transaction (that read would
 * contend again), so a write drops the PRUNE_PERIODS periods just before
 * `oldest` blindly. A shard left unwritten longer may keep an older period,
 * which no reader looks at.
 */
const PRUNE_PERIODS = 8;

/**
 * Nested increments of each period's net change from `oldest` on, plus
 * deletes of the periods before it. `before(n)` gives the key `n` periods
 * before `oldest`. A shard's period may go below zero, when the subscription
 * it takes off was counted on another shard or on the document: only sums
 * mean anything.
 */
export function periodIncrements(
  oldest: string,
  changes: ReadonlyMap<string, number>,
  before: (n: number) => string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let n = 1; n <= PRUNE_PERIODS; n++) out[before(n)] = FieldValue.delete();
  for (const [period, by] of changes) {
    if (period >= oldest && by !== 0) out[period] = FieldValue.increment(by);
  }
  return out;
}

export type Counts = { [field: string]: number | Counts };

function addInto(target: Counts, add: DocData): void {
  for (const [key, value] of Object.entries(add)) {
    if (typeof value === 'number') {
      const had = target[key];
      target[key] = (typeof had === 'number' ? had : 0) + value;
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const had = target[key];
      const into: Counts = typeof had === 'object' ? { ...had } : {};
      addInto(into, value as DocData);
      target[key] = into;
    }
  }
}

/** No count reads below zero: a change to counts written before these rules may take off what they never held. */
function floorAtZero(counts: Counts): void {
  for (const [key, value] of Object.entries(counts)) {
    if (typeof value === 'number') counts[key] = Math.max(0, value);
    else floorAtZero(value);
  }
}

/** A top-level number of a sum from shardSums; 0 when no shard holds it. */
export const sumOf = (sum: Counts | undefined, field: string): number => {
  const value = sum?.[field];
  return typeof value === 'number' ? value : 0;
};

/** The `in` filter takes at most 30 values in Firestore. */
const IN_LIMIT = 30;

/**
 * The shards of `owners` summed, field by field, per owner (an owner without
 * shards is absent). Inside a transaction pass it as `tx`: the read then
 * conflicts with every change to these counts, which suits the sender's own
 * strict checks but never a recipient's request.
 */
export async function shardSums(
  store: Store,
  owners: readonly string[],
  tx?: Pick<Transaction, 'getQuery'>,
): Promise<Map<string, Counts>> {
  const out = new Map<string, Counts>();
  const unique = [...new Set(owners)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += IN_LIMIT) chunks.push(unique.slice(i, i + IN_LIMIT));
  const shards = store.collection<CounterShardDoc>(COLLECTIONS.counterShards);
  const snaps = await Promise.all(
    chunks.map((chunk) => {
      const query = shards.where('owner', 'in', chunk);
      return tx ? tx.getQuery(query) : query.get();
    }),
  );
  for (const snap of snaps.flatMap((s) => s.docs)) {
    const { owner, teamID: _teamID, ...counts } = snap.data()!;
    const sum = out.get(owner) ?? {};
    addInto(sum, counts);
    out.set(owner, sum);
  }
  return out;
}

/**
 * `doc` with `sum` (a shard sum of it) added to its counts: numbers are
 * added, maps of numbers are added key by key, and no count reads below zero.
 */
export function withSum<T extends DocData>(doc: T, sum: Counts | undefined, fields: readonly (keyof T & string)[]): T {
  if (!sum) return doc;
  const out: Counts = {};
  for (const field of fields) {
    if (doc[field] !== undefined) addInto(out, { [field]: doc[field] as number | DocData });
    if (sum[field] !== undefined) addInto(out, { [field]: sum[field] });
  }
  floorAtZero(out);
  return { ...doc, ...out };
}

/** The document at `path` as readers see it: its own counts plus its shards'. */
export async function readCounted<T extends DocData>(store: Store, path: string): Promise<T | undefined> {
  const [snap, sums] = await Promise.all([store.doc<T>(path).get(), shardSums(store, [path])]);
  const doc = snap.data();
  const sum = sums.get(path);
  return doc && sum ? withSum(doc, sum, Object.keys(sum)) : doc;
}
