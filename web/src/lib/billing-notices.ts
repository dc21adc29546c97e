import type { Subscription } from '@listkeep/common/src/entities';
import { BILLING_MESSAGES } from '@listkeep/common/src/billing';
import { planFor } from '@listkeep/common/src/tiers';
import { dayText } from './day-text';

export interface BillingNoticeText {
  kind: 'payment-failed' | 'extra-subscriptions';
  text: string;
}

/**
 * What the owner must fix at the payment provider (docs/product.md §2,
 * Billing notices): a renewal whose payment failed, and subscriptions paid
 * beyond the one the plan comes from. Both are fixed in the billing portal.
 * A team with free access keeps its plan whatever is paid, so a failing
 * payment is only one more subscription to cancel (the server counts it).
 */
export function billingNotices(subscription: Subscription | undefined, whitelisted: boolean): BillingNoticeText[] {
  if (!subscription) return [];
  const notices: BillingNoticeText[] = [];
  // The server sets the date with the status; without it there is no date to promise.
  const dueBy = dayText(subscription.paymentDueBy);
  if (!whitelisted && subscription.status === 'past_due' && dueBy) {
    notices.push({
      kind: 'payment-failed',
      text: BILLING_MESSAGES.paymentFailed(dueBy, planFor(subscription.tier).name),
    });
  }
  // Absent in a profile stored before the count existed.
  const extra = subscription.extraSubscriptions ?? 0;
  if (extra > 0) {
    notices.push({
      kind: 'extra-subscriptions',
      text: whitelisted ? BILLING_MESSAGES.extraWithFreeAccess(extra) : BILLING_MESSAGES.extraSubscriptions(extra),
    });
  }
  return notices;
}
