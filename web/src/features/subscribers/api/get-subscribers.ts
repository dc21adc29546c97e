import type { Subscriber } from '@listkeep/common/src/entities';
import {
  parseSubscriberSort,
  SEARCHED_COLUMN,
  SUBSCRIBER_TABLE_FIRST_PAGE,
  SUBSCRIBER_TABLE_PAGE,
  type SubscriberMatch,
  type SubscriberSort,
} from '@listkeep/common/src/subscriber-query';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '@/lib/api';
import { dashboardItemKey } from '@/lib/dashboard-cache';

export type { SubscriberMatch };

/** Whether a match picks fewer than the lists picked in the header: a search, a status or a tag. */
export const isNarrowed = ({ q, status, tag }: SubscriberMatch): boolean =>
  q !== undefined || status !== undefined || tag !== undefined;

/** Every key starts with the list's own, so a change to the subscribers refetches every variant shown. */
const subscribersKey = (teamID: string) => dashboardItemKey('subscribers', teamID);

/** A page of the match; `count` asks the server for the number of all matches too. */
async function subscribersPage(
  teamID: string,
  match: SubscriberMatch,
  sort: SubscriberSort,
  { cursor, signal, limit = SUBSCRIBER_TABLE_PAGE, count = false }: PageOptions = {},
) {
  const page = await api.call(
    'getDashboardItem',
    {
      type: 'subscribers',
      teamID,
      limit,
      sort,
      ...match,
      ...(cursor ? { cursor } : {}),
      ...(count ? {} : { total: 'skip' as const }),
    },
    { signal },
  );
  return { rows: page.data as Subscriber[], nextCursor: page.nextCursor, total: page.total };
}

interface PageOptions {
  cursor?: string;
  signal?: AbortSignal;
  limit?: number;
  count?: boolean;
}

/**
 * The matching subscribers in the table's order, page by page. The rows come
 * without their count, which at a million takes longer than the rows: the
 * count is a query of its own (matchCountOptions), so the first rows show at once.
 */
export const subscriberPagesOptions = (teamID: string, match: SubscriberMatch, sort: SubscriberSort) =>
  infiniteQueryOptions({
    queryKey: [...subscribersKey(teamID), 'pages', match, sort],
    queryFn: ({ pageParam, signal }) =>
      subscribersPage(teamID, match, sort, {
        cursor: pageParam,
        signal,
        limit: pageParam ? SUBSCRIBER_TABLE_PAGE : SUBSCRIBER_TABLE_FIRST_PAGE,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * How many subscribers match. The order matters only to a search, which
 * looks at the column sorted by (names when sorted by name, else addresses).
 */
const matchCountOptions = (teamID: string, match: SubscriberMatch, sort: SubscriberSort = 'email') => {
  const searched = match.q === undefined ? 'email' : (SEARCHED_COLUMN[parseSubscriberSort(sort).key] ?? 'email');
  return queryOptions({
    queryKey: [...subscribersKey(teamID), 'count', match, searched],
    queryFn: async ({ signal }) =>
      (await subscribersPage(teamID, match, searched, { signal, limit: 1, count: true })).total ?? 0,
  });
};

/**
 * The table's rows: the pages loaded so far, all of them in one array; the
 * total of matches once counted; and the count of the picked lists whatever
 * the other filters (the count's "of N"), the same query when nothing narrows
 * the lists. While a new search or filter loads, the rows and count of the
 * last one stay (so typing never blanks the table).
 */
export function useSubscriberPages(teamID: string, match: SubscriberMatch, sort: SubscriberSort) {
  const query = useInfiniteQuery({ ...subscriberPagesOptions(teamID, match, sort), placeholderData: keepPreviousData });
  const pages = query.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.rows), [pages]);
  const count = useQuery(matchCountOptions(teamID, match, sort));
  const scope = match.newsletterID ? { newsletterID: match.newsletterID } : {};
  const scopeTotal = useQuery({ ...matchCountOptions(teamID, scope), placeholderData: keepPreviousData }).data;
  // The count shown goes with the rows shown: a new match's once both its rows and its count are in,
  // the last one's until then.
  const updating = query.isPlaceholderData || count.data === undefined;
  const [shown, setShown] = useState<number | undefined>(undefined);
  if (!query.isPlaceholderData && count.data !== undefined && count.data !== shown) setShown(count.data);
  const total = !query.isPlaceholderData && count.data !== undefined ? count.data : shown;
  return { query, rows, total, scopeTotal, updating };
}
