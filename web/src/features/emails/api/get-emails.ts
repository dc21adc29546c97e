import type { EmailLog } from '@listkeep/common/src/entities';
import { useQuery } from '@tanstack/react-query';
import { dashboardItemKey } from '@/lib/dashboard-cache';
import { fetchAllDashboardItems } from '@/lib/dashboard-items';

export function useEmails(teamID: string) {
  return useQuery({
    queryKey: dashboardItemKey('emails', teamID),
    queryFn: ({ signal }) => fetchAllDashboardItems<EmailLog>('emails', teamID, signal),
  });
}
