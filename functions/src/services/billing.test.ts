import { PAYMENT_RETRY_DAYS, type PaidTier } from '@listkeep/common';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stateOfSubscriptions } from './billing';

const DAY_S = 86_400;
const PRICES: Record<string, PaidTier> = { price_core: 'core', price_group: 'group', price_scale: 'scale' };
const tierOf = (price: string | { id: string } | null | undefined) =>
  PRICES[typeof price === 'string' ? price : (price?.id ?? '')] ?? null;

let made = 0;
/** A subscription as the SDK hands it over, with only what the state reads. */
function sub(status: Stripe.Subscription.Status, price: string, created: number): Stripe.Subscription {
  made += 1;
  const start = 1_800_000_000;
  return {
    id: `sub_${made}`,
    status,
    created,
    cancel_at: null,
    cancel_at_period_end: false,
    schedule: null,
    items: {
      data: [{ price: { id: price }, current_period_start: start, current_period_end: start + 30 * DAY_S }],
    },
  } as unknown as Stripe.Subscription;
}

describe('the plan read from a customer’s subscriptions', () => {
  it('gives the plan under the statuses that pay, and the free plan with the status under the others', () => {
    const expected: [Stripe.Subscription.Status, string][] = [
      ['active', 'core'],
      ['trialing', 'core'],
      ['past_due', 'core'],
      ['unpaid', 'starter'],
      ['incomplete', 'starter'],
      ['incomplete_expired', 'starter'],
      ['paused', 'starter'],
      ['canceled', 'starter'],
    ];
    for (const [status, tier] of expected) {
      expect(stateOfSubscriptions([sub(status, 'price_core', 100)], tierOf)).toMatchObject({ status, tier });
    }
    expect(stateOfSubscriptions([], tierOf)).toMatchObject({ status: 'none', tier: 'starter' });
  });

  it('names the last day to fix a failed renewal: the renewal plus the retry window', () => {
    const failed = sub('past_due', 'price_group', 100);
    const state = stateOfSubscriptions([failed], tierOf);
    expect(state.paymentDueBy).toBe((1_800_000_000 + PAYMENT_RETRY_DAYS * DAY_S) * 1000);
    expect(stateOfSubscriptions([sub('active', 'price_group', 100)], tierOf).paymentDueBy).toBeNull();
  });

  it('takes the plan of the newest paying subscription whatever the order, and counts the others', () => {
    const older = sub('active', 'price_scale', 100);
    const newer = sub('active', 'price_core', 200);
    const ended = sub('canceled', 'price_group', 300);
    for (const order of [
      [older, newer, ended],
      [ended, newer, older],
      [newer, ended, older],
    ]) {
      expect(stateOfSubscriptions(order, tierOf)).toMatchObject({ tier: 'core', extraSubscriptions: 1 });
    }
  });

  it('keeps a paying plan when a newer subscription is not paid yet', () => {
    const paying = sub('active', 'price_group', 100);
    const unfinished = sub('incomplete', 'price_scale', 200);
    expect(stateOfSubscriptions([unfinished, paying], tierOf)).toMatchObject({
      status: 'active',
      tier: 'group',
      extraSubscriptions: 0,
    });
  });
});
