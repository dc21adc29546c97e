import type { Subscriber } from '@listkeep/common/src/entities';
import { sortByKey, textSortKey, type Sort } from '@/lib/sort';

/** The subscribers table's sortable columns: address, name, and the day it was added. */
export type SubscriberSortKey = 'email' | 'name' | 'date';
export type SubscriberSort = Sort<SubscriberSortKey>;

/** Newest first, as the table opens. */
export const DEFAULT_SUBSCRIBER_SORT: SubscriberSort = { key: 'date', direction: 'descending' };
/** The direction a column starts in when its header is clicked. */
export const FIRST_DIRECTION = { email: 'ascending', name: 'ascending', date: 'descending' } as const;

const hasName = (s: Subscriber) => (s.subscriberName ?? '').trim() !== '';

/**
 * Each list's rising order by each column, kept while the list lives: turning
 * a column round, or coming back to it, then costs no new sort.
 */
const risingOrders = new WeakMap<readonly Subscriber[], Map<SubscriberSortKey, Subscriber[]>>();

function rising(subscribers: readonly Subscriber[], key: SubscriberSortKey): Subscriber[] {
  let orders = risingOrders.get(subscribers);
  if (!orders) {
    orders = new Map();
    risingOrders.set(subscribers, orders);
  }
  let order = orders.get(key);
  if (!order) {
    if (key === 'email') order = sortByKey(subscribers, (s) => textSortKey(s.subscriberEmail));
    else if (key === 'date') order = sortByKey(subscribers, (s) => s.createdAt?.seconds ?? 0);
    // Subscribers without a name come last whichever way the names run.
    else
      order = [
        ...sortByKey(subscribers.filter(hasName), (s) => textSortKey(s.subscriberName)),
        ...subscribers.filter((s) => !hasName(s)),
      ];
    orders.set(key, order);
  }
  return order;
}

/** The subscribers in the table's order. */
export function sortSubscribers(subscribers: readonly Subscriber[], sort: SubscriberSort): Subscriber[] {
  const order = rising(subscribers, sort.key);
  if (sort.direction === 'ascending') return order;
  if (sort.key !== 'name') return [...order].reverse();
  const named = order.filter(hasName);
  return [...named.reverse(), ...order.slice(named.length)];
}
