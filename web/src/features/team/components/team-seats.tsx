import { countText } from '@listkeep/common/src/count-text';
import { roomFor } from '@listkeep/common/src/plan-features';
import { upgradeFor, type Plan } from '@listkeep/common/src/tiers';
import { ASK_OWNER_TO_UPGRADE, PlanFeatureNote } from '@/components/plan-feature-note';
import { UpgradeLink } from '@/components/upgrade-link';

interface TeamSeatsProps {
  plan: Plan;
  /** Users the plan still allows: its limit less the members and pending invitations. */
  remaining: number;
  isOwner: boolean;
}

/** How many more people the plan lets the team add, with the way to more for the owner only (docs/product.md §6). */
export function TeamSeats({ plan, remaining, isOwner }: TeamSeatsProps) {
  const more = roomFor('users', plan.maxUsers + 1);
  // A plan without team members says so as every missing plan feature does.
  if (!plan.multiUser) {
    return <PlanFeatureNote feature="multiUser" tier={plan.tier} isOwner={isOwner} testId="team-seats" />;
  }
  if (remaining > 0) {
    return (
      <p className="small muted" data-testid="team-seats">
        You can add {countText(remaining, 'more user')} on the {plan.name} plan.
      </p>
    );
  }
  return (
    <p className="small muted" data-testid="team-seats">
      The {plan.name} plan&apos;s {countText(plan.maxUsers, 'user')} are all taken, pending invitations included.{' '}
      {/* The top plan's seats are the most there are: nothing to upgrade to. */}
      {upgradeFor(plan.tier, more) &&
        (isOwner ? (
          <>
            <UpgradeLink tier={plan.tier} need={more} data-testid="team-upgrade" /> for more.
          </>
        ) : (
          ASK_OWNER_TO_UPGRADE
        ))}
    </p>
  );
}
