import { BILLING_MESSAGES } from '@listkeep/common/src/billing';
import { SUPPORT_EMAIL } from '@/config/env';
import { useCreateCheckoutSession } from '@/lib/checkout';
import { notify } from '@/lib/toast';
import { Button } from './ui/button';

/** Opens Stripe's billing portal for the owner's subscription (the call without a tier, docs/product.md §7). */
export function ManageSubscriptionButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const portal = useCreateCheckoutSession({
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () =>
      notify(`${BILLING_MESSAGES.updateFailed}. ${BILLING_MESSAGES.updateFailedNote(SUPPORT_EMAIL)}`, 'error'),
  });
  return (
    <Button
      variant={variant}
      loading={portal.isPending}
      onClick={() => portal.mutate({})}
      data-testid="manage-subscription"
    >
      Manage subscription
    </Button>
  );
}
