import type { Subscriber } from '@listkeep/common/src/entities';

/** Subscribed to a list: on it with no unsubscribed time (docs/product.md §4). */
export function isSubscribedTo(subscriber: Subscriber, newsletterID: string): boolean {
  return (
    (subscriber.newsletterIDs ?? []).includes(newsletterID) &&
    !subscriber.subscriptionMeta?.[newsletterID]?.unsubscribedAt
  );
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
