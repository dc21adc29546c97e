/**
 * The money paths where production differs from a happy run: failed
 * renewals, trials, pauses, every status Stripe may report, a team that
 * ends up with two subscriptions, free access for a payer, and the
 * webhook's odd bodies, repeats and reordering. Driven through the real
 * Stripe SDK and the Stripe stand-in's own controls.
 */
import {
  BILLING_MESSAGES,
  FREE_ACCESS_SUBSCRIPTION,
  PAYMENT_RETRY_DAYS,
  PLANS,
  cutoffDateText,
  type Tier,
} from '@listkeep/common';
import Stripe from 'stripe';
import type { SubscriptionStatus } from '../dev/stripe-stand-in/ledger';
import { afterEach, describe, expect, it } from 'vitest';
import { BILLING_EVENT_TYPES } from '../src/domain/billing/billing';
import { checkoutUrl, press, subscribe } from './support/billing';
import { call, errorOf, ok } from './support/client';
import { owner, type Owner } from './support/fixtures';
import { mailsTo } from './support/mail';
import { stripeStandIn, TEST_WEBHOOK_SECRET, webhookUrl } from './support/served-api';
import { teamDoc, testStore } from './support/store';

const signer = new Stripe('sk_test_signer');
const DAY_S = 86_400;

const priceOf = (tier: Tier) => stripeStandIn().ledger.prices.find((p) => p.nickname === PLANS[tier].name)!.id;
const customerOf = async (user: Owner) => (await teamDoc(user.teamID)).billingCustomerID!;
const profileSubscription = async (user: Owner) => ok(await call('getUserData', {}, { as: user })).subscription;
const subscriptionsOf = (customer: string) =>
  stripeStandIn()
    .ledger.subscriptions.filter((s) => s.customer === customer)
    .sort((a, b) => b.created - a.created);
const portal = async (user: Owner) => ok(await call('createCheckoutSession', {}, { as: user })).url;

async function paying(tier: Tier) {
  const user = await owner();
  await subscribe(user, tier);
  const customer = await customerOf(user);
  return { user, customer, sub: subscriptionsOf(customer)[0] };
}

function postEvent(payload: string, signature?: string) {
  return fetch(webhookUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature !== undefined && { 'stripe-signature': signature }) },
    body: payload,
  });
}
const signed = (payload: string, timestamp?: number) =>
  signer.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET, timestamp });

let events = 0;
/** An event as Stripe would send it about the customer, whose object is of the kind its type names. */
function eventAbout(customer: string, type: string): string {
  events += 1;
  const kind = type.split('.').slice(0, -1).join('.');
  const object =
    kind === 'customer'
      ? { object: 'customer', id: customer }
      : { object: kind.replace(/^customer\./, ''), id: `obj_${events}`, customer };
  return JSON.stringify({ id: `evt_test_${Date.now()}_${events}`, object: 'event', type, data: { object } });
}

