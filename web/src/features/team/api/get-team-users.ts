import type { TeamUser } from '@listkeep/common/src/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardItemKey, invalidateDashboardItem } from '@/lib/dashboard-cache';
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

const refetchTeamUsers = invalidateDashboardItem('teamUsers');

/**
 * What a change to the team's people refetches: the users table and the plan usage, after success and
 * after a refusal too (a 409 or 402 may mean someone else changed the team meanwhile).
 */
export const TEAM_USERS_CHANGED = { onSuccess: refetchTeamUsers, onError: refetchTeamUsers };
