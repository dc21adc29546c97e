import { featureNotOnPlanMessage, type PlanFeature } from '@listkeep/common/src/plan-features';
import type { Tier } from '@listkeep/common/src/tiers';
import { UpgradeLink } from '@/components/upgrade-link';
import './plan-feature-note.css';

export const ASK_OWNER_TO_UPGRADE = 'Ask the team owner to upgrade.';

interface PlanFeatureNoteProps {
  feature: PlanFeature;
  tier: Tier | undefined;
  /** The owner gets the way to the plans; the others are told whom to ask. */
  isOwner: boolean;
  testId?: string;
}

/** Why a control is disabled: the team's plan lacks the feature (docs/product.md §6). */
export function PlanFeatureNote({ feature, tier, isOwner, testId = 'plan-feature-note' }: PlanFeatureNoteProps) {
  return (
    <p className="small muted plan-feature-note" data-testid={testId}>
      {featureNotOnPlanMessage(feature, tier)}{' '}
      {isOwner ? (
        <UpgradeLink tier={tier} need={{ feature }} data-testid={`${testId}-upgrade`} />
      ) : (
        ASK_OWNER_TO_UPGRADE
      )}
    </p>
  );
}
