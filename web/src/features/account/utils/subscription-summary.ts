import type { Subscription } from '@listkeep/common/src/entities';
import { isPaying } from '@listkeep/common/src/billing';
import { PLANS, planFor, priceLabel } from '@listkeep/common/src/tiers';
import { dayText } from '@/lib/day-text';

export interface SubscriptionSummary {
  planName: string;
  /** One line under the plan's name. */
  status: string;
  /** The scheduled change, shown as a banner (docs/product.md §4, Subscription banners). */
  banner: string | null;
  /** Whether the plan is billed. */
  billed: boolean;
  /** Whether the billing portal has something to manage: a billed plan, or one paused there. */
  managed: boolean;
}

/** The status line when no paid plan is in force, by the provider's status. */
function unpaidStatus(status: Subscription['status'] | undefined): string {
  const starter = PLANS.starter.name;
  if (status === 'paused') return `Paused: on the ${starter} plan until you resume it in the billing portal`;
  if (status === 'incomplete') return `Payment not finished: on the ${starter} plan`;
  // unpaid, incomplete_expired, canceled, none: the plan has ended or never began.
  return 'Free plan';
}

/** What the account page says about the user's plan. */
export function subscriptionSummary(subscription: Subscription | undefined): SubscriptionSummary {
  const plan = planFor(subscription?.tier);
  const billed = isPaying(subscription?.status);
  const periodEnd = dayText(subscription?.periodEnd);
  let status = unpaidStatus(subscription?.status);
  if (subscription?.status === 'past_due') {
    const dueBy = dayText(subscription.paymentDueBy);
    status = dueBy
      ? `Payment failed: update your card by ${dueBy} to keep the plan`
      : 'Payment failed: Stripe will try again. Please check your card.';
  } else if (subscription?.status === 'trialing') {
    status = periodEnd ? `${plan.name} trial, ends on ${periodEnd}` : `${plan.name} trial`;
  } else if (billed) status = periodEnd ? `${priceLabel(plan)}, renews on ${periodEnd}` : priceLabel(plan);

  let banner: string | null = null;
  const failing = subscription?.status === 'past_due';
  if (billed && subscription?.cancelAtPeriodEnd) {
    const ends = dayText(subscription.cancelAt) ?? periodEnd;
    banner = `Your ${plan.name} plan is cancelled and ends on ${ends}. You keep its features until then.`;
    if (!failing) status = `${priceLabel(plan)}, ends on ${ends}`;
  } else if (billed && subscription?.downgradeAtPeriodEnd && subscription.downgradeTo) {
    const next = planFor(subscription.downgradeTo).name;
    banner = `Your plan changes from ${plan.name} to ${next} on ${periodEnd}.`;
    if (!failing) status = `${priceLabel(plan)}, moves to ${next} on ${periodEnd}`;
  }
  const managed = billed || subscription?.status === 'paused';
  return { planName: plan.name, status, banner, billed, managed };
}
