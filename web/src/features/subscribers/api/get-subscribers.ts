import type { Subscriber } from '@listkeep/common/src/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dashboardItemKey } from '@/lib/dashboard-cache';
import { fetchAllDashboardItems } from '@/lib/dashboard-items';

export function getSubscribers(teamID: string, signal?: AbortSignal, onPage?: (loaded: number) => void) {
  return fetchAllDashboardItems<Subscriber>('subscribers', teamID, signal, onPage);
}

/** Every subscriber of the team; `onPage` hears how many have arrived while a long list is still loading. */
export const subscribersQueryOptions = (teamID: string, onPage?: (loaded: number) => void) =>
  queryOptions({
    queryKey: dashboardItemKey('subscribers', teamID),
    queryFn: ({ signal }) => getSubscribers(teamID, signal, onPage),
  });

/** The team's subscribers, with how many have arrived so far. */
export function useSubscribers(teamID: string) {
  const [loaded, setLoaded] = useState(0);
  const query = useQuery(subscribersQueryOptions(teamID, setLoaded));
  return { query, loaded };
}
