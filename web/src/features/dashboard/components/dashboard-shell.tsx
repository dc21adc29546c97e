import { isPaying } from '@listkeep/common/src/billing';
import type { DashboardData, Newsletter } from '@listkeep/common/src/entities';
import type { Role } from '@listkeep/common/src/roles';
import { tierOf, type Tier } from '@listkeep/common/src/tiers';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BillingNotices } from '@/components/billing-notices';
import { CheckoutConfirmation } from '@/components/checkout-confirmation';
import { Button } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/components/layout/document-title';
import { dashboardTab, type DashboardTab } from '@/config/paths';
import { ApiError } from '@/lib/api';
import { useCheckoutArrival } from '@/lib/checkout-arrival';
import { useProfile } from '@/lib/profile';
import { useDropSearchParams } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { useVerificationRefresh } from '@/lib/use-verification-refresh';
import { pickScope, type ListScope } from '@/lib/list-scope';
import { useDashboardData } from '../api/get-dashboard-data';
import { useIsTeamOwner } from '../hooks/use-is-team-owner';
import { AccessNoticeBanners } from './access-notice-banner';
import { DashboardHeader } from './dashboard-header';
import { DashboardMenu } from './dashboard-menu';
import { OverviewTab } from './overview-tab';
import { NoTeam } from './no-team';
import { PendingInvitesDialog } from './pending-invites-dialog';
import { PlanLapseDialog } from './plan-lapse-dialog';
import { RefusedSignupsBanner } from './refused-signups-banner';
import { UndeliveredMailsBanner } from './undelivered-mails-banner';
import { VerifyEmailBanner } from './verify-email-banner';
import '../dashboard.css';

const TAB_TITLES: Record<DashboardTab, string> = {
  overview: 'Overview',
  subscribers: 'Subscribers',
  emails: 'Recent Emails',
  lists: 'Newsletters',
  newsletter: 'Newsletter settings',
  team: 'Team',
};

/**
 * Tabs that act on the newsletter picked in the header: the overview's counts,
 * the list that adding, importing, exporting, copying and logging an email
 * start from, and the settings shown. The others show no picker.
 */
const PICKER_TABS: ReadonlySet<DashboardTab> = new Set(['overview', 'subscribers', 'emails', 'newsletter']);

/** What a tab of another feature needs from the shell; app/ composes the tabs. */
export interface DashboardTabContext {
  tab: DashboardTab;
  data: DashboardData;
  teamID: string;
  newsletters: Newsletter[];
  /** The newsletter picked in the header (the first one by default, and when all lists are picked). */
  newsletter: Newsletter | null;
  /** What the header picks: one list, or null for all of them (docs/product.md §2, Dashboard). */
  scope: ListScope;
  role: Role | null;
  /** The team's plan tier in the code's ids, read once from the API's answer (common/src/tiers.ts). */
  tier: Tier;
  /** Whether the signed-in person owns the team: only they see the ways to a bigger plan. */
  isOwner: boolean;
  openTab: (tab: DashboardTab, changes?: Record<string, string | null>) => void;
  /** The page opened back from a paid checkout, whose plan may still be on its way. */
  fromCheckout: boolean;
}

