import {
  DEFAULT_SUBSCRIBER_SORT,
  SEARCHED_COLUMN,
  parseSubscriberSort,
  searchKey,
  type SubscriberSort,
  type SubscriberSortKey,
  type SubscriberMatch,
  type SubscriberStatus,
} from '@listkeep/common/src/subscriber-query';
import { useMemo, useState } from 'react';
import type { ListScope } from '@/lib/list-scope';
import { nextSort } from '@/lib/sort';
import { useDebounced } from '@/lib/use-debounced';
import { FIRST_DIRECTION, apiSort, effectiveSort, headerSort } from '../utils/table-sort';

export type StatusFilter = 'all' | SubscriberStatus;

/** How long typing pauses before the search goes to the server. */
const SEARCH_PAUSE_MS = 250;

interface TableViewInput {
  /** The lists picked in the header: the table shows their subscribers. */
  scope: ListScope;
  /** Without tags on the plan, existing tags still show, but nothing is narrowed by them. */
  tagsAllowed: boolean;
}

/**
 * What the subscribers table asks the server for: the header's list, the
 * status, tag and search picked above the table, as one `match`, and the order.
 */
export function useTableView({ scope, tagsAllowed }: TableViewInput) {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [tagState, setTag] = useState<string | null>(null);
  const [picked, setPicked] = useState<SubscriberSort>(DEFAULT_SUBSCRIBER_SORT);
  const tag = tagsAllowed ? tagState : null;
  const q = searchKey(useDebounced(search, SEARCH_PAUSE_MS));
  const newsletterID = scope?.id;
  const match = useMemo<SubscriberMatch>(
    () => ({
      ...(q ? { q } : {}),
      ...(newsletterID ? { newsletterID } : {}),
      ...(status !== 'all' ? { status } : {}),
      ...(tag ? { tag } : {}),
    }),
    [q, newsletterID, status, tag],
  );
  // The toolbar's Copy and Export: the header's list and the tag, whatever the status and search.
  const wholeList = useMemo<SubscriberMatch>(
    () => ({ ...(newsletterID ? { newsletterID } : {}), ...(tag ? { tag } : {}) }),
    [newsletterID, tag],
  );
  const sort = effectiveSort(picked, q !== '');
  return {
    status,
    setStatus,
    search,
    setSearch,
    tag,
    setTag,
    match,
    wholeList,
    sort,
    /** Whether the rows are a search's: the date column cannot order them then. */
    searching: q !== '',
    /** The column a search looks in. */
    searchIn: SEARCHED_COLUMN[parseSubscriberSort(sort).key] ?? 'email',
    onSort: (key: SubscriberSortKey) => setPicked(apiSort(nextSort(headerSort(sort), key, FIRST_DIRECTION[key]))),
  };
}
