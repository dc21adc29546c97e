import type { TeamUser } from '@listkeep/common/src/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardItemKey } from '@/lib/dashboard-cache';
import { fetchAllDashboardItems } from '@/lib/dashboard-items';

export function getTeamUsers(teamID: string, signal?: AbortSignal) {
  return fetchAllDashboardItems<TeamUser>('teamUsers', teamID, signal);
}

/** The team's members and pending invites: members first, then by role and address (the server's order). */
export const teamUsersQueryOptions = (teamID: string) =>
  queryOptions({
    queryKey: dashboardItemKey('teamUsers', teamID),
    queryFn: ({ signal }) => getTeamUsers(teamID, signal),
  });

export const useTeamUsers = (teamID: string) => useQuery(teamUsersQueryOptions(teamID));
