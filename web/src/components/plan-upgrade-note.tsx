import { featureNotOnPlanMessage, type PlanFeature } from '@listkeep/common/src/plan-features';
import type { Tier } from '@listkeep/common/src/tiers';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** What a member who is not the owner reads where the owner is offered an upgrade. */
export const ASK_OWNER_TO_UPGRADE = 'Ask the team owner to upgrade.';

interface PlanUpgradeNoteProps {
  feature: PlanFeature;
  tier: Tier | undefined;
  isOwner: boolean;
  testId?: string;
}

/** Why the team's plan lacks a feature, with the way to it: the pricing page for the owner, the owner for others. */
export function PlanUpgradeNote({ feature, tier, isOwner, testId }: PlanUpgradeNoteProps) {
  return (
    <p className="small muted" data-testid={testId}>
      {featureNotOnPlanMessage(feature, tier)}{' '}
      {isOwner ? (
        <ButtonLink variant="link" to={paths.pricing} data-testid="plan-upgrade">
          Upgrade
        </ButtonLink>
      ) : (
        ASK_OWNER_TO_UPGRADE
      )}
    </p>
  );
}
