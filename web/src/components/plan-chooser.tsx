import type { Profile } from '@listkeep/common/src/entities';
import { tierOf, type PlanNeed } from '@listkeep/common/src/tiers';
import { Suspense, lazy } from 'react';
import { usePlanChoice } from '@/lib/use-plan-choice';
import { PlanCards } from './plan-cards';

// The dialog library stays out of the pricing page until an upgrade asks for the notice.
const UpgradeNotice = lazy(() => import('./upgrade-notice'));

interface PlanChooserProps {
  /** null for a signed-out visitor. */
  profile: Profile | null | undefined;
  /** Checkout in a new tab (the onboarding wizard keeps its place). */
  newTab?: boolean;
  /** The page a payment comes back to, when the plans were opened from work left for them. */
  returnTo?: string;
  /** What the prompt that led to the plans asked for. */
  need?: PlanNeed | null;
}

/** The four plan cards with working buttons, and the notice before a subscriber's upgrade. */
export function PlanChooser({ profile, newTab = false, returnTo, need = null }: PlanChooserProps) {
  const choice = usePlanChoice(profile, { newTab, returnTo });
  return (
    <>
      <PlanCards
        currentTier={profile ? tierOf(profile.subscription?.tier) : null}
        whitelisted={profile?.whitelisted}
        busyTier={choice.busyTier}
        onChoose={choice.choose}
        need={need}
      />
      {choice.pendingUpgrade !== null && (
        <Suspense fallback={null}>
          <UpgradeNotice
            tier={choice.pendingUpgrade}
            onCancel={choice.cancelUpgrade}
            onContinue={choice.confirmUpgrade}
          />
        </Suspense>
      )}
    </>
  );
}
