/**
 * The counts recipients move on an email log entry (subscribes, unsubscribes
 * and clicks through its links), kept on the entry's counter shards so that a
 * long list answering at once does not write one document.
 */
import { planHas, type EmailLog } from '@listkeep/common';
import { FieldValue, type Store, type Transaction } from '../../store/port';
import { addToShard, shardSums, sumOf } from './counter-shards';
import { COLLECTIONS } from '../docs';

/** An entry's counts that recipients move are on its shards (domain/counters/counter-shards.ts). */
export const emailOwner = (emailID: string) => `${COLLECTIONS.emails}/${emailID}`;

/**
 * Counts a subscribe or unsubscribe that came through an email log entry's
 * links against it, on plans with trackSubscribers only (docs/product.md §6),
 * on one of its shards: an entry sent to a long list hears from many at once.
 */
export function countOnEmail(
  tx: Transaction,
  store: Store,
  tier: unknown,
  email: { id: string | null; teamID: string },
  what: 'subscribeCount' | 'unsubscribeCount',
): void {
  if (email.id && planHas(tier, 'trackSubscribers'))
    addToShard(tx, store, emailOwner(email.id), email.teamID, { [what]: FieldValue.increment(1) });
}

/** Entries as shown, with their shards' counts added to their own. */
export async function withEmailCounts(store: Store, logs: EmailLog[]): Promise<EmailLog[]> {
  const sums = await shardSums(
    store,
    logs.map((log) => emailOwner(log.id)),
  );
  return logs.map((log) => {
    const sum = sums.get(emailOwner(log.id));
    if (!sum) return log;
    return {
      ...log,
      subscribes: log.subscribes + sumOf(sum, 'subscribeCount'),
      unsubscribes: log.unsubscribes + sumOf(sum, 'unsubscribeCount'),
      clicks: log.clicks + sumOf(sum, 'clicks'),
    };
  });
}
