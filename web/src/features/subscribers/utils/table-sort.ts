import {
  DEFAULT_SEARCH_SORT,
  SEARCHED_COLUMN,
  parseSubscriberSort,
  type SubscriberSort,
  type SubscriberSortKey,
} from '@listkeep/common/src/subscriber-query';
import type { Sort } from '@/lib/sort';

/** The direction a column starts in when its header is clicked: dates newest first, text A to Z. */
export const FIRST_DIRECTION = { email: 'ascending', name: 'ascending', createdAt: 'descending' } as const;

/** The API's sort as the header shows it. */
export function headerSort(sort: SubscriberSort): Sort<SubscriberSortKey> {
  const { key, descending } = parseSubscriberSort(sort);
  return { key, direction: descending ? 'descending' : 'ascending' };
}

/** The header's sort as the API names it. */
export const apiSort = ({ key, direction }: Sort<SubscriberSortKey>): SubscriberSort =>
  direction === 'descending' ? `-${key}` : key;

/**
 * The order rows come in: the one picked, but a search runs along a text
 * column, so while searching a pick by date gives way to addresses A to Z.
 */
export function effectiveSort(picked: SubscriberSort, searching: boolean): SubscriberSort {
  return searching && SEARCHED_COLUMN[parseSubscriberSort(picked).key] === null ? DEFAULT_SEARCH_SORT : picked;
}
