import type { LoaderFunctionArgs } from 'react-router';
import { dashboardTab, type DashboardTab } from '@/config/paths';
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard-data';
import { profileQueryOptions } from '@/lib/profile';
import { queryClient } from '@/lib/query-client';
import { hasSessionHint, sessionKnown } from '@/lib/session';
import { preloadTabCode, tabList } from './dashboard-tabs';

/**
 * Starts everything a dashboard address needs at once, instead of one thing
 * after another as the page renders: the tab's code, and as soon as the
 * session is confirmed the profile, the dashboard's data and the tab's list,
 * which the page then finds in the query cache. It waits only for the tab's
 * code (which arrives beside the page's own chunk on opening), so that a
 * switch to a tab not yet shown keeps the current tab until the new one can
 * render, rather than flashing a spinner.
 */
export async function dashboardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  // Nobody is likely signed in: the guard sends the visitor away.
  if (!hasSessionHint()) return null;
  const params = new URL(request.url).searchParams;
  const tab = dashboardTab(params.get('tab'));
  void prefetchData(tab, params.get('teamID'), params.get('newsletterID'));
  await preloadTabCode(tab);
  return null;
}

async function prefetchData(tab: DashboardTab, teamParam: string | null, requestedList: string | null): Promise<void> {
  const user = await sessionKnown();
  if (!user) return;
  const profile = queryClient.ensureQueryData(profileQueryOptions(user.uid));
  const dashboard = queryClient.ensureQueryData(dashboardQueryOptions(teamParam));
  // A failure shows on the page, which asks again.
  const ignore = () => undefined;
  profile.catch(ignore);
  dashboard.catch(ignore);
  const list = tabList(tab);
  if (!list) return;
  try {
    // Without a team in the address, the profile's active team is the one shown; whichever answer comes first says it.
    const teamID =
      teamParam ?? (await Promise.any([dashboard.then((d) => d.team.id), profile.then((p) => p.activeTeam.teamID)]));
    await list(queryClient, { teamID, dashboard, requestedList });
  } catch {
    // Neither said the team: the tab asks for its list once the page knows it.
  }
}
