/**
 * Counters kept beside the data they count, written in the same transaction
 * as each change, so the dashboard reads a constant number of documents
 * however long the lists are.
 */
import type { Store, Transaction, UpdateData } from '../store/port';
import { FieldValue } from '../store/port';
import { teamRef } from './accounts';
import { COLLECTIONS, type DayCounts, type NewsletterDoc } from './docs';
import { DAY_MS, dayKey } from './time';

/** Day counts older than this are dropped when a document is written anyway; the overview needs 30. */
export const KEEP_DAYS = 35;

/** Update fields adding `n` events to today's count and pruning days older than KEEP_DAYS. */
export function dayUpdates(days: DayCounts | undefined, now: number, n: number, field = 'subscribeDays'): UpdateData {
  const out: UpdateData = {};
  const today = dayKey(now);
  if (n > 0) out[`${field}.${today}`] = FieldValue.increment(n);
  const oldest = dayKey(now - KEEP_DAYS * DAY_MS);
  for (const day of Object.keys(days ?? {})) if (day < oldest) out[`${field}.${day}`] = FieldValue.delete();
  return out;
}

export const newsletterRef = (store: Store, id: string) => store.doc<NewsletterDoc>(`${COLLECTIONS.newsletters}/${id}`);

interface Delta {
  subscribers: number;
  emails: number;
  /** Subscribe events, for the per-day counts. */
  subscribes: number;
}

const zero = (): Delta => ({ subscribers: 0, emails: 0, subscribes: 0 });

/**
 * Collects counter changes of one transaction for a team and its lists, then
 * writes each touched document once. The documents' current data is needed
 * only to prune old day counts.
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

  /** One subscriber newly subscribed to `listID`. */
  subscribed(listID: string): void {
    const d = this.list(listID);
    d.subscribers += 1;
    d.subscribes += 1;
  }

  unsubscribed(listID: string): void {
    this.list(listID).subscribers -= 1;
  }

  isEmpty(): boolean {
    const empty = (d: Delta) => d.subscribers === 0 && d.emails === 0 && d.subscribes === 0;
    return empty(this.team) && [...this.lists.values()].every(empty);
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
    if (t.subscribes > 0) Object.assign(teamUpdate, dayUpdates(teamDays, now, t.subscribes));
    if (Object.keys(teamUpdate).length > 0) tx.update(teamRef(store, teamID), teamUpdate);

    for (const [id, d] of this.lists) {
      const doc = lists.get(id);
      if (!doc || (d.subscribers === 0 && d.emails === 0 && d.subscribes === 0)) continue;
      const update: UpdateData = {};
      if (d.subscribers !== 0) update['counters.subscribers'] = FieldValue.increment(d.subscribers);
      if (d.emails !== 0) update['counters.emails'] = FieldValue.increment(d.emails);
      if (d.subscribes > 0) Object.assign(update, dayUpdates(doc.subscribeDays, now, d.subscribes));
      tx.update(newsletterRef(store, id), update);
    }
  }
}
