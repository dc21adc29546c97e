import type { Subscription } from '@listkeep/common/src/entities';
import { BILLING_MESSAGES } from '@listkeep/common/src/billing';
import { isReturnPath } from '@listkeep/common/src/return-path';
import { useLocation } from 'react-router';
import { SUPPORT_EMAIL } from '@/config/env';
import { billingNotices, type BillingNoticeText } from '@/lib/billing-notices';
import { useCreateCheckoutSession } from '@/lib/checkout';
import { errorMessage } from '@/lib/errors';
import { Button } from './ui/button';

const PORTAL_FAILED = 'The billing portal could not be opened.';

function BillingNotice({ notice }: { notice: BillingNoticeText }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // The portal comes back to this page when it may; else to the account page.
  const returnTo = isReturnPath(here) ? here : undefined;
  const portal = useCreateCheckoutSession({ onSuccess: ({ url }) => window.location.assign(url) });
  const urgent = notice.kind === 'payment-failed';
  // The first sentence stands out, as in the other banners; the rest says what to do.
  const cut = notice.text.indexOf('. ');
  const lead = cut < 0 ? notice.text : notice.text.slice(0, cut + 1);
  const rest = cut < 0 ? '' : notice.text.slice(cut + 2);
  return (
    <div
      className="banner banner-warning"
      role={urgent ? 'alert' : 'status'}
      data-testid={`billing-notice-${notice.kind}`}
    >
      <span className="stack-sm" style={{ gap: 'var(--space-1)', flex: '1 1 18rem' }}>
        <span>
          <strong>{lead}</strong>
          {rest && ` ${rest}`}
        </span>
        {portal.isError && (
          <span className="field-error" role="alert" data-testid="billing-notice-error">
            {errorMessage(portal.error, PORTAL_FAILED)} {BILLING_MESSAGES.updateFailedNote(SUPPORT_EMAIL)}
          </span>
        )}
      </span>
      <Button
        size="sm"
        variant={urgent ? 'primary' : 'secondary'}
        loading={portal.isPending}
        onClick={() => portal.mutate({ returnTo })}
        data-testid="billing-notice-portal"
      >
        {BILLING_MESSAGES.openPortal}
      </Button>
    </div>
  );
}

/**
 * What the owner must fix at the payment provider, each with the way to the
 * billing portal (docs/product.md §2, Billing notices); nothing when all is
 * in order. Only for the owner: the subscription is theirs.
 */
export function BillingNotices({
  subscription,
  whitelisted,
}: {
  subscription: Subscription | undefined;
  whitelisted: boolean;
}) {
  return billingNotices(subscription, whitelisted).map((notice) => <BillingNotice key={notice.kind} notice={notice} />);
}
