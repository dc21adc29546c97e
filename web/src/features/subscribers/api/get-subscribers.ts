import type { Subscriber } from '@listkeep/common/src/entities';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dashboardItemKey } from '@/lib/dashboard-cache';
import { fetchAllDashboardItems } from '@/lib/dashboard-items';

/** Every subscriber of the team, with how many have arrived while a long list is still loading. */
export function useSubscribers(teamID: string) {
  const [loaded, setLoaded] = useState(0);
  const query = useQuery({
    queryKey: dashboardItemKey('subscribers', teamID),
    queryFn: ({ signal }) => fetchAllDashboardItems<Subscriber>('subscribers', teamID, signal, setLoaded),
  });
  return { query, loaded };
}
