import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const dashboardQueryKey = (teamID: string | null) => ['dashboard', teamID ?? 'latest'] as const;

export function getDashboardData(teamID: string | null) {
  return api.call('getDashboardData', teamID ? { teamID } : {});
}

export function useDashboardData(teamID: string | null) {
  return useQuery({
    queryKey: dashboardQueryKey(teamID),
    queryFn: () => getDashboardData(teamID),
  });
}
