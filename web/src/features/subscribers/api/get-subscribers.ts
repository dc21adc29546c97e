import type { Subscriber } from '@listkeep/common/src/entities';
import { MAX } from '@listkeep/common/src/limits';
import {
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
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '@/lib/api';
import { dashboardItemKey } from '@/lib/dashboard-cache';

export type { SubscriberMatch };

/** Whether a match picks fewer than the lists picked in the header: a search, a status or a tag. */
export const isNarrowed = ({ q, status, tag }: SubscriberMatch): boolean =>
  q !== undefined || status !== undefined || tag !== undefined;

/** Every key starts with the list's own, so a change to the subscribers refetches every variant shown. */
const subscribersKey = (teamID: string) => dashboardItemKey('subscribers', teamID);

async function subscribersPage(
  teamID: string,
  match: SubscriberMatch,
  sort: SubscriberSort,
  cursor?: string,
  signal?: AbortSignal,
  limit = SUBSCRIBER_TABLE_PAGE,
) {
  const page = await api.call(
    'getDashboardItem',
    { type: 'subscribers', teamID, limit, sort, ...match, ...(cursor ? { cursor } : {}) },
    { signal },
  );
  return { rows: page.data as Subscriber[], nextCursor: page.nextCursor, total: page.total };
}

/** The matching subscribers in the table's order, page by page. */
export const subscriberPagesOptions = (teamID: string, match: SubscriberMatch, sort: SubscriberSort) =>
  infiniteQueryOptions({
    queryKey: [...subscribersKey(teamID), 'pages', match, sort],
    queryFn: ({ pageParam, signal }) => subscribersPage(teamID, match, sort, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** How many subscribers a list (or every list) has, whatever the other filters: the count's "of N". */
const scopeCountOptions = (teamID: string, newsletterID: string | undefined) =>
  queryOptions({
    queryKey: [...subscribersKey(teamID), 'count', newsletterID ?? null],
    queryFn: async ({ signal }) =>
      (await subscribersPage(teamID, newsletterID ? { newsletterID } : {}, 'email', undefined, signal, 1)).total,
  });

/**
 * The table's rows: the pages loaded so far, all of them in one array, and
 * the total of matches. While a new search or filter loads, the rows of the
 * last one stay (so typing never blanks the table).
 */
export function useSubscriberPages(teamID: string, match: SubscriberMatch, sort: SubscriberSort) {
  const query = useInfiniteQuery({ ...subscriberPagesOptions(teamID, match, sort), placeholderData: keepPreviousData });
  const pages = query.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.rows), [pages]);
  const total = pages?.[0]?.total;
  // Only a search or filter narrower than the picked lists needs a count of its own.
  const narrowed = isNarrowed(match);
  const countOptions = scopeCountOptions(teamID, match.newsletterID);
  const scope = useQuery({ ...countOptions, enabled: narrowed });
  // The whole lists' total, once shown, is the count a search starts from: no second request, no flash of another figure.
  const client = useQueryClient();
  const known = !narrowed && total !== undefined && !query.isPlaceholderData;
  const { newsletterID } = match;
  useEffect(() => {
    const key = scopeCountOptions(teamID, newsletterID).queryKey;
    if (known && client.getQueryData(key) !== total) client.setQueryData(key, total);
  }, [client, known, total, teamID, newsletterID]);
  return { query, rows, total, scopeTotal: narrowed ? scope.data : total };
}

/** Every matching subscriber, in pages of the API's largest size: what the whole-list CSV export holds. */
export async function getMatchingSubscribers(teamID: string, match: SubscriberMatch): Promise<Subscriber[]> {
  const rows: Subscriber[] = [];
  let cursor: string | undefined;
  do {
    const page = await subscribersPage(teamID, match, 'email', cursor, undefined, MAX.pageSize);
    rows.push(...page.rows);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}
