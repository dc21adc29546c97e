/**
 * Counters kept beside the data they count, written in the same transaction
 * as each change, so the dashboard reads a constant number of documents
 * however long the lists are. What each one counts, exactly (a recount from
 * the documents gives the same number after any sequence of changes):
 *
 * On a list, `newsletters/{id}`:
 * - `counters.subscribers` (totalSubscribers): subscribers currently on the
 *   list, those whose `subscriptionMeta[list]` has no unsubscribedAt.
 * - `subscribeDays[day]`: how many of those current subscribers began their
 *   current subscription (`subscriptionMeta[list].subscribedAt`) on that UTC
 *   day. recentSubscribersCount sums the last RECENT_DAYS days, so it counts
 *   current subscribers who joined within them and never exceeds the total.
 *   Someone who leaves, or is deleted, is taken off the day they joined; a
 *   resubscribe is a new subscription, counted on its own day.
 * - `counters.emails` (totalEmails): the list's email log entries marked sent.
 *
 * On a team, `teams/{id}`:
 * - `counters.subscribers`: the team's subscriber documents, on a list or
 *   not, which is what the plan's subscriber limit counts.
 * - `subscribeDays[day]`: how many of those documents were created that day
 *   (`createdAt`, kept by an address change); the team's recent count.
 * - `counters.emails`: the team's entries marked sent. A deleted list takes
 *   its own count off at once, while its entries are deleted later.
 * - `counters.newsletters`, `counters.members`: lists and members.
 *
 * Where they are kept: every recipient can move `counters.subscribers` and
 * `subscribeDays`, so those are written to one of the document's counter
 * shards (domain/counters/counter-shards.ts), and each figure is the document's own
 * field (counts from before shards) plus the sum of its shards; a day's sum
 * never reads below zero. The rest only the team's members move, and stay on
 * the documents.
 *
 * A shard written drops its days just older than KEEP_DAYS; a change to a
 * day before KEEP_DAYS is not written, so a subscription that began on a
 * dropped day has nothing left to take off. Readers look at RECENT_DAYS only.
 */
import type { Store, Transaction, UpdateData } from '../../store/port';
import { FieldValue } from '../../store/port';
import { addToShard, periodIncrements, shardSums, withSum, type Counts } from './counter-shards';
import { COLLECTIONS, type ListDoc, type TeamDoc } from '../docs';
import { DAY_MS, dayKey } from '../time';
import { listRef, teamRef } from '../records';

/** Day counts older than this are dropped when a shard is written anyway; the overview needs 30. */
export const KEEP_DAYS = 35;

/** Shard fields applying the net change of each day in `changes`, dropping days older than KEEP_DAYS. */
export function dayIncrements(now: number, changes: ReadonlyMap<string, number>): Record<string, unknown> {
  const before = (n: number) => dayKey(now - (KEEP_DAYS + n) * DAY_MS);
  return periodIncrements(dayKey(now - KEEP_DAYS * DAY_MS), changes, before);
}

/** The sharded fields of teams and lists. */
const SHARDED = ['counters', 'subscribeDays'] as const;

export const teamOwner = (teamID: string) => `${COLLECTIONS.teams}/${teamID}`;
export const listOwner = (listID: string) => `${COLLECTIONS.newsletters}/${listID}`;

/** A team or list document with a sum of its shards (from shardSums) added to its counts. */
export const counted = <T extends TeamDoc | ListDoc>(doc: T, sum: Counts | undefined): T => withSum(doc, sum, SHARDED);

/**
 * The team as read, with its counts. In a transaction (`tx`) the read
 * conflicts with every recipient's change of them: only for the team's own
 * strict checks, never in a recipient's request.
 */
export async function countedTeam(
  store: Store,
  teamID: string,
  team: TeamDoc,
  tx?: Pick<Transaction, 'getQuery'>,
): Promise<TeamDoc> {
  const owner = teamOwner(teamID);
  return counted(team, (await shardSums(store, [owner], tx)).get(owner));
}

