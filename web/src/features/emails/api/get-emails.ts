import type { EmailLog } from '@listkeep/common/src/entities';
import { queryOptions } from '@tanstack/react-query';
import { dashboardItemKey } from '@/lib/dashboard-cache';
import { fetchAllDashboardItems } from '@/lib/dashboard-items';

export function getEmails(teamID: string, signal?: AbortSignal) {
  return fetchAllDashboardItems<EmailLog>('emails', teamID, signal);
}

/** The team's email log, every page of it. */
export const emailsQueryOptions = (teamID: string) =>
  queryOptions({
    queryKey: dashboardItemKey('emails', teamID),
    queryFn: ({ signal }) => getEmails(teamID, signal),
  });
