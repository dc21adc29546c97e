/**
 * Query keys of the dashboard's server data, shared by the features that read
 * or change it, so that any change refetches the counts on the overview.
 */
import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

export type DashboardItemType = 'subscribers' | 'emails' | 'teamUsers';

export const dashboardQueryKey = (teamID: string | null) => ['dashboard', teamID ?? 'latest'] as const;

export const dashboardItemKey = (type: DashboardItemType, teamID: string) => ['dashboardItem', type, teamID] as const;

/**
 * Refetches what the filters match after a change. A first load still under
 * way may have been read before the change committed, and invalidating alone
 * would keep its answer (a query with no data yet joins the fetch in flight):
 * it is cancelled first, so the refetch reads after the change.
 */
async function refetchAfterChange(client: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  await client.cancelQueries(filters);
  await client.invalidateQueries(filters);
}

/** Refetches the dashboard and every list of the team after a change. */
export async function invalidateDashboard(client: QueryClient): Promise<void> {
  await Promise.all([
    refetchAfterChange(client, { queryKey: ['dashboard'] }),
    refetchAfterChange(client, { queryKey: ['dashboardItem'] }),
  ]);
}

/** After a change to one kind of item: the overview's counts and that one list. */
export function invalidateDashboardItem(type: DashboardItemType) {
  return async (client: QueryClient): Promise<void> => {
    await Promise.all([
      refetchAfterChange(client, { queryKey: ['dashboard'] }),
      refetchAfterChange(client, { queryKey: ['dashboardItem', type] }),
    ]);
  };
}

/** After a change the lists do not show (a newsletter's settings, the overview's warnings): the dashboard's data alone. */
export const invalidateOverview = (client: QueryClient) => refetchAfterChange(client, { queryKey: ['dashboard'] });

/**
 * After a team signal (lib/live-team-data.ts): that team's overview and lists,
 * and the details open beside them (sources, tracked links, a subscriber's
 * history), which carry no team in their keys. The profile is not team data;
 * other teams' lists wait for their own signal. Only what is shown refetches.
 */
export function invalidateTeamData(client: QueryClient, teamID: string): Promise<void> {
  return refetchAfterChange(client, {
    predicate: ({ queryKey: [kind, ...rest] }) => {
      if (kind === 'profile') return false;
      if (kind === 'dashboard') return rest[0] === teamID || rest[0] === 'latest';
      if (kind === 'dashboardItem') return rest[1] === teamID;
      return true;
    },
  });
}
