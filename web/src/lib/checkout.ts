import { apiTier, type Tier } from '@listkeep/common/src/tiers';
import { useMutation } from '@tanstack/react-query';
import { api } from './api';
import type { MutationConfig } from './mutation';

/**
 * Stripe Checkout for a first paid plan, or the billing portal for a subscriber
 * (or with no tier); either comes back to `returnTo`, else to the account page.
 */
export function createCheckoutSession({ tier, returnTo }: { tier?: Tier; returnTo?: string }) {
  return api.call('createCheckoutSession', {
    ...(tier && { subscriptionTier: apiTier(tier) }),
    ...(returnTo && { returnTo }),
  });
}

/** Opening a checkout changes nothing the app has cached; the plan changes when the payment provider reports back. */
export const useCreateCheckoutSession = (config?: MutationConfig<typeof createCheckoutSession>) =>
  useMutation({ ...config, mutationFn: createCheckoutSession });
