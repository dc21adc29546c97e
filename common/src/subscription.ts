import type { Subscription } from './entities';
import { TIERS, apiTier, type Tier } from './tiers';

/** A subscription as the code holds it: tiers in the code's ids (the API's Subscription names them by the API's, common/src/tiers.ts). */
export type SubscriptionState = Omit<Subscription, 'tier' | 'downgradeTo'> & { tier: Tier; downgradeTo: Tier | null };

/** A subscription as the API answers it: its tiers in the API's ids. */
export function apiSubscription(state: SubscriptionState): Subscription {
  return { ...state, tier: apiTier(state.tier), downgradeTo: state.downgradeTo && apiTier(state.downgradeTo) };
}

/** A team that never subscribed: the free plan, nothing due to change. */
export const NO_SUBSCRIPTION = {
  status: 'none',
  tier: 'starter',
  cancelAtPeriodEnd: false,
  cancelAt: null,
  downgradeAtPeriodEnd: false,
  downgradeTo: null,
  periodEnd: null,
  paymentDueBy: null,
  extraSubscriptions: 0,
} as const satisfies SubscriptionState;

/**
 * Free access (a whitelisted owner's team): the top plan, nothing scheduled,
 * whatever the payment provider says about subscriptions the team may still have.
 */
export const FREE_ACCESS_SUBSCRIPTION = {
  ...NO_SUBSCRIPTION,
  status: 'active',
  tier: TIERS[TIERS.length - 1],
} as const satisfies SubscriptionState;
