import type { Subscription } from './entities';

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
