import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardQueryKey } from '@/lib/dashboard-cache';

export { dashboardQueryKey };

export function getDashboardData(teamID: string | null) {
  return api.call('getDashboardData', teamID ? { teamID } : {});
}

export function useDashboardData(teamID: string | null) {
  return useQuery({
    queryKey: dashboardQueryKey(teamID),
    queryFn: () => getDashboardData(teamID),
  });
}
