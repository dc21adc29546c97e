/**
 * The dashboard's tabs that other features provide, each its own chunk (CSV
 * parsing and the virtual table load only with the Subscribers tab), and the
 * list each tab shows, so that opening the dashboard on a tab can start both
 * before the tab first renders.
 */
import type { DashboardData } from '@listkeep/common/src/entities';
import { DEFAULT_SUBSCRIBER_SORT } from '@listkeep/common/src/subscriber-query';
import type { QueryClient } from '@tanstack/react-query';
import type { DashboardTab } from '@/config/paths';
import { emailsQueryOptions } from '@/features/emails/api/get-emails';
import { subscriberPagesOptions } from '@/features/subscribers/api/get-subscribers';
import { teamUsersQueryOptions } from '@/features/team/api/get-team-users';
import { pickScope } from '@/lib/list-scope';
import { preloadable } from '@/lib/preloadable';

export const subscribersTab = preloadable(() =>
  import('@/features/subscribers/components/subscribers-tab').then((m) => m.SubscribersTab),
);
export const emailsTab = preloadable(() => import('@/features/emails/components/emails-tab').then((m) => m.EmailsTab));
export const newslettersTab = preloadable(() =>
  import('@/features/newsletters/components/newsletters-tab').then((m) => m.NewslettersTab),
);
export const teamTab = preloadable(() => import('@/features/team/components/team-tab').then((m) => m.TeamTab));
export const newsletterSettingsTab = preloadable(() =>
  import('@/features/newsletters/components/newsletter-settings-tab').then((m) => m.NewsletterSettingsTab),
);

/** What a tab's list depends on: the team, its dashboard data (its lists) and the list the address names. */
interface ListContext {
  teamID: string;
  dashboard: Promise<DashboardData>;
  requestedList: string | null;
}

interface TabNeeds {
  code?: { preload: () => Promise<unknown> };
  /** Fetches the tab's own list into the cache. */
  list?: (client: QueryClient, context: ListContext) => Promise<void>;
}

/** The subscribers tab's first page as it opens: the header's lists, nothing searched or filtered, newest first. */
async function subscribersFirstPage(client: QueryClient, { teamID, dashboard, requestedList }: ListContext) {
  const { scope } = pickScope((await dashboard).newsletters, requestedList, 'subscribers');
  await client.prefetchInfiniteQuery(
    subscriberPagesOptions(teamID, scope ? { newsletterID: scope.id } : {}, DEFAULT_SUBSCRIBER_SORT),
  );
}

const TAB_NEEDS: Record<DashboardTab, TabNeeds> = {
  overview: {},
  subscribers: { code: subscribersTab, list: subscribersFirstPage },
  emails: { code: emailsTab, list: (client, { teamID }) => client.prefetchQuery(emailsQueryOptions(teamID)) },
  lists: { code: newslettersTab },
  newsletter: { code: newsletterSettingsTab },
  team: { code: teamTab, list: (client, { teamID }) => client.prefetchQuery(teamUsersQueryOptions(teamID)) },
};

/** Downloads a tab's code; resolves once it is there, or failed (the failure shows when the tab renders). */
export async function preloadTabCode(tab: DashboardTab): Promise<void> {
  await TAB_NEEDS[tab].code?.preload().catch(() => undefined);
}

export function tabList(tab: DashboardTab): TabNeeds['list'] {
  return TAB_NEEDS[tab].list;
}
