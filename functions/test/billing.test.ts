/**
 * Paid plans end to end through the real Stripe SDK and the Stripe stand-in
 * (docs/product.md §4 Pricing buttons, §7): checkout, the billing portal,
 * and the webhook, whose events are pointers to the customer's state.
 */
import {
  BILLING_MESSAGES,
  NO_SUBSCRIPTION,
  PLANS,
  RETURN_PATH_MESSAGE,
  type ApiTier,
  type Tier,
} from '@listkeep/common';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { TeamDoc } from '../src/domain/docs';
import { checkoutUrl, press, subscribe } from './support/billing';
import { call, errorOf, ok } from './support/client';
import { newUser, owner, type Owner } from './support/fixtures';
import { stripeStandIn, TEST_WEBHOOK_SECRET, webhookUrl, webOrigin } from './support/served-api';
import { teamDoc, testStore } from './support/store';

const signer = new Stripe('sk_test_signer');

const priceOf = (tier: Tier) => stripeStandIn().ledger.prices.find((p) => p.nickname === PLANS[tier].name)!.id;
const customerOf = async (user: Owner) => (await teamDoc(user.teamID)).billingCustomerID!;
const profileSubscription = async (user: Owner) => ok(await call('getUserData', {}, { as: user })).subscription;

async function portal(user: Owner): Promise<string> {
  return ok(await call('createCheckoutSession', {}, { as: user })).url;
}

function postEvent(payload: string, signature?: string) {
  return fetch(webhookUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature !== undefined && { 'stripe-signature': signature }) },
    body: payload,
  });
}
const signed = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? TEST_WEBHOOK_SECRET, ...options });

const eventsOf = (customer: string) => stripeStandIn().ledger.events.filter((e) => e.customer === customer);

/** Forgets what the webhook did for the team, as if no event had arrived yet. */
async function forgetBilling(teamID: string): Promise<void> {
  const store = testStore();
  const seen = await store.collection('billingEvents').where('teamID', '==', teamID).get();
  for (const doc of seen.docs) await store.doc(doc.path).delete();
  await store.doc<TeamDoc>(`teams/${teamID}`).update({ subscription: { ...NO_SUBSCRIPTION } });
}

