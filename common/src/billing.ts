/**
 * What the product and the payment provider agree on: which price is which
 * tier, and how the account page knows a visitor came back from checkout
 * (docs/product.md §2 Account page, §9). The price table is by lookup key, so
 * the same code works in any Stripe account (and the local stand-in) that has
 * prices with these keys: no price ids in configuration.
 */
import { TIERS, type Tier } from './tiers';

export type PaidTier = Exclude<Tier, 'starter'>;

/** One monthly price per paid tier, found by its lookup key. */
export const PRICE_LOOKUP_KEYS: Record<PaidTier, string> = {
  core: 'listkeep_core_monthly',
  group: 'listkeep_group_monthly',
  scale: 'listkeep_scale_monthly',
};

export const PAID_TIERS = TIERS.filter((tier): tier is PaidTier => tier !== 'starter');

export function isPaidTier(tier: unknown): tier is PaidTier {
  return (PAID_TIERS as readonly unknown[]).includes(tier);
}

/** The tier a price's lookup key stands for, or null for a price of something else. */
export function tierOfLookupKey(key: string | null | undefined): PaidTier | null {
  return PAID_TIERS.find((tier) => PRICE_LOOKUP_KEYS[tier] === key) ?? null;
}

/** `?source=checkout` on the page a paid checkout returns to: it waits for the new plan and drops the parameter. */
export const CHECKOUT_RETURN = { param: 'source', value: 'checkout' } as const;

/**
 * Subscription statuses under which the paid tier is in force: a trial, and a
 * renewal whose payment failed while Stripe retries it. Every other status
 * gives the free plan: `incomplete` (a first payment not finished), `unpaid`
 * and `incomplete_expired` (retries given up), `paused` (until resumed),
 * `canceled`.
 */
export const PAYING_STATUSES = ['active', 'trialing', 'past_due'] as const;

/**
 * How long Stripe retries a failed renewal before it gives up (the account's
 * retry setting, Stripe's recommended 8 tries within 2 weeks): the owner is
 * told to update the card by the end of it.
 */
export const PAYMENT_RETRY_DAYS = 14;

/** The last day to fix a renewal that failed at `renewedAt` (epoch ms). */
export const paymentDueAfter = (renewedAt: number) => renewedAt + PAYMENT_RETRY_DAYS * 86_400_000;

export function isPaying(status: unknown): boolean {
  return (PAYING_STATUSES as readonly unknown[]).includes(status);
}

/** What the pricing, onboarding and account pages say about paying (docs/product.md §8 Checkout). */
export const BILLING_MESSAGES = {
  updatePlanHint: 'Click "Update Plan" on the next screen.',
  subscribeFailed: (supportEmail: string) => `Error subscribing. Please reach out to us at ${supportEmail}.`,
  updateFailed: 'Error updating subscription',
  updateFailedNote: (supportEmail: string) => `Please try again, or reach out to us at ${supportEmail}.`,
  freeAccess: 'Your account has free access to every plan.',
  /** The answer to a checkout for a team with free access. */
  freeAccessNoPlan: 'Your account has free access to every plan: it needs no paid plan.',
  paymentFailed: (dueBy: string, planName: string) =>
    `Your last payment failed. Update your card in the billing portal by ${dueBy} to keep the ${planName} plan.`,
  extraSubscriptions: (count: number) =>
    `You are paying for ${count + 1} subscriptions for this team, and only one counts. Cancel the other${count > 1 ? 's' : ''} in the billing portal.`,
  extraWithFreeAccess: (count: number) =>
    `Your account has free access, but ${count === 1 ? 'a paid subscription is' : `${count} paid subscriptions are`} still running. Cancel ${count === 1 ? 'it' : 'them'} in the billing portal.`,
  openPortal: 'Open the billing portal',
  checkoutReturn: 'Thanks! Your payment went through; your plan is being updated…',
  nowOnPlan: (planName: string) => `Thanks! You're on the ${planName} plan.`,
} as const;
