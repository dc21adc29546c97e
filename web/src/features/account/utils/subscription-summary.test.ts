import { NO_SUBSCRIPTION, apiSubscription } from '@listkeep/common/src/subscription';
import { describe, expect, it } from 'vitest';
import { subscriptionSummary } from './subscription-summary';

const at = (iso: string) => ({ seconds: Date.parse(iso) / 1000, nanoseconds: 0 });

describe('subscriptionSummary', () => {
  it('says a free plan is free, with nothing to manage', () => {
    expect(subscriptionSummary({ ...apiSubscription(NO_SUBSCRIPTION) })).toEqual({
      planName: 'Starter',
      status: 'Free plan',
      banner: null,
      billed: false,
      managed: false,
    });
  });

  it('names the renewal date of an active plan', () => {
    const summary = subscriptionSummary({
      ...apiSubscription(NO_SUBSCRIPTION),
      status: 'active',
      tier: 'solo',
      periodEnd: at('2026-12-24T12:00:00Z'),
    });
    expect(summary).toMatchObject({ planName: 'Core', status: '$9/mo, renews on December 24, 2026', billed: true });
  });

  it('shows a banner for a scheduled cancellation and one for a scheduled downgrade, with their dates', () => {
    const ending = subscriptionSummary({
      ...apiSubscription(NO_SUBSCRIPTION),
      status: 'active',
      tier: 'team',
      cancelAtPeriodEnd: true,
      cancelAt: at('2026-12-24T12:00:00Z'),
      periodEnd: at('2026-12-24T12:00:00Z'),
    });
    expect(ending.banner).toBe(
      'Your Group plan is cancelled and ends on December 24, 2026. You keep its features until then.',
    );
    const downgrading = subscriptionSummary({
      ...apiSubscription(NO_SUBSCRIPTION),
      status: 'active',
      tier: 'business',
      downgradeAtPeriodEnd: true,
      downgradeTo: 'solo',
      periodEnd: at('2027-01-05T12:00:00Z'),
    });
    expect(downgrading.banner).toBe('Your plan changes from Scale to Core on January 5, 2027.');
  });

  it('does not say a plan renews when it is cancelled or moves to a smaller one at the period end', () => {
    const base = {
      ...apiSubscription(NO_SUBSCRIPTION),
      status: 'active',
      periodEnd: at('2026-12-24T12:00:00Z'),
    } as const;
    const ending = subscriptionSummary({ ...base, tier: 'team', cancelAtPeriodEnd: true, cancelAt: null });
    expect(ending.status).toBe('$25/mo, ends on December 24, 2026');
    const moving = subscriptionSummary({ ...base, tier: 'business', downgradeAtPeriodEnd: true, downgradeTo: 'solo' });
    expect(moving.status).toBe('$99/mo, moves to Core on December 24, 2026');
    for (const summary of [ending, moving]) expect(summary.status).not.toContain('renews');
  });

  it('names a trial and the day it ends', () => {
    const summary = subscriptionSummary({
      ...apiSubscription(NO_SUBSCRIPTION),
      status: 'trialing',
      tier: 'solo',
      periodEnd: at('2026-12-13T12:00:00Z'),
    });
    expect(summary).toMatchObject({ planName: 'Core', status: 'Core trial, ends on December 13, 2026', billed: true });
  });

  it('keeps the plan of a failed renewal and says by when to fix the card', () => {
    const summary = subscriptionSummary({
      ...apiSubscription(NO_SUBSCRIPTION),
      status: 'past_due',
      tier: 'solo',
      periodEnd: at('2027-01-29T12:00:00Z'),
      paymentDueBy: at('2026-12-13T12:00:00Z'),
    });
    expect(summary).toMatchObject({
      planName: 'Core',
      status: 'Payment failed: update your card by December 13, 2026 to keep the plan',
      managed: true,
    });
  });

  it('says a paused plan is on Starter until resumed in the portal, which it can open', () => {
    expect(subscriptionSummary({ ...apiSubscription(NO_SUBSCRIPTION), status: 'paused' })).toEqual({
      planName: 'Starter',
      status: 'Paused: on the Starter plan until you resume it in the billing portal',
      banner: null,
      billed: false,
      managed: true,
    });
  });

  it('says a first payment not finished gives no plan yet', () => {
    expect(subscriptionSummary({ ...apiSubscription(NO_SUBSCRIPTION), status: 'incomplete' })).toMatchObject({
      planName: 'Starter',
      status: 'Payment not finished: on the Starter plan',
      managed: false,
    });
  });

  it('shows the free plan once retries are given up, the first payment expired, or the plan cancelled', () => {
    for (const status of ['unpaid', 'incomplete_expired', 'canceled'] as const) {
      expect(subscriptionSummary({ ...apiSubscription(NO_SUBSCRIPTION), status })).toEqual({
        planName: 'Starter',
        status: 'Free plan',
        banner: null,
        billed: false,
        managed: false,
      });
    }
  });
});
