import type { Subscriber } from '@listkeep/common/src/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { dashboardItemKey } from '@/lib/dashboard-cache';
import { fetchAllDashboardItems } from '@/lib/dashboard-items';

export function getSubscribers(
  teamID: string,
  signal?: AbortSignal,
  onPage?: (items: readonly Subscriber[], pages: number) => void,
) {
  return fetchAllDashboardItems<Subscriber>('subscribers', teamID, signal, onPage);
}

/** A team's list while it loads: how many have arrived, and the rows shown so far. */
interface LoadingList {
  loaded: number;
  rows: readonly Subscriber[] | null;
}

const NOTHING_YET: LoadingList = { loaded: 0, rows: null };

/**
 * Whether the rows so far are shown again after this page: after pages 1,
 * 2, 4, 8, ... A list of a million (200 pages) is then sorted and filtered
 * eight times while it loads, about twice the work of doing it once, while
 * its first rows show at once.
 */
export const showsRowsAfter = (pages: number) => (pages & (pages - 1)) === 0;

/**
 * How each team's list is loading, whoever started the loading (the tab, or
 * the dashboard opening on it).
 */
const useLoadingLists = create<Record<string, LoadingList>>(() => ({}));
const setLoading = (teamID: string, list: LoadingList) => useLoadingLists.setState({ [teamID]: list });

/** Every subscriber of the team. */
export const subscribersQueryOptions = (teamID: string) =>
  queryOptions({
    queryKey: dashboardItemKey('subscribers', teamID),
    queryFn: async ({ signal }) => {
      setLoading(teamID, NOTHING_YET);
      try {
        return await getSubscribers(teamID, signal, (items, pages) => {
          const shown = useLoadingLists.getState()[teamID]?.rows ?? null;
          setLoading(teamID, { loaded: items.length, rows: showsRowsAfter(pages) ? items.slice() : shown });
        });
      } catch (error) {
        // A failed load shows its error, not the rows it had.
        setLoading(teamID, NOTHING_YET);
        throw error;
      }
    },
  });

/**
 * The team's subscribers: the query, how many have arrived so far, and the
 * rows to show meanwhile (the first pages of a long list; null before the
 * first page and once the query has answered, the rows so far being those of
 * the answer, held until the next load starts).
 */
export function useSubscribers(teamID: string) {
  const query = useQuery(subscribersQueryOptions(teamID));
  const { loaded, rows } = useLoadingLists((lists) => lists[teamID] ?? NOTHING_YET);
  return { query, loaded, partial: query.data === undefined ? rows : null };
}
