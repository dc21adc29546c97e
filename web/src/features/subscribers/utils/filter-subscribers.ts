import type { Subscriber } from '@listkeep/common/src/entities';
import { hasTag } from '@listkeep/common/src/tags';

export type StatusFilter = 'all' | 'subscribed' | 'unsubscribed';

export interface SubscriberFilter {
  status: StatusFilter;
  /** Newsletters checked in the filter. */
  newsletterIDs: readonly string[];
  /** Free text matched against address, name and notes. */
  search: string;
  /** Only subscribers with this tag (compared without case); null for any. */
  tag?: string | null;
}

/** Subscribed to a list: on it with no unsubscribed time (docs/product.md §4). */
export function isSubscribedTo(subscriber: Subscriber, newsletterID: string): boolean {
  return (
    (subscriber.newsletterIDs ?? []).includes(newsletterID) &&
    !subscriber.subscriptionMeta?.[newsletterID]?.unsubscribedAt
  );
}

/**
 * Which subscribers a filter shows. A subscriber belongs to the checked
 * newsletters when they are or were on one of them; one on no list at all
 * is always listed, and counts as unsubscribed (docs/product.md §4), so that no
 * address becomes unreachable in the table.
 */
export function filterSubscribers(subscribers: readonly Subscriber[], filter: SubscriberFilter): Subscriber[] {
  const checked = new Set(filter.newsletterIDs);
  const needle = filter.search.trim().toLowerCase();
  return subscribers.filter((s) => {
    const lists = s.newsletterIDs ?? [];
    const inChecked = lists.filter((id) => checked.has(id));
    if (lists.length > 0 && inChecked.length === 0) return false;
    if (filter.tag && !hasTag(s.tags, filter.tag)) return false;
    if (filter.status !== 'all') {
      const subscribed = inChecked.some((id) => isSubscribedTo(s, id));
      if ((filter.status === 'subscribed') !== subscribed) return false;
    }
    if (needle) {
      const hay = `${s.subscriberEmail} ${s.subscriberName ?? ''} ${s.notes ?? ''}`.toLowerCase();
      if (!hay.includes(needle)) return false;
    }
    return true;
  });
}

/**
 * The addresses among `subscribers` that are on at least one list now: what
 * may be copied or exported to write to. One that left every list is not.
 */
export function reachableAddresses(subscribers: readonly Subscriber[]): string[] {
  return subscribers
    .filter((s) => (s.newsletterIDs ?? []).some((id) => isSubscribedTo(s, id)))
    .map((s) => s.subscriberEmail);
}
