/** Paying through the Stripe stand-in's pages, as a person would in a browser. */
import { apiTier, type Tier } from '@listkeep/common';
import { call, ok } from './client';
import { press } from './hosted-form';

export { press } from './hosted-form';

export async function checkoutUrl(user: { idToken: string }, tier: Tier): Promise<string> {
  return ok(await call('createCheckoutSession', { subscriptionTier: apiTier(tier) }, { as: user })).url;
}

/** Subscribes the user's own team to `tier` on the checkout page; answers where Stripe sends them back. */
export async function subscribe(user: { idToken: string }, tier: Tier): Promise<string> {
  return press(await checkoutUrl(user, tier), 'pay');
}