describe('checkout', () => {
  it('takes a free user to a checkout page whose Pay puts the team on the plan', async () => {
    const user = await owner();
    const url = await checkoutUrl(user, 'core');
    expect(url.startsWith(`${stripeStandIn().url}/checkout/`)).toBe(true);
    const page = await (await fetch(url)).text();
    expect(page).toContain('Subscribe to Listkeep Core');
    expect(page).toContain('$9');

    expect(await press(url, 'pay')).toBe(`${webOrigin()}/account?source=checkout`);
    expect(await profileSubscription(user)).toMatchObject({ status: 'active', tier: 'solo', cancelAtPeriodEnd: false });
    const dashboard = ok(await call('getDashboardData', { teamID: user.teamID }, { as: user }));
    expect(dashboard.team.subscription.tier).toBe('solo');
    // Core's limits are in force: two more lists fit, a fourth does not.
    for (const name of ['Second', 'Third']) {
      ok(await call('createNewsletter', { teamID: user.teamID, newsletterName: name }, { as: user }));
    }
    const fourth = await call('createNewsletter', { teamID: user.teamID, newsletterName: 'Fourth' }, { as: user });
    expect(fourth.status).toBe(402);
    expect(PLANS.core.maxLists).toBe(3);
  });

  it('leaves the plan as it was when the checkout is cancelled', async () => {
    const user = await owner();
    expect(await press(await checkoutUrl(user, 'group'), 'cancel')).toBe(`${webOrigin()}/pricing`);
    expect(await profileSubscription(user)).toMatchObject({ status: 'none', tier: 'free' });
  });

  it('comes back to the page it was opened from, paid or cancelled', async () => {
    const user = await owner();
    const returnTo = '/dashboard?tab=subscribers&newsletterID=abc_123';
    const open = async () =>
      ok(await call('createCheckoutSession', { subscriptionTier: 'team', returnTo }, { as: user })).url;
    expect(await press(await open(), 'cancel')).toBe(`${webOrigin()}${returnTo}`);
    expect(await press(await open(), 'pay')).toBe(`${webOrigin()}${returnTo}&source=checkout`);
    expect(await profileSubscription(user)).toMatchObject({ status: 'active', tier: 'team' });
    // A subscriber's choice opens the portal, whose way back is the same page.
    const portalUrl = ok(await call('createCheckoutSession', { subscriptionTier: 'business', returnTo }, { as: user }));
    const portalPage = await (await fetch(portalUrl.url)).text();
    expect(portalPage).toContain(`${webOrigin()}${returnTo}`.replaceAll('&', '&amp;'));
  });

  it('refuses a way back that is not a page of the app', async () => {
    const user = await owner();
    for (const returnTo of [
      'https://elsewhere.example/dashboard',
      '//elsewhere.example/dashboard',
      'dashboard',
      '/link/sub',
      '/dashboard/../link',
      '/dashboard?next=https://elsewhere.example',
      '/dashboard?tab=subscribers&tab=emails',
      '/dashboard?tab=<b>',
      '/account#top',
      `/dashboard?tab=${'a'.repeat(300)}`,
    ]) {
      const answer = await call('createCheckoutSession', { subscriptionTier: 'solo', returnTo }, { as: user });
      expect([returnTo, answer.status, errorOf(answer).message]).toEqual([
        returnTo,
        400,
        expect.stringContaining(RETURN_PATH_MESSAGE),
      ]);
    }
    // Nothing was opened for those: the team has no customer yet.
    expect(await teamDoc(user.teamID)).not.toHaveProperty('billingCustomerID');
  });

  it('creates one customer for a team however many checkouts start at once', async () => {
    const user = await owner();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('createCheckoutSession', { subscriptionTier: 'solo' }, { as: user })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const customers = stripeStandIn().ledger.customers.filter((c) => c.metadata.teamID === user.teamID);
    expect(customers).toHaveLength(1);
    expect(await customerOf(user)).toBe(customers[0].id);
    expect(customers[0].email).toBe(user.email);
  });

  it('refuses what there is nothing to pay for', async () => {
    const user = await owner();
    const free = await call('createCheckoutSession', { subscriptionTier: 'free' }, { as: user });
    expect([free.status, errorOf(free).message]).toEqual([409, 'The Starter plan is free: there is nothing to pay.']);
    const manage = await call('createCheckoutSession', {}, { as: user });
    expect(manage.status).toBe(409);
    expect(errorOf(manage).message).toContain('choose a plan on the pricing page');
    const unknown = await call('createCheckoutSession', { subscriptionTier: 'platinum' as ApiTier }, { as: user });
    expect(unknown.status).toBe(400);
    // The API speaks its own tier ids only: the code's name for Core is not one of them.
    const codeID = await call('createCheckoutSession', { subscriptionTier: 'core' as ApiTier }, { as: user });
    expect(codeID.status).toBe(400);
    expect(errorOf(codeID).message).toContain('free, solo, team, business');

    const whitelisted = await newUser();
    await testStore().doc(`users/${whitelisted.uid}`).update({ whitelisted: true });
    const answer = await call('createCheckoutSession', { subscriptionTier: 'team' }, { as: whitelisted });
    expect([answer.status, errorOf(answer).message]).toEqual([409, BILLING_MESSAGES.freeAccessNoPlan]);
    expect(await call('createCheckoutSession', { subscriptionTier: 'team' })).toMatchObject({ status: 403 });
  });
});

describe('the billing portal', () => {
  it('upgrades at once, and schedules a downgrade or a cancellation for the end of the period', async () => {
    const user = await owner();
    await subscribe(user, 'core');
    // A subscriber choosing another plan goes to the portal, not to a second checkout.
    const url = ok(await call('createCheckoutSession', { subscriptionTier: 'team' }, { as: user })).url;
    expect(url.startsWith(`${stripeStandIn().url}/portal/`)).toBe(true);
    expect(await (await fetch(url)).text()).toContain('Update Plan');

    await press(url, 'update', { price: priceOf('group') });
    expect(await profileSubscription(user)).toMatchObject({ tier: 'team', downgradeAtPeriodEnd: false });

    await press(await portal(user), 'update', { price: priceOf('core') });
    const downgrading = await profileSubscription(user);
    expect(downgrading).toMatchObject({ tier: 'team', downgradeAtPeriodEnd: true, downgradeTo: 'solo' });
    expect(downgrading.periodEnd!.seconds).toBeGreaterThan(Date.now() / 1000 + 25 * 86_400);

    await press(await portal(user), 'cancel');
    const cancelling = await profileSubscription(user);
    expect(cancelling).toMatchObject({ tier: 'team', cancelAtPeriodEnd: true, downgradeAtPeriodEnd: false });
    expect(cancelling.cancelAt!.seconds).toBe(downgrading.periodEnd!.seconds);

    await press(await portal(user), 'end-period');
    expect(await profileSubscription(user)).toMatchObject({ status: 'canceled', tier: 'free', cancelAt: null });
  });

  it('applies a scheduled downgrade when the period ends', async () => {
    const user = await owner();
    await subscribe(user, 'scale');
    await press(await portal(user), 'update', { price: priceOf('group') });
    expect(await profileSubscription(user)).toMatchObject({ tier: 'business', downgradeTo: 'team' });
    await press(await portal(user), 'end-period');
    expect(await profileSubscription(user)).toMatchObject({ status: 'active', tier: 'team', downgradeTo: null });
  });
});

