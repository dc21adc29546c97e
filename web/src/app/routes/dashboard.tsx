import { lazy, Suspense } from 'react';
import { CenteredSpinner } from '@/components/ui/spinner';
import { DashboardShell, type DashboardTabContext } from '@/features/dashboard/components/dashboard-shell';

// Each tab is its own chunk: CSV parsing and the virtual table load only with the Subscribers tab.
const SubscribersTab = lazy(() =>
  import('@/features/subscribers/components/subscribers-tab').then((m) => ({ default: m.SubscribersTab })),
);
const EmailsTab = lazy(() => import('@/features/emails/components/emails-tab').then((m) => ({ default: m.EmailsTab })));
const NewslettersTab = lazy(() =>
  import('@/features/newsletters/components/newsletters-tab').then((m) => ({ default: m.NewslettersTab })),
);
const NewsletterSettingsTab = lazy(() =>
  import('@/features/newsletters/components/newsletter-settings-tab').then((m) => ({
    default: m.NewsletterSettingsTab,
  })),
);

function renderTab(ctx: DashboardTabContext) {
  const { tab, data, teamID, newsletters, newsletter, role, openTab } = ctx;
  let content: React.ReactNode;
  switch (tab) {
    case 'subscribers':
      content = (
        <SubscribersTab
          teamID={teamID}
          teamName={data.team.teamName}
          newsletters={newsletters}
          newsletter={newsletter}
          role={role}
        />
      );
      break;
    case 'emails':
      content = (
        <EmailsTab
          teamID={teamID}
          newsletters={newsletters}
          newsletter={newsletter}
          role={role}
          tier={data.team.subscription?.tier}
        />
      );
      break;
    case 'lists':
      content = (
        <NewslettersTab
          team={data.team}
          newsletters={newsletters}
          role={role}
          onOpenSettings={(id) => openTab('newsletter', { newsletterID: id })}
        />
      );
      break;
    case 'newsletter':
      if (!newsletter) return null;
      content = (
        <NewsletterSettingsTab
          teamID={teamID}
          newsletter={newsletter}
          newsletterCount={newsletters.length}
          role={role}
          onDeleted={() => openTab('lists', { newsletterID: null })}
        />
      );
      break;
    default:
      return null;
  }
  return <Suspense fallback={<CenteredSpinner />}>{content}</Suspense>;
}

export function DashboardRoute() {
  return <DashboardShell renderTab={renderTab} />;
}
