import { upgradeFor, type PlanNeed, type Tier } from '@listkeep/common/src/tiers';
import type { ComponentProps } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { pricingPathFor } from '@listkeep/common/src/plan-links';

type UpgradeLinkProps = {
  tier: Tier | undefined;
  need: PlanNeed;
} & Omit<ComponentProps<typeof ButtonLink>, 'to' | 'children'>;

/**
 * "Upgrade to Scale": the cheapest plan that meets the need, on the pricing
 * page with that plan marked. Nothing when the team's plan meets it already
 * or no plan does, so no prompt offers a plan that is not an upgrade.
 */
export function UpgradeLink({ tier, need, variant = 'link', ...rest }: UpgradeLinkProps) {
  const plan = upgradeFor(tier, need);
  if (!plan) return null;
  return (
    <ButtonLink variant={variant} to={pricingPathFor(need)} {...rest}>
      Upgrade to {plan.name}
    </ButtonLink>
  );
}
