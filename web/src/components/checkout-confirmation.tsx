import { BILLING_MESSAGES } from '@listkeep/common/src/billing';
import { planFor, type Tier } from '@listkeep/common/src/tiers';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

interface CheckoutConfirmationProps {
  /** The plan the payment put the team on; null while the payment provider's word is on its way. */
  tier: Tier | null;
  /** Without it, the note stays as long as its place does (the import dialog's head). */
  onDismiss?: () => void;
  testId?: string;
}

/** Back from a paid checkout: that the plan is being updated, then which plan the team is on now. */
export function CheckoutConfirmation({ tier, onDismiss, testId }: CheckoutConfirmationProps) {
  return (
    <div className={`banner ${tier ? 'banner-success' : 'banner-info'}`} role="status" data-testid={testId}>
      {tier ? (
        <strong>{BILLING_MESSAGES.nowOnPlan(planFor(tier).name)}</strong>
      ) : (
        <span className="row">
          <Spinner size="sm" /> {BILLING_MESSAGES.checkoutReturn}
        </span>
      )}
      {onDismiss && (
        <Button size="sm" variant="secondary" onClick={onDismiss} data-testid={testId && `${testId}-dismiss`}>
          Dismiss
        </Button>
      )}
    </div>
  );
}