export function DashboardShell({ renderTab }: { renderTab: (context: DashboardTabContext) => ReactNode | null }) {
  const [params, setParams] = useSearchParams();
  const dropParams = useDropSearchParams();
  const user = useSession((s) => s.user);
  const profile = useProfile().data;
  const tab = dashboardTab(params.get('tab'));
  const teamID = params.get('teamID');
  const query = useDashboardData(teamID);
  const fromCheckout = useCheckoutArrival();
  // Back from checkout, the word on the new plan stays at the top until the sender puts it away.
  const [confirming, setConfirming] = useState(fromCheckout);
  useVerificationRefresh(query.data?.warnings?.verify_email_warning === true);
  // A team named in the address that the user no longer belongs to (left, removed, deleted): open their own.
  const lostTeam = teamID !== null && query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (lostTeam) dropParams('teamID', 'newsletterID');
  }, [lostTeam, dropParams]);
  useDocumentTitle(TAB_TITLES[tab]);

  const newsletters = query.data?.newsletters ?? [];
  const { selected, scope, offerAll } = pickScope(newsletters, params.get('newsletterID'), tab);

  const hrefFor = (nextTab: DashboardTab) => {
    const next = new URLSearchParams(params);
    next.set('tab', nextTab);
    return `?${next.toString()}`;
  };
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const team = query.data?.team;
  // The profile's active team is the one the dashboard shows unless the URL names another.
  const role = profile && (!team || profile.activeTeam.teamID === team.id) ? profile.activeTeam.role : null;
  const refused = query.data?.warnings?.refused_signups_warning;
  const undelivered = query.data?.warnings?.undelivered_mails_warning;
  const isOwner = useIsTeamOwner(team);
  const tier = tierOf(team?.subscription?.tier);
  const tabContent =
    query.data && team
      ? renderTab({
          tab,
          data: query.data,
          teamID: team.id,
          newsletters,
          newsletter: selected,
          scope,
          role,
          tier,
          isOwner,
          openTab: (nextTab, changes = {}) => update({ tab: nextTab, ...changes }),
          fromCheckout,
        })
      : null;

  let content: React.ReactNode;
  if (profile && profile.teams.length === 0) {
    content = <NoTeam />;
  } else if (query.isError && !lostTeam) {
    content = (
      <div className="empty" role="alert">
        <strong>The dashboard could not be loaded</strong>
        <p>Check your connection and try again.</p>
        <div style={{ marginTop: 'var(--space-4)' }}>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  } else if (!query.data) {
    // Still loading, or leaving a team named in the address that is no longer the user's.
    content = <CenteredSpinner label="Loading dashboard" />;
  } else if (tab === 'overview' && selected) {
    content = (
      <OverviewTab
        data={query.data}
        scope={scope}
        newsletter={selected}
        onOpenTab={(t, changes = {}) => update({ tab: t, ...changes })}
      />
    );
  } else if (tabContent) {
    content = tabContent;
  } else {
    // The overview and a newsletter's settings need a newsletter; the team has none.
    content = (
      <div className="empty">
        <strong>No newsletters yet</strong>
        Create your first newsletter from the Newsletters tab.
      </div>
    );
  }

  return (
    <div className="container dash">
      <DashboardMenu tab={tab} hrefFor={hrefFor} />

      <div className="stack" style={{ minWidth: 0 }}>
        {/* The owner's own subscription is the one the team's plan comes from; members see nothing of it. */}
        {isOwner && profile && <BillingNotices subscription={profile.subscription} whitelisted={profile.whitelisted} />}
        {confirming && team && (
          <CheckoutConfirmation
            tier={isPaying(team.subscription?.status) ? tier : null}
            onDismiss={() => setConfirming(false)}
            testId="checkout-confirmation"
          />
        )}
        {query.data?.warnings?.verify_email_warning && <VerifyEmailBanner email={user?.email} />}
        {refused && team && (
          <RefusedSignupsBanner teamID={team.id} warning={refused} role={role} isOwner={isOwner} tier={tier} />
        )}
        {undelivered && <UndeliveredMailsBanner undelivered={undelivered} />}
        <AccessNoticeBanners notices={profile?.accessNotices} />
        <DashboardHeader
          teamName={query.data?.team?.teamName}
          title={TAB_TITLES[tab]}
          newsletters={newsletters}
          picker={PICKER_TABS.has(tab)}
          scope={scope}
          offerAll={offerAll}
          onPick={(newsletterID) => update({ newsletterID })}
        />
        {content}
      </div>
      {/* Accepting opens the team joined, whichever team the address named. */}
      <PendingInvitesDialog onJoined={() => update({ teamID: null, newsletterID: null })} />
      {team && <PlanLapseDialog key={team.id} team={team} users={query.data?.usage?.users ?? 0} isOwner={isOwner} />}
    </div>
  );
}
