import { formatCount } from '@listkeep/common/src/count-text';
import type { DashboardData, Newsletter } from '@listkeep/common/src/entities';
import { Address } from '@/components/ui/address';
import { StackedTable } from '@/components/ui/stacked-table';
import type { DashboardTab } from '@/config/paths';
import { scopeName, type ListScope } from '@/lib/list-scope';
import { useProfile } from '@/lib/profile';
import { useIsTeamOwner } from '../hooks/use-is-team-owner';
import { useNow } from '../hooks/use-now';
import { formatRelativeTime, timestampToMs } from '../utils/relative-time';
import { FirstSteps, hasFirstSteps } from './first-steps';
import { PlanUsage } from './plan-usage';
import '../dashboard.css';

interface OverviewTabProps {
  data: DashboardData;
  /** The list picked in the header, or null for all of them: the figures are that list's or the team's. */
  scope: ListScope;
  /** The list the first steps' links are for: the picked one, or the first. */
  newsletter: Newsletter;
  onOpenTab: (tab: DashboardTab, changes?: Record<string, string>) => void;
}

export function OverviewTab({ data, scope, newsletter, onOpenTab }: OverviewTabProps) {
  const now = useNow();
  const isOwner = useIsTeamOwner(data.team);
  const whitelisted = useProfile().data?.whitelisted ?? false;
  const counts = scope ? scope.overviewData : data.overviewData;
  const latest = data.overviewData?.latestSubscribers ?? [];
  const name = scopeName(scope);
  const teamSubscribers = data.overviewData?.totalSubscribers ?? 0;
  const teamEmails = data.overviewData?.totalEmails ?? 0;
  // A new team's owner sees the first steps until they are done or put away.
  const firstSteps = isOwner && hasFirstSteps(teamSubscribers, teamEmails);
  const stats: { label: string; value: number; tab: DashboardTab; testId: string }[] = [
    {
      label: scope ? `New in ${name} (last month)` : 'New subscribers, all lists (last month)',
      value: counts?.recentSubscribersCount ?? 0,
      tab: 'subscribers',
      testId: 'stat-recent',
    },
    {
      label: scope ? `Subscribers in ${name}` : 'Subscribers, all lists',
      value: counts?.totalSubscribers ?? 0,
      tab: 'subscribers',
      testId: 'stat-total',
    },
    {
      label: scope ? `Emails sent to ${name}` : 'Emails sent, all lists',
      value: counts?.totalEmails ?? 0,
      tab: 'emails',
      testId: 'stat-emails',
    },
  ];

  return (
    <div className="stack-lg">
      {firstSteps && (
        <FirstSteps
          teamID={data.team.id}
          newsletter={newsletter}
          subscribers={teamSubscribers}
          emails={teamEmails}
          onOpenTab={onOpenTab}
        />
      )}
      <div className="stat-grid">
        {stats.map((stat) => (
          <button
            key={stat.label}
            type="button"
            className="card card-button stack-sm"
            data-testid={stat.testId}
            onClick={() => onOpenTab(stat.tab)}
          >
            <span className="stat-label">{stat.label}</span>
            <span className="stat-value">{formatCount(stat.value)}</span>
            <span className="small stat-link">{stat.tab === 'emails' ? 'View emails →' : 'View subscribers →'}</span>
          </button>
        ))}
      </div>

      {data.usage && <PlanUsage team={data.team} usage={data.usage} isOwner={isOwner} whitelisted={whitelisted} />}

      <section className="stack">
        <h2 style={{ fontSize: 'var(--text-xl)' }}>Latest subscribers, all lists</h2>
        {latest.length === 0 ? (
          <div className="empty" data-testid="latest-empty">
            <strong>No subscribers yet</strong>
            Share your subscribe link or import your existing list from the Subscribers tab. New sign-ups appear here.
          </div>
        ) : (
          <StackedTable columns={['Email', 'Newsletters', 'Subscribed']}>
            {latest.map((subscriber) => {
              const at = timestampToMs(subscriber.lastSubscribeEvent);
              return (
                <tr key={subscriber.id ?? subscriber.email}>
                  <td className="email-cell" data-label="Email">
                    <Address>{subscriber.email}</Address>
                  </td>
                  <td data-label="Newsletters">
                    {subscriber.newsletterNames?.length ? (
                      subscriber.newsletterNames.join(', ')
                    ) : (
                      <span className="faint">None</span>
                    )}
                  </td>
                  <td data-label="Subscribed">
                    {at === null ? (
                      <span className="faint">–</span>
                    ) : (
                      <time dateTime={new Date(at).toISOString()} title={new Date(at).toLocaleString()}>
                        {formatRelativeTime(at, now)}
                      </time>
                    )}
                  </td>
                </tr>
              );
            })}
          </StackedTable>
        )}
      </section>
    </div>
  );
}
