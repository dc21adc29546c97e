import type { Subscription } from '@listkeep/common/src/entities';
import { isPaying } from '@listkeep/common/src/billing';
import { planFor, priceLabel } from '@listkeep/common/src/tiers';

export interface SubscriptionSummary {
  planName: string;
  /** One line under the plan's name. */
  status: string;
  /** The scheduled change, shown as a banner (docs/product.md §4, Subscription banners). */
  banner: string | null;
  /** Whether the plan is billed, so the billing portal has something to manage. */
  billed: boolean;
}

const day = (ts: { seconds: number } | null | undefined) =>
  ts
    ? new Date(ts.seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
    : null;

/** What the account page says about the user's plan. */
export function subscriptionSummary(subscription: Subscription | undefined): SubscriptionSummary {
  const plan = planFor(subscription?.tier);
  const billed = isPaying(subscription?.status);
  const periodEnd = day(subscription?.periodEnd);
  let status = 'Free plan';
  if (subscription?.status === 'past_due') status = 'Payment failed: Stripe will try again. Please check your card.';
  else if (billed) status = periodEnd ? `${priceLabel(plan)}, renews on ${periodEnd}` : priceLabel(plan);

  let banner: string | null = null;
  if (billed && subscription?.cancelAtPeriodEnd) {
    const ends = day(subscription.cancelAt) ?? periodEnd;
    banner = `Your ${plan.name} plan is cancelled and ends on ${ends}. You keep its features until then.`;
    status = `${priceLabel(plan)}, ends on ${ends}`;
  } else if (billed && subscription?.downgradeAtPeriodEnd && subscription.downgradeTo) {
    const next = planFor(subscription.downgradeTo).name;
    banner = `Your plan changes from ${plan.name} to ${next} on ${periodEnd}.`;
    status = `${priceLabel(plan)}, moves to ${next} on ${periodEnd}`;
  }
  return { planName: plan.name, status, banner, billed };
}
