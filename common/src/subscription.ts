import type { Subscription } from './entities';
import { TIERS } from './tiers';

/** A team that never subscribed: the free plan, nothing due to change. */
export const NO_SUBSCRIPTION = {
  status: 'none',
  tier: 'free',
  cancelAtPeriodEnd: false,
  cancelAt: null,
  downgradeAtPeriodEnd: false,
  downgradeTo: null,
  periodEnd: null,
  paymentDueBy: null,
  extraSubscriptions: 0,
} as const satisfies Subscription;

/**
 * Free access (a whitelisted owner's team): the top plan, nothing scheduled,
 * whatever the payment provider says about subscriptions the team may still have.
 */
export const FREE_ACCESS_SUBSCRIPTION = {
  ...NO_SUBSCRIPTION,
  status: 'active',
  tier: TIERS[TIERS.length - 1],
} as const satisfies Subscription;