/**
 * A team's shard sum, for `counted`, read outside any transaction: a
 * recipient's request reads it before its own, since reading the shards in
 * it would conflict with every other recipient's change to them.
 */
export async function teamShardSum(store: Store, teamID: string): Promise<Counts | undefined> {
  const owner = teamOwner(teamID);
  return (await shardSums(store, [owner])).get(owner);
}

interface Delta {
  subscribers: number;
  emails: number;
  /** Net change of each day's count (subscribeDays). */
  days: Map<string, number>;
}

const zero = (): Delta => ({ subscribers: 0, emails: 0, days: new Map() });

function addDay(delta: Delta, at: number | null | undefined, n: number): void {
  if (at == null) return;
  const day = dayKey(at);
  delta.days.set(day, (delta.days.get(day) ?? 0) + n);
}

const isZero = (d: Delta) => d.subscribers === 0 && d.emails === 0 && [...d.days.values()].every((n) => n === 0);

/**
 * Collects counter changes of one transaction for a team and its lists, then
 * writes each touched document, or one shard of it, once.
 */
export class CounterChanges {
  readonly team: Delta = zero();
  private readonly lists = new Map<string, Delta>();

  list(id: string): Delta {
    let delta = this.lists.get(id);
    if (!delta) {
      delta = zero();
      this.lists.set(id, delta);
    }
    return delta;
  }

  /** A subscription to `listID` that began at `at`. */
  subscribed(listID: string, at: number): void {
    const d = this.list(listID);
    d.subscribers += 1;
    addDay(d, at, 1);
  }

  /** A subscription to `listID` ended; `subscribedAt` is when it began. */
  unsubscribed(listID: string, subscribedAt: number | null | undefined): void {
    const d = this.list(listID);
    d.subscribers -= 1;
    addDay(d, subscribedAt, -1);
  }

  /** A subscriber document created at `at`. */
  created(at: number): void {
    this.team.subscribers += 1;
    addDay(this.team, at, 1);
  }

  /** A subscriber document deleted; `createdAt` is the document's. */
  deleted(createdAt: number): void {
    this.team.subscribers -= 1;
    addDay(this.team, createdAt, -1);
  }

  /**
   * Queues the updates on tx. `lists` are the documents as read in this
   * transaction; a list deleted meanwhile (absent from `lists`) is skipped.
   * `extraTeamFields` go on the team document as given.
   */
  write(
    tx: Transaction,
    store: Store,
    teamID: string,
    lists: ReadonlyMap<string, ListDoc>,
    now: number,
    extraTeamFields: UpdateData = {},
  ): void {
    const t = this.team;
    const teamUpdate: UpdateData = { ...extraTeamFields };
    if (t.emails !== 0) teamUpdate['counters.emails'] = FieldValue.increment(t.emails);
    if (Object.keys(teamUpdate).length > 0) tx.update(teamRef(store, teamID), teamUpdate);
    shardWrite(tx, store, teamOwner(teamID), teamID, t, now);

    for (const [id, d] of this.lists) {
      if (!lists.has(id) || isZero(d)) continue;
      if (d.emails !== 0) tx.update(listRef(store, id), { 'counters.emails': FieldValue.increment(d.emails) });
      shardWrite(tx, store, listOwner(id), teamID, d, now);
    }
  }
}

/** The subscriber counts of `d` on one shard of `owner`, if any changed. */
function shardWrite(tx: Transaction, store: Store, owner: string, teamID: string, d: Delta, now: number): void {
  const days = [...d.days.values()].some((n) => n !== 0);
  if (d.subscribers === 0 && !days) return;
  addToShard(tx, store, owner, teamID, {
    ...(d.subscribers !== 0 ? { counters: { subscribers: FieldValue.increment(d.subscribers) } } : {}),
    ...(days ? { subscribeDays: dayIncrements(now, d.days) } : {}),
  });
}
