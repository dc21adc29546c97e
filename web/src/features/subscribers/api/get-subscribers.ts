import type { Subscriber } from '@listkeep/common/src/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { dashboardItemKey } from '@/lib/dashboard-cache';
import { fetchAllDashboardItems } from '@/lib/dashboard-items';

export function getSubscribers(teamID: string, signal?: AbortSignal, onPage?: (loaded: number) => void) {
  return fetchAllDashboardItems<Subscriber>('subscribers', teamID, signal, onPage);
}

/**
 * How many subscribers of each team have arrived while a long list loads,
 * whoever started the loading (the tab, or the dashboard opening on it).
 */
const useLoadedCount = create<Record<string, number>>(() => ({}));
const setLoaded = (teamID: string, loaded: number) => useLoadedCount.setState({ [teamID]: loaded });

/** Every subscriber of the team. */
export const subscribersQueryOptions = (teamID: string) =>
  queryOptions({
    queryKey: dashboardItemKey('subscribers', teamID),
    queryFn: ({ signal }) => {
      setLoaded(teamID, 0);
      return getSubscribers(teamID, signal, (loaded) => setLoaded(teamID, loaded));
    },
  });

/** The team's subscribers, with how many have arrived so far. */
export function useSubscribers(teamID: string) {
  const query = useQuery(subscribersQueryOptions(teamID));
  const loaded = useLoadedCount((counts) => counts[teamID] ?? 0);
  return { query, loaded };
}
