import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import { useDeferredValue, useMemo, useState } from 'react';
import { scopeListIDs, type ListScope } from '@/lib/list-scope';
import { nextSort } from '@/lib/sort';
import { filterSubscribers, type StatusFilter } from '../utils/filter-subscribers';
import {
  DEFAULT_SUBSCRIBER_SORT,
  FIRST_DIRECTION,
  sortSubscribers,
  type SubscriberSortKey,
} from '../utils/sort-subscribers';
import { teamTags } from '../utils/team-tags';

interface TableViewInput {
  /** The team's subscribers, or those loaded so far. */
  rows: readonly Subscriber[] | null | undefined;
  /** The lists picked in the header: the table shows their subscribers. */
  scope: ListScope;
  newsletters: readonly Newsletter[];
  /** Without tags on the plan, existing tags still show, but nothing is narrowed by them. */
  tagsAllowed: boolean;
}

/** What the subscribers table shows: the header's lists, then status, tag and search, in the order picked. */
export function useTableView({ rows, scope, newsletters, tagsAllowed }: TableViewInput) {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [tagState, setTag] = useState<string | null>(null);
  const [sort, setSort] = useState(DEFAULT_SUBSCRIBER_SORT);
  const tag = tagsAllowed ? tagState : null;
  const deferredSearch = useDeferredValue(search);
  // A long list re-sorts after the header has shown the new order, so the click answers at once.
  const deferredSort = useDeferredValue(sort);
  const tags = useMemo(() => teamTags(rows ?? []), [rows]);
  const ordered = useMemo(() => sortSubscribers(rows ?? [], deferredSort), [rows, deferredSort]);
  // The ids are rebuilt on each render; their contents decide whether to filter again.
  const listKey = scopeListIDs(scope, newsletters).join(',');
  const inScope = useMemo(
    () => filterSubscribers(ordered, { status: 'all', newsletterIDs: listKey.split(','), search: '' }),
    [ordered, listKey],
  );
  const shown = useMemo(
    () => filterSubscribers(inScope, { status, newsletterIDs: listKey.split(','), search: deferredSearch, tag }),
    [inScope, status, listKey, deferredSearch, tag],
  );
  return {
    status,
    setStatus,
    search,
    setSearch,
    tag,
    setTag,
    tags,
    sort,
    onSort: (key: SubscriberSortKey) => setSort(nextSort(sort, key, FIRST_DIRECTION[key])),
    /** Those on the picked lists, or on none (docs/product.md §4). */
    inScope,
    shown,
  };
}
