/**
 * The fields a subscriber document holds only so that the subscribers table's
 * queries are served by an index on either store: its name as a search
 * compares it, and a key for every filter it passes, alone or together with
 * others, so that any filters together are one array-contains (Firestore
 * allows one per query).
 */
import { searchKey, tagKey, type SubscriberSortKey, type SubscriberStatus } from '@listkeep/common';
import type { SubscriberDoc } from '../docs';

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
  /** A tag together with the list or status of `key` (one of the keys above). */
  tagged: (tag: string, key: string) => `tag:${tagKey(tag)}|${key}`,
};

/**
 * The lists of a subscriber that get keys of a tag together with a list:
 * its first ones joined. Each key of filterKeys is one entry in each of the
 * 7 indexes that hold the field (the 6 composites of the table's sorts and
 * its own), and Firestore allows 40,000 entries per document. With 20 tags
 * (MAX.tagsPerSubscriber) on 1,000 lists (MAX.listIDs): 2,001 keys of lists
 * and statuses, 40 of tags alone, and 2 × 20 × 25 of tags on lists come to
 * 3,041 keys, 21,287 entries; the 13 or so each list adds in the document's
 * other fields (its subscription and list arrays) bring that to about 34,300.
 */
export const TAGGED_LISTS = 25;

/**
 * Raised whenever queryKeys gives other keys than before, so that the
 * subscribers already stored are given them (query-keys-migration.ts); 3
 * noted the tags given before the team's tags were noted (team-tags.ts).
 */
export const QUERY_KEYS_VERSION = 3;

type KeyedFields = Pick<SubscriberDoc, 'subscriberName' | 'joinedNewsletterIDs' | 'subscriptionMeta' | 'tags'>;

export function queryKeys(doc: KeyedFields): Pick<SubscriberDoc, 'nameKey' | 'filterKeys'> {
  const onLists: string[] = [];
  let anywhere = false;
  for (const listID of doc.joinedNewsletterIDs) {
    const subscribed = doc.subscriptionMeta[listID]?.unsubscribedAt === null;
    anywhere ||= subscribed;
    onLists.push(filterKey.list(listID), filterKey.status(subscribed ? 'subscribed' : 'unsubscribed', listID));
  }
  const overall = filterKey.status(anywhere ? 'subscribed' : 'unsubscribed');
  const keys = [...onLists, overall];
  onLists.length = Math.min(onLists.length, 2 * TAGGED_LISTS);
  for (const tag of doc.tags ?? []) {
    keys.push(filterKey.tag(tag), filterKey.tagged(tag, overall));
    for (const key of onLists) keys.push(filterKey.tagged(tag, key));
  }
  return { nameKey: searchKey(doc.subscriberName), filterKeys: [...new Set(keys)] };
}

/** The document with its query keys made to match its fields: what every write of a whole subscriber stores. */
export const withQueryKeys = (doc: SubscriberDoc): SubscriberDoc => ({ ...doc, ...queryKeys(doc) });
