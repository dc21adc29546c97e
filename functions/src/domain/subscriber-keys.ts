/**
 * The fields a subscriber document holds only so that the subscribers table's
 * queries are served by an index on either store: its name as a search
 * compares it, and a key for every filter it passes, so that any one filter
 * is one array-contains (Firestore allows one per query).
 */
import { searchKey, tagKey, type SubscriberSortKey, type SubscriberStatus } from '@listkeep/common';
import type { SubscriberDoc } from './docs';

/** The document field each sort orders by (and a search ranges over). */
export const SORT_FIELDS = {
  email: 'emailKey',
  name: 'nameKey',
  createdAt: 'createdAt',
} as const satisfies Record<SubscriberSortKey, keyof SubscriberDoc>;

export const filterKey = {
  /** On the list, subscribed or not. */
  list: (listID: string) => `list:${listID}`,
  /** The status on one list, or over all of them. */
  status: (status: SubscriberStatus, listID?: string) =>
    listID === undefined ? `status:${status}` : `${status}:${listID}`,
  tag: (tag: string) => `tag:${tagKey(tag)}`,
};

type KeyedFields = Pick<SubscriberDoc, 'subscriberName' | 'joinedNewsletterIDs' | 'subscriptionMeta' | 'tags'>;

export function queryKeys(doc: KeyedFields): Pick<SubscriberDoc, 'nameKey' | 'filterKeys'> {
  const keys: string[] = [];
  let anywhere = false;
  for (const listID of doc.joinedNewsletterIDs) {
    const subscribed = doc.subscriptionMeta[listID]?.unsubscribedAt === null;
    anywhere ||= subscribed;
    keys.push(filterKey.list(listID), filterKey.status(subscribed ? 'subscribed' : 'unsubscribed', listID));
  }
  keys.push(filterKey.status(anywhere ? 'subscribed' : 'unsubscribed'));
  for (const tag of doc.tags ?? []) keys.push(filterKey.tag(tag));
  return { nameKey: searchKey(doc.subscriberName), filterKeys: [...new Set(keys)] };
}

/** The document with its query keys made to match its fields: what every write of a whole subscriber stores. */
export const withQueryKeys = (doc: SubscriberDoc): SubscriberDoc => ({ ...doc, ...queryKeys(doc) });