describe('the webhook', () => {
  /** A team whose Stripe state moved on (an upgrade) while its webhook calls were lost. */
  async function teamWithUndeliveredChange() {
    const user = await owner();
    await subscribe(user, 'core');
    const customer = await customerOf(user);
    const [created] = eventsOf(customer);
    const sub = stripeStandIn().ledger.subscriptions.find((s) => s.customer === customer)!;
    sub.price = priceOf('scale');
    // The event Stripe would have sent about it: another id, the same customer.
    const lost = { ...JSON.parse(created.payload), id: `evt_lost_${randomUUID().replaceAll('-', '')}` };
    return { user, payload: JSON.stringify(lost) };
  }

  it('refuses a call whose signature does not hold, and changes nothing', async () => {
    const { user, payload } = await teamWithUndeliveredChange();
    const before = await teamDoc(user.teamID);
    const tampered = payload.replace('"livemode":false', '"livemode":true');
    const stale = Math.floor(Date.now() / 1000) - 600;
    const refusals = [
      await postEvent(tampered, signed(payload)),
      await postEvent(payload, signed(payload, { secret: 'whsec_someone_else' })),
      await postEvent(payload, signed(payload, { timestamp: stale })),
      await postEvent(payload),
      await postEvent(payload, 't=1,v1=abc'),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('invalid-argument');
      expect(body.error.message).not.toMatch(/at |\/work|node_modules/);
    }
    expect(await teamDoc(user.teamID)).toEqual(before);

    // The same event, signed, brings the team to what Stripe now says.
    const good = await postEvent(payload, signed(payload));
    expect(good.status).toBe(200);
    expect((await teamDoc(user.teamID)).subscription.tier).toBe('scale');
  });

  it('acknowledges event types it does not act on, and answers other methods 405', async () => {
    const payload = JSON.stringify({ id: 'evt_other', object: 'event', type: 'charge.refunded', data: { object: {} } });
    const res = await postEvent(payload, signed(payload));
    expect([res.status, await res.json()]).toEqual([200, { received: true, outcome: 'ignored' }]);
    const get = await fetch(webhookUrl());
    expect(get.status).toBe(405);
  });

  it('applies ten copies of one event, sent at once, as one change', async () => {
    const { user, payload } = await teamWithUndeliveredChange();
    const recorded = async () =>
      (await testStore().collection('billingEvents').where('teamID', '==', user.teamID).get()).size;
    const before = await recorded();
    const answers = await Promise.all(Array.from({ length: 10 }, () => postEvent(payload, signed(payload))));
    const outcomes = await Promise.all(answers.map(async (a) => ((await a.json()) as { outcome: string }).outcome));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'repeat')).toHaveLength(9);
    expect((await teamDoc(user.teamID)).subscription.tier).toBe('scale');
    expect(await recorded()).toBe(before + 1);
  });

  it('ends in the same plan whatever order the created, updated, deleted and completed events come in', async () => {
    const user = await owner();
    // An earlier Core subscription, cancelled; then Group through a second checkout.
    await subscribe(user, 'core');
    await press(await portal(user), 'cancel');
    await press(await portal(user), 'end-period');
    await subscribe(user, 'group');
    const events = eventsOf(await customerOf(user));
    const pick = (type: string) => events.filter((e) => e.type === type).at(-1)!.payload;
    const chosen = [
      pick('customer.subscription.created'),
      pick('customer.subscription.updated'),
      pick('customer.subscription.deleted'),
      pick('checkout.session.completed'),
    ];
    for (const order of permutations(chosen)) {
      await forgetBilling(user.teamID);
      for (const payload of order) expect((await postEvent(payload, signed(payload))).status).toBe(200);
      expect((await teamDoc(user.teamID)).subscription).toMatchObject({ status: 'active', tier: 'group' });
    }
  });
});

describe('deleting the account', () => {
  it('ends the subscription at Stripe, forgets the customer and leaves no event record', async () => {
    const user = await owner();
    await subscribe(user, 'group');
    const customer = await customerOf(user);
    ok(await call('deleteAccount', { confirmEmail: user.email }, { as: user }));
    const ledger = stripeStandIn().ledger;
    expect(ledger.customers.some((c) => c.id === customer)).toBe(false);
    expect(ledger.subscriptions.filter((s) => s.customer === customer).map((s) => s.status)).toEqual(['canceled']);
    const left = await testStore().collection('billingEvents').where('teamID', '==', user.teamID).get();
    expect(left.size).toBe(0);
  });
});

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}
