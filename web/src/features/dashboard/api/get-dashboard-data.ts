import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardQueryKey } from '@/lib/dashboard-cache';

export function getDashboardData(teamID: string | null) {
  return api.call('getDashboardData', teamID ? { teamID } : {});
}

export const dashboardQueryOptions = (teamID: string | null) =>
  queryOptions({ queryKey: dashboardQueryKey(teamID), queryFn: () => getDashboardData(teamID) });

export function useDashboardData(teamID: string | null) {
  return useQuery(dashboardQueryOptions(teamID));
}