/** The owner's mails about a failed payment, waiting up to 5 s for at least `atLeast` of them. */
async function paymentMails(user: Owner, atLeast = 0) {
  const until = Date.now() + 5000;
  for (;;) {
    const found = (await mailsTo(user.email, 0, 0)).filter((mail) => mail.subject.includes('payment'));
    if (found.length >= atLeast || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const posted = async (body: string) => (await postEvent(body, signed(body))).status;

afterEach(() => {
  stripeStandIn().setDelivery({ duplicate: false, reorder: false });
});

describe('a renewal whose payment fails', () => {
  it('keeps the plan, mails the owner once, and is whole again when a retry pays', async () => {
    const { user, sub } = await paying('core');
    await stripeStandIn().act(sub.id, 'fail-renewal');

    const failing = await profileSubscription(user);
    expect(failing).toMatchObject({ status: 'past_due', tier: 'solo' });
    const renewedAt = subscriptionsOf(sub.customer)[0].current_period_start;
    expect(failing.paymentDueBy?.seconds).toBe(renewedAt + PAYMENT_RETRY_DAYS * DAY_S);
    // Core's limits still hold: a second list fits.
    ok(await call('createNewsletter', { teamID: user.teamID, newsletterName: 'Second' }, { as: user }));

    const [mail] = await paymentMails(user, 1);
    const dueBy = cutoffDateText(new Date(failing.paymentDueBy!.seconds * 1000));
    expect(mail.text).toContain(BILLING_MESSAGES.paymentFailed(dueBy, 'Core'));
    expect(mail.text).toContain('/account');

    // Stripe tells of the same failure again (another event about it): no second mail.
    expect(await posted(eventAbout(sub.customer, 'invoice.payment_failed'))).toBe(200);
    await stripeStandIn().act(sub.id, 'retry-payment');
    expect(await profileSubscription(user)).toMatchObject({ status: 'active', tier: 'solo', paymentDueBy: null });
    expect(await paymentMails(user)).toHaveLength(1);
  });

  it('ends the plan when Stripe stops retrying and leaves it unpaid', async () => {
    const { user, sub } = await paying('core');
    ok(await call('createNewsletter', { teamID: user.teamID, newsletterName: 'Second' }, { as: user }));
    await stripeStandIn().act(sub.id, 'fail-renewal');
    await stripeStandIn().act(sub.id, 'give-up');
    expect(await profileSubscription(user)).toMatchObject({ status: 'unpaid', tier: 'free', paymentDueBy: null });
    const third = await call('createNewsletter', { teamID: user.teamID, newsletterName: 'Third' }, { as: user });
    expect(third.status).toBe(402);
  });
});

describe('trials and pauses', () => {
  it('gives the plan during a trial, takes it away while paused, and back when resumed', async () => {
    const user = await owner();
    await checkoutUrl(user, 'group'); // makes the team's customer
    const customer = await customerOf(user);
    await stripeStandIn().startTrial(customer, priceOf('group'));
    const trial = await profileSubscription(user);
    const [sub] = subscriptionsOf(customer);
    expect(trial).toMatchObject({ status: 'trialing', tier: 'team' });
    expect(trial.periodEnd?.seconds).toBe(sub.trial_end);

    await stripeStandIn().act(sub.id, 'pause');
    expect(await profileSubscription(user)).toMatchObject({ status: 'paused', tier: 'free' });
    await stripeStandIn().act(sub.id, 'resume');
    expect(await profileSubscription(user)).toMatchObject({ status: 'active', tier: 'team' });
  });
});

describe('every status Stripe may report', () => {
  it('grants the plan while active, trialing or past due, and never otherwise', async () => {
    const { user, sub } = await paying('group');
    const expected: [SubscriptionStatus, Tier][] = [
      ['incomplete', 'starter'],
      ['trialing', 'group'],
      ['incomplete_expired', 'starter'],
      ['past_due', 'group'],
      ['paused', 'starter'],
      ['active', 'group'],
      ['unpaid', 'starter'],
      ['canceled', 'starter'],
    ];
    for (const [status, tier] of expected) {
      // Stripe moved the subscription on; its event says only "look again".
      const stored = stripeStandIn().ledger.subscriptions.find((s) => s.id === sub.id)!;
      stored.status = status;
      expect([status, await posted(eventAbout(sub.customer, 'customer.subscription.updated'))]).toEqual([status, 200]);
      expect([status, (await teamDoc(user.teamID)).subscription.tier]).toEqual([status, tier]);
    }
  });

  it('reads the customer again on each of the event types it handles', async () => {
    const { user, sub } = await paying('core');
    const tiers: Tier[] = ['group', 'core'];
    let turn = 0;
    for (const type of BILLING_EVENT_TYPES) {
      const tier = tiers[turn++ % 2];
      stripeStandIn().ledger.subscriptions.find((s) => s.id === sub.id)!.price = priceOf(tier);
      const body = eventAbout(sub.customer, type);
      const answer = await postEvent(body, signed(body));
      expect([type, await answer.json()]).toEqual([type, { received: true, outcome: 'applied' }]);
      expect([type, (await teamDoc(user.teamID)).subscription.tier]).toEqual([type, tier]);
    }
  });
});

describe('one team, one subscription', () => {
  it('leaves only the newest checkout payable', async () => {
    const user = await owner();
    const first = await checkoutUrl(user, 'core');
    const second = await checkoutUrl(user, 'group');
    // Paying the older one, left open in another tab, makes nothing.
    await fetch(`${first}/pay`, { method: 'POST', redirect: 'manual' });
    const customer = await customerOf(user);
    expect(subscriptionsOf(customer)).toHaveLength(0);
    expect(await (await fetch(first)).text()).toContain('expired');

    await press(second, 'pay');
    expect(subscriptionsOf(customer)).toHaveLength(1);
    expect(await profileSubscription(user)).toMatchObject({ status: 'active', tier: 'team' });
  });

  it('sends a team that pays at Stripe to the portal, even before the store has heard of it', async () => {
    const { user } = await paying('core');
    await testStore()
      .doc(`teams/${user.teamID}`)
      .update({ subscription: { ...FREE_ACCESS_SUBSCRIPTION, status: 'none', tier: 'starter' } });
    const url = await checkoutUrl(user, 'group');
    expect(url.startsWith(`${stripeStandIn().url}/portal/`)).toBe(true);
  });

  it('takes the plan of the newest of two subscriptions and tells the owner to cancel the other', async () => {
    const { user, customer, sub } = await paying('scale');
    // Made a minute before the second (Stripe's times are in seconds).
    sub.created -= 60;
    // A second subscription made at Stripe all the same (its dashboard, another integration).
    const direct = new Stripe('sk_test_direct', standInHost());
    const session = await direct.checkout.sessions.create({
      mode: 'subscription',
      customer,
      line_items: [{ price: priceOf('core'), quantity: 1 }],
      success_url: 'http://127.0.0.1/done',
      cancel_url: 'http://127.0.0.1/cancel',
    });
    await press(session.url!, 'pay');
    expect(await profileSubscription(user)).toMatchObject({ tier: 'solo', extraSubscriptions: 1 });
    // The same whatever order Stripe lists them in.
    stripeStandIn().ledger.subscriptions.reverse();
    expect(await posted(eventAbout(customer, 'customer.subscription.updated'))).toBe(200);
    expect(await profileSubscription(user)).toMatchObject({ tier: 'solo', extraSubscriptions: 1 });

    const [newest] = subscriptionsOf(customer);
    await stripeStandIn().act(newest.id, 'cancel-now');
    expect(await profileSubscription(user)).toMatchObject({ tier: 'business', extraSubscriptions: 0 });
  });
});

describe('free access', () => {
  it('keeps a whitelisted payer on free access when the old subscription ends', async () => {
    const { user, sub } = await paying('core');
    await testStore().doc(`users/${user.uid}`).update({ whitelisted: true });
    await testStore()
      .doc(`teams/${user.teamID}`)
      .update({ subscription: { ...FREE_ACCESS_SUBSCRIPTION } });

    // The old subscription still runs: the team keeps free access and is told to cancel it.
    await stripeStandIn().act(sub.id, 'end-period');
    expect(await profileSubscription(user)).toMatchObject({ tier: 'business', extraSubscriptions: 1 });

    const again = await call('createCheckoutSession', { subscriptionTier: 'team' }, { as: user });
    expect([again.status, errorOf(again).message]).toEqual([409, BILLING_MESSAGES.freeAccessNoPlan]);
    const portalUrl = await portal(user);
    await press(portalUrl, 'cancel');
    await press(portalUrl, 'end-period');

    expect(await profileSubscription(user)).toMatchObject({ tier: 'business', extraSubscriptions: 0 });
    for (const name of ['Second', 'Third', 'Fourth', 'Fifth']) {
      ok(await call('createNewsletter', { teamID: user.teamID, newsletterName: name }, { as: user }));
    }
  });
});

describe('the webhook’s bodies', () => {
  it('refuses any signed body that is not one event with an id, and stores nothing for it', async () => {
    const { user, customer } = await paying('core');
    const stored = async () =>
      (await testStore().collection('billingEvents').where('teamID', '==', user.teamID).get()).size;
    const before = await stored();
    const updated = JSON.parse(eventAbout(customer, 'customer.subscription.updated')) as Record<string, unknown>;
    const { id: _id, ...withoutID } = updated;
    for (const body of [
      '[]',
      '{}',
      'null',
      '42',
      '"evt_1"',
      JSON.stringify([updated]),
      JSON.stringify(withoutID),
      JSON.stringify({ ...updated, id: 7 }),
      JSON.stringify({ ...updated, id: '' }),
      JSON.stringify({ ...updated, id: 'evt_a/b' }),
      JSON.stringify({ ...updated, data: null }),
    ]) {
      const answer = await postEvent(body, signed(body));
      expect([body, answer.status]).toEqual([body, 400]);
      expect((await answer.json()) as unknown).toMatchObject({ error: { code: 'invalid-argument' } });
    }
    expect((await testStore().doc('billingEvents/undefined').get()).exists).toBe(false);
    expect(await stored()).toBe(before);
  });

  it('refuses a signature dated beyond the tolerance in the future, as one in the past', async () => {
    const { customer } = await paying('core');
    const now = Math.floor(Date.now() / 1000);
    const body = eventAbout(customer, 'customer.subscription.updated');
    expect((await postEvent(body, signed(body, now + 600))).status).toBe(400);
    expect((await postEvent(body, signed(body, now - 600))).status).toBe(400);
    expect((await postEvent(body, signed(body, now + 60))).status).toBe(200);
  });
});

describe('delivery as Stripe does it', () => {
  it('ends in Stripe’s state, with one mail, when every event comes twice and out of order', async () => {
    stripeStandIn().setDelivery({ duplicate: true, reorder: true });
    const { user, sub } = await paying('group');
    expect(await profileSubscription(user)).toMatchObject({ status: 'active', tier: 'team' });

    await stripeStandIn().act(sub.id, 'fail-renewal');
    expect(await profileSubscription(user)).toMatchObject({ status: 'past_due', tier: 'team' });
    await stripeStandIn().act(sub.id, 'retry-payment');
    await stripeStandIn().act(sub.id, 'pause');
    await stripeStandIn().retriesDone();
    expect(await profileSubscription(user)).toMatchObject({ status: 'paused', tier: 'free' });
    expect(await paymentMails(user, 1)).toHaveLength(1);
  });
});

function standInHost(): Stripe.StripeConfig {
  const url = new URL(stripeStandIn().url);
  return { host: url.hostname, port: Number(url.port), protocol: 'http' };
}
