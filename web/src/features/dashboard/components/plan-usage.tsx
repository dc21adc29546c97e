import type { PlanUsageCounts, Team } from '@listkeep/common/src/entities';
import { NO_LIMIT, PLAN_USAGE_TEXT, planUsage, usageUpgrade, type UsageRow } from '@listkeep/common/src/web/plan-usage';
import { isPaying } from '@listkeep/common/src/billing';
import { ManageSubscriptionButton } from '@/components/manage-subscription-button';
import { Badge } from '@/components/ui/badge';
import { UpgradeLink } from '@/components/upgrade-link';
import '../dashboard.css';

interface PlanUsageProps {
  team: Team;
  usage: PlanUsageCounts;
  /** Only the owner can change the plan; everyone else is pointed to them. */
  isOwner: boolean;
  /** The owner has free access (docs/product.md §6): no billing to manage. */
  whitelisted?: boolean;
}

/** How much of the team's plan is used, so a limit is seen coming before it refuses anything. */
export function PlanUsage({ team, usage, isOwner, whitelisted = false }: PlanUsageProps) {
  const { plan, rows } = planUsage(team.subscription?.tier, usage);
  const upgrade = usageUpgrade(plan.tier, rows);
  return (
    <section className="card stack plan-usage" data-testid="plan-usage" aria-labelledby="plan-usage-title">
      <div className="row-between">
        <h2 id="plan-usage-title" className="card-title">
          Plan usage
        </h2>
        <Badge>{plan.name} plan</Badge>
      </div>
      <ul className="plan-usage-rows">
        {rows.map((row) => (
          <UsageLine key={row.kind} row={row} />
        ))}
      </ul>
      {isOwner && !whitelisted && isPaying(team.subscription?.status) && (
        <div>
          <ManageSubscriptionButton variant="secondary" />
        </div>
      )}
      {upgrade && (
        <p className="small" data-testid="plan-usage-action">
          {isOwner ? (
            <>
              <UpgradeLink tier={plan.tier} need={upgrade.need} />
              {PLAN_USAGE_TEXT.ownerRest}
            </>
          ) : (
            PLAN_USAGE_TEXT.member
          )}
        </p>
      )}
    </section>
  );
}

function UsageLine({ row }: { row: UsageRow }) {
  const limited = Number.isFinite(row.max);
  return (
    <li className="plan-usage-row" data-testid={`usage-${row.kind}`} data-level={row.level}>
      <div className="plan-usage-line">
        <span className="plan-usage-label">{row.label}</span>
        <span className="plan-usage-amount" data-testid="usage-amount">
          {row.amount}
          {!limited && <span className="muted"> · {NO_LIMIT}</span>}
        </span>
      </div>
      {limited && (
        <div
          className="plan-usage-bar"
          role="meter"
          aria-label={row.label}
          aria-valuemin={0}
          aria-valuemax={row.max}
          aria-valuenow={Math.min(row.used, row.max)}
          aria-valuetext={row.amount}
        >
          <span style={{ width: `${Math.round(row.share * 100)}%` }} />
        </div>
      )}
      {row.level !== 'calm' && <span className="plan-usage-note small">{PLAN_USAGE_TEXT[row.level]}</span>}
    </li>
  );
}
