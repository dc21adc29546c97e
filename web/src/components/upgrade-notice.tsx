import { BILLING_MESSAGES } from '@listkeep/common/src/billing';
import { PLANS, type Tier } from '@listkeep/common/src/tiers';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';

interface UpgradeNoticeProps {
  tier: Tier;
  onCancel: () => void;
  onContinue: () => void;
}

/** The notice before a subscriber's upgrade; its own chunk, loaded only when a signed-in owner upgrades. */
export default function UpgradeNotice({ tier, onCancel, onContinue }: UpgradeNoticeProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={`Upgrade to ${PLANS[tier].name}`}
      size="sm"
      testId="update-plan-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onContinue}>Continue</Button>
        </>
      }
    >
      <p>{BILLING_MESSAGES.updatePlanHint}</p>
    </Dialog>
  );
}
