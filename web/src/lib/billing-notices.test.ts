import { NO_SUBSCRIPTION, apiSubscription } from '@listkeep/common/src/subscription';
import { describe, expect, it } from 'vitest';
import { billingNotices } from './billing-notices';

// Midday UTC: the same calendar day in any time zone the tests run in.
const at = (iso: string) => ({ seconds: Date.parse(iso) / 1000, nanoseconds: 0 });

const pastDue = {
  ...apiSubscription(NO_SUBSCRIPTION),
  status: 'past_due',
  tier: 'solo',
  paymentDueBy: at('2026-12-13T12:00:00Z'),
} as const;

describe('billingNotices', () => {
  it('says nothing for a plan in order, paid or free', () => {
    expect(billingNotices({ ...apiSubscription(NO_SUBSCRIPTION) }, false)).toEqual([]);
    expect(billingNotices({ ...apiSubscription(NO_SUBSCRIPTION), status: 'active', tier: 'team' }, false)).toEqual([]);
    expect(billingNotices(undefined, false)).toEqual([]);
  });

  it('tells the owner of a failed renewal the last day to fix the card and the plan at stake', () => {
    expect(billingNotices(pastDue, false)).toEqual([
      {
        kind: 'payment-failed',
        text: 'Your last payment failed. Update your card in the billing portal by December 13, 2026 to keep the Core plan.',
      },
    ]);
  });

  it('says nothing of a failed payment once the retries are over: the plan has ended', () => {
    for (const status of ['unpaid', 'canceled', 'incomplete_expired'] as const) {
      expect(billingNotices({ ...pastDue, status, tier: 'free', paymentDueBy: null }, false)).toEqual([]);
    }
  });

  it('asks to cancel the subscriptions paid beyond the one that counts, one or several', () => {
    const one = billingNotices(
      { ...apiSubscription(NO_SUBSCRIPTION), status: 'active', tier: 'solo', extraSubscriptions: 1 },
      false,
    );
    expect(one).toEqual([
      {
        kind: 'extra-subscriptions',
        text: 'You are paying for 2 subscriptions for this team, and only one counts. Cancel the other in the billing portal.',
      },
    ]);
    const two = billingNotices(
      { ...apiSubscription(NO_SUBSCRIPTION), status: 'active', tier: 'solo', extraSubscriptions: 2 },
      false,
    );
    expect(two[0].text).toBe(
      'You are paying for 3 subscriptions for this team, and only one counts. Cancel the others in the billing portal.',
    );
  });

  it('shows a failed renewal and extra subscriptions together', () => {
    expect(billingNotices({ ...pastDue, extraSubscriptions: 1 }, false).map((n) => n.kind)).toEqual([
      'payment-failed',
      'extra-subscriptions',
    ]);
  });

  it('with free access, asks only to cancel what is still paid, a failing payment included', () => {
    expect(billingNotices({ ...pastDue, extraSubscriptions: 1 }, true)).toEqual([
      {
        kind: 'extra-subscriptions',
        text: 'Your account has free access, but a paid subscription is still running. Cancel it in the billing portal.',
      },
    ]);
    expect(
      billingNotices(
        { ...apiSubscription(NO_SUBSCRIPTION), status: 'active', tier: 'business', extraSubscriptions: 2 },
        true,
      ),
    ).toEqual([
      {
        kind: 'extra-subscriptions',
        text: 'Your account has free access, but 2 paid subscriptions are still running. Cancel them in the billing portal.',
      },
    ]);
  });

  it('takes a profile stored before the count of extra subscriptions existed', () => {
    const { extraSubscriptions: _, ...older } = {
      ...apiSubscription(NO_SUBSCRIPTION),
      status: 'active',
      tier: 'solo',
    } as const;
    expect(billingNotices(older as never, false)).toEqual([]);
  });
});
