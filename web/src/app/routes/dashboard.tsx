import { Suspense } from 'react';
import { CenteredSpinner } from '@/components/ui/spinner';
import { DashboardShell, type DashboardTabContext } from '@/features/dashboard/components/dashboard-shell';
import { emailsTab, newsletterSettingsTab, newslettersTab, subscribersTab, teamTab } from './dashboard-tabs';

const SubscribersTab = subscribersTab.Component;
const EmailsTab = emailsTab.Component;
const NewslettersTab = newslettersTab.Component;
const NewsletterSettingsTab = newsletterSettingsTab.Component;
const TeamTab = teamTab.Component;

function renderTab(ctx: DashboardTabContext) {
  const { tab, data, teamID, newsletters, newsletter, scope, role, tier, isOwner, openTab, fromCheckout } = ctx;
  let content: React.ReactNode;
  switch (tab) {
    case 'subscribers':
      content = (
        <SubscribersTab
          teamID={teamID}
          teamName={data.team.teamName}
          newsletters={newsletters}
          newsletter={newsletter}
          scope={scope}
          role={role}
          tier={tier}
          isOwner={isOwner}
          fromCheckout={fromCheckout}
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
          tier={tier}
          publicOrgName={data.team.publicOrgName}
          isOwner={isOwner}
        />
      );
      break;
    case 'lists':
      content = (
        <NewslettersTab
          team={data.team}
          tier={tier}
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
          isOwner={isOwner}
          tier={tier}
          publicOrgName={data.team.publicOrgName}
          onDeleted={() => openTab('lists', { newsletterID: null })}
        />
      );
      break;
    case 'team':
      content = <TeamTab data={data} tier={tier} role={role} isOwner={isOwner} />;
      break;
    default:
      return null;
  }
  return <Suspense fallback={<CenteredSpinner />}>{content}</Suspense>;
}

export function DashboardRoute() {
  return <DashboardShell renderTab={renderTab} />;
}
