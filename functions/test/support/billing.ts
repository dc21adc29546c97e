/** Paying through the Stripe stand-in's pages, as a person would in a browser. */
import type { Tier } from '@listkeep/common';
import { expect } from 'vitest';
import { call, ok } from './client';

/** Clicks a button of a stand-in page: its forms post, then redirect as Stripe's pages do. */
export async function press(pageUrl: string, action: string, form: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${pageUrl}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

export async function checkoutUrl(user: { idToken: string }, tier: Tier): Promise<string> {
  return ok(await call('createCheckoutSession', { subscriptionTier: tier }, { as: user })).url;
}

/** Subscribes the user's own team to `tier` on the checkout page; answers where Stripe sends them back. */
export async function subscribe(user: { idToken: string }, tier: Tier): Promise<string> {
  return press(await checkoutUrl(user, tier), 'pay');
}
