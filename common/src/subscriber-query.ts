/**
 * The subscribers table as the API serves it (GET /getDashboardItem with
 * type=subscribers): its sorts, its status filter, and how a search compares.
 * Free of zod, so any bundle may use it.
 */

/** The columns the table sorts by. */
export const SUBSCRIBER_SORT_KEYS = ['email', 'name', 'createdAt'] as const;
export type SubscriberSortKey = (typeof SUBSCRIBER_SORT_KEYS)[number];

/** A sort: a column, rising; with a leading `-`, falling. */
export type SubscriberSort = SubscriberSortKey | `-${SubscriberSortKey}`;
export const SUBSCRIBER_SORTS: readonly SubscriberSort[] = SUBSCRIBER_SORT_KEYS.flatMap((key) => [
  key,
  `-${key}` as const,
]);

/** Rows the subscribers tab asks for a page at a time after the first: a few screens, so a scroll rarely waits. */
export const SUBSCRIBER_TABLE_PAGE = 500;

/** Rows of the tab's first page: a few screens' worth, so the first rows come quickly at any size. */
export const SUBSCRIBER_TABLE_FIRST_PAGE = 100;

/** Newest first, as the table opens. */
export const DEFAULT_SUBSCRIBER_SORT: SubscriberSort = '-createdAt';

export function parseSubscriberSort(sort: SubscriberSort): { key: SubscriberSortKey; descending: boolean } {
  const descending = sort.startsWith('-');
  return { key: (descending ? sort.slice(1) : sort) as SubscriberSortKey, descending };
}

/**
 * Subscribed: on the list now (on any list, when none is named); unsubscribed:
 * on it no longer (on none now, when none is named).
 */
export const SUBSCRIBER_STATUSES = ['subscribed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** How a search and the text it looks in compare: one Unicode form, no case, no outer spaces. */
export const searchKey = (text: string): string => text.normalize('NFC').trim().toLowerCase();

/**
 * What a search looks in under each sort: a search runs along the column it
 * is ordered by, so a search by address lists by address and one by name by
 * name; the date has no text to search.
 */
export const SEARCHED_COLUMN: Record<SubscriberSortKey, 'email' | 'name' | null> = {
  email: 'email',
  name: 'name',
  createdAt: null,
};

/** The sort of a search that names none: by address, A to Z. */
export const DEFAULT_SEARCH_SORT: SubscriberSort = 'email';

export const SUBSCRIBER_QUERY_MESSAGES = {
  onlySubscribers:
    'Only the subscribers table takes q, sort, status and tag, and only it and the email log take newsletterID.',
  searchByDate: 'A search lists by address or by name: sort by email or name (or leave sort out).',
  otherSort: 'This cursor belongs to another sort: start again without a cursor.',
} as const;

/**
 * Which subscribers a "select all matching" acts on: the table's filters and
 * search, without its order. Every field left out matches every subscriber.
 */
export interface SubscriberMatch {
  q?: string;
  newsletterID?: string;
  status?: SubscriberStatus;
  tag?: string;
}
