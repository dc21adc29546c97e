import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';

export function DashboardRoute() {
  return <DashboardShell />;
}
