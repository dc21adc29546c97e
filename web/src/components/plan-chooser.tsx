import type { Profile } from '@listkeep/common/src/entities';
import { BILLING_MESSAGES } from '@listkeep/common/src/billing';
import { PLANS } from '@listkeep/common/src/tiers';
import { usePlanChoice } from '@/lib/use-plan-choice';
import { PlanCards } from './plan-cards';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';

interface PlanChooserProps {
  /** null for a signed-out visitor. */
  profile: Profile | null | undefined;
  /** Checkout in a new tab (the onboarding wizard keeps its place). */
  newTab?: boolean;
}

/** The four plan cards with working buttons, and the notice before a subscriber's upgrade. */
export function PlanChooser({ profile, newTab = false }: PlanChooserProps) {
  const choice = usePlanChoice(profile, { newTab });
  return (
    <>
      <PlanCards
        currentTier={profile ? (profile.subscription?.tier ?? 'free') : null}
        whitelisted={profile?.whitelisted}
        busyTier={choice.busyTier}
        onChoose={choice.choose}
      />
      <Dialog
        open={choice.pendingUpgrade !== null}
        onOpenChange={(open) => !open && choice.cancelUpgrade()}
        title={choice.pendingUpgrade ? `Upgrade to ${PLANS[choice.pendingUpgrade].name}` : 'Upgrade'}
        size="sm"
        testId="update-plan-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={choice.cancelUpgrade}>
              Cancel
            </Button>
            <Button onClick={choice.confirmUpgrade}>Continue</Button>
          </>
        }
      >
        <p>{BILLING_MESSAGES.updatePlanHint}</p>
      </Dialog>
    </>
  );
}
