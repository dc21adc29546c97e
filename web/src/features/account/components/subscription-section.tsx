import type { Profile } from '@listkeep/common/src/entities';
import { BILLING_MESSAGES } from '@listkeep/common/src/billing';
import { planLines } from '@listkeep/common/src/web/plan-lines';
import { planFor } from '@listkeep/common/src/tiers';
import { Link } from 'react-router';
import { BillingNotices } from '@/components/billing-notices';
import { ManageSubscriptionButton } from '@/components/manage-subscription-button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCheckoutReturn } from '../hooks/use-checkout-return';
import { subscriptionSummary } from '../utils/subscription-summary';
import '../account.css';

/** The user's plan: what it gives, what is scheduled to change, and where to change it (docs/product.md §2, §4). */
export function SubscriptionSection({ profile }: { profile: Profile }) {
  const returning = useCheckoutReturn();
  const summary = subscriptionSummary(profile.subscription);
  const plan = planFor(profile.subscription?.tier);

  return (
    <Card className="stack" data-testid="subscription-section">
      <h2 className="card-title">Subscription</h2>
      {returning && (
        <div className="banner banner-info" role="status" data-testid="checkout-return">
          <Spinner size="sm" /> {BILLING_MESSAGES.checkoutReturn}
        </div>
      )}
      <BillingNotices subscription={profile.subscription} whitelisted={profile.whitelisted} />
      {summary.banner && (
        <div className="banner banner-warning" role="status" data-testid="subscription-banner">
          {summary.banner}
        </div>
      )}
      <div className="subscription-plan">
        <div>
          <div className="subscription-plan-name" data-testid="subscription-plan">
            {summary.planName}
          </div>
          <div className="muted small" data-testid="subscription-status">
            {profile.whitelisted ? BILLING_MESSAGES.freeAccess : summary.status}
          </div>
        </div>
      </div>
      <ul className="subscription-limits" data-testid="subscription-limits">
        {planLines(plan.tier).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {!profile.whitelisted && (
        <div className="row" style={{ gap: 'var(--space-2)', flexWrap: 'wrap' }}>
          {summary.managed && <ManageSubscriptionButton />}
          <Link className={`btn ${summary.managed ? 'btn-secondary' : 'btn-primary'}`} to={paths.pricing}>
            {summary.billed ? 'Compare plans' : 'See plans'}
          </Link>
        </div>
      )}
    </Card>
  );
}
