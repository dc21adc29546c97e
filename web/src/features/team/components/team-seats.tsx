import { countText } from '@listkeep/common/src/count-text';
import type { Plan } from '@listkeep/common/src/tiers';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

interface TeamSeatsProps {
  plan: Plan;
  /** Users the plan still allows: its limit less the members and pending invitations. */
  remaining: number;
  isOwner: boolean;
}

/** How many more people the plan lets the team add, with the way to more for the owner only (docs/product.md §6). */
export function TeamSeats({ plan, remaining, isOwner }: TeamSeatsProps) {
  const upgrade = isOwner && (
    <>
      {' '}
      <ButtonLink variant="link" to={paths.pricing} data-testid="team-upgrade">
        Upgrade
      </ButtonLink>{' '}
      for more.
    </>
  );
  return (
    <p className="small muted" data-testid="team-seats">
      {remaining > 0
        ? `You can add ${countText(remaining, 'more user')} on the ${plan.name} plan.`
        : plan.maxUsers === 1
          ? `The ${plan.name} plan is for one user.`
          : `The ${plan.name} plan's ${countText(plan.maxUsers, 'user')} are all taken, pending invitations included.`}
      {remaining === 0 && (upgrade || (!isOwner && ' Ask the team owner to upgrade.'))}
    </p>
  );
}
