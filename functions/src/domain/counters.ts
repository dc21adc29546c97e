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
 * Days older than KEEP_DAYS are dropped whenever their document is written;
 * a subscription that began on a dropped day has nothing left to take off.
 */
import type { Store, Transaction, UpdateData } from '../store/port';
import { FieldValue } from '../store/port';
import { teamRef } from './accounts';
import { COLLECTIONS, type DayCounts, type NewsletterDoc } from './docs';
import { DAY_MS, dayKey } from './time';

/** Day counts older than this are dropped when a document is written anyway; the overview needs 30. */
export const KEEP_DAYS = 35;

/**
 * Update fields applying the net change of each day in `changes` and pruning
 * days older than KEEP_DAYS. A day is never taken below what `days` (the
 * document as read in this transaction) holds, so counts written before
 * these rules cannot turn negative.
 */
export function dayUpdates(
  days: DayCounts | undefined,
  now: number,
  changes: ReadonlyMap<string, number>,
  field = 'subscribeDays',
): UpdateData {
  const out: UpdateData = {};
  const oldest = dayKey(now - KEEP_DAYS * DAY_MS);
  for (const [day, n] of changes) {
    if (day < oldest) continue;
    const by = n < 0 ? Math.max(n, -(days?.[day] ?? 0)) : n;
    if (by !== 0) out[`${field}.${day}`] = FieldValue.increment(by);
  }
  for (const day of Object.keys(days ?? {})) if (day < oldest) out[`${field}.${day}`] = FieldValue.delete();
  return out;
}

export const newsletterRef = (store: Store, id: string) => store.doc<NewsletterDoc>(`${COLLECTIONS.newsletters}/${id}`);

/** A team's lists, oldest first: the order that decides which are beyond its plan (domain/read-only-lists.ts). */
export const newslettersOf = (store: Store, teamID: string) =>
  store.collection<NewsletterDoc>(COLLECTIONS.newsletters).where('teamID', '==', teamID).orderBy('createdAt');

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
 * writes each touched document once.
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
   * Queues the updates on tx. `teamDays` and `lists` are the documents as read
   * in this transaction; a list deleted meanwhile (absent from `lists`) is skipped.
   */
  write(
    tx: Transaction,
    store: Store,
    teamID: string,
    teamDays: DayCounts | undefined,
    lists: ReadonlyMap<string, NewsletterDoc>,
    now: number,
    extraTeamFields: UpdateData = {},
  ): void {
    const t = this.team;
    const teamUpdate: UpdateData = { ...extraTeamFields };
    if (t.subscribers !== 0) teamUpdate['counters.subscribers'] = FieldValue.increment(t.subscribers);
    if (t.emails !== 0) teamUpdate['counters.emails'] = FieldValue.increment(t.emails);
    if (t.days.size > 0) Object.assign(teamUpdate, dayUpdates(teamDays, now, t.days));
    if (Object.keys(teamUpdate).length > 0) tx.update(teamRef(store, teamID), teamUpdate);

    for (const [id, d] of this.lists) {
      const doc = lists.get(id);
      if (!doc || isZero(d)) continue;
      const update: UpdateData = {};
      if (d.subscribers !== 0) update['counters.subscribers'] = FieldValue.increment(d.subscribers);
      if (d.emails !== 0) update['counters.emails'] = FieldValue.increment(d.emails);
      if (d.days.size > 0) Object.assign(update, dayUpdates(doc.subscribeDays, now, d.days));
      if (Object.keys(update).length > 0) tx.update(newsletterRef(store, id), update);
    }
  }

  /**
   * Queues changes that only add (an import's) as increments, reading
   * nothing: for a transaction that reads neither the team nor its lists, so
   * that several of them can run side by side without waiting on those
   * documents. A list or team deleted meanwhile makes the commit fail (an
   * update needs its document). Days older than KEEP_DAYS are left for the
   * next change that reads the document to drop.
   */
  writeAdditions(tx: Transaction, store: Store, teamID: string, now: number, extraTeamFields: UpdateData = {}): void {
    const deltas = [this.team, ...this.lists.values()];
    if (deltas.some((d) => d.subscribers < 0 || d.emails < 0 || [...d.days.values()].some((n) => n < 0))) {
      throw new Error('writeAdditions takes additions only');
    }
    const additions = (d: Delta): UpdateData => {
      const update: UpdateData = {};
      if (d.subscribers !== 0) update['counters.subscribers'] = FieldValue.increment(d.subscribers);
      if (d.emails !== 0) update['counters.emails'] = FieldValue.increment(d.emails);
      return Object.assign(update, dayUpdates(undefined, now, d.days));
    };
    const teamUpdate = { ...extraTeamFields, ...additions(this.team) };
    if (Object.keys(teamUpdate).length > 0) tx.update(teamRef(store, teamID), teamUpdate);
    for (const [id, d] of this.lists) {
      if (!isZero(d)) tx.update(newsletterRef(store, id), additions(d));
    }
  }
}
