import type { Tier } from '@listkeep/common/src/tiers';
import { api } from '@/lib/api';

export function createCheckoutSession(subscriptionTier: Tier) {
  return api.call('createCheckoutSession', { subscriptionTier });
}
