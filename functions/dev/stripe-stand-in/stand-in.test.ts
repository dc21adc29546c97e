/**
 * The stand-in as the product meets it: through the real `stripe` SDK, the
 * hosted pages' forms, and the signed events a webhook receives.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { press } from '../../test/support/hosted-form';
import { startStripeStandIn, type StripeStandIn } from './server';

const SECRET = 'whsec_stand_in_tests';
const PRICES = [
  { lookupKey: 'core_monthly', nickname: 'Core', unitAmount: 900 },
  { lookupKey: 'group_monthly', nickname: 'Group', unitAmount: 2900 },
];

/**
 * A webhook endpoint that checks each signature and answers with the next
 * queued answer: a status, or one that waits for the test (200 when none).
 */
class WebhookSink {
  readonly received: Stripe.Event[] = [];
  readonly answers: (number | Promise<number>)[] = [];
  private server!: Server;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const event = signer.webhooks.constructEvent(
          Buffer.concat(chunks),
          String(req.headers['stripe-signature']),
          SECRET,
        );
        this.received.push(event);
        void Promise.resolve(this.answers.shift() ?? 200).then((status) => res.writeHead(status).end());
      });
    });
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhook`;
  }

  /** What was received for the customer, in order: event type and object. */
  of(customer: string) {
    return this.received
      .filter((e) => (e.data.object as { customer?: string }).customer === customer)
      .map((e) => ({ type: e.type, object: e.data.object as unknown as Record<string, unknown>, event: e }));
  }

  close() {
    return new Promise<void>((done) => this.server.close(() => done()));
  }
}

const signer = new Stripe('sk_test_signer');
let standIn: StripeStandIn;
let stripe: Stripe;
const sink = new WebhookSink();

beforeAll(async () => {
  await sink.start();
  standIn = await startStripeStandIn({ prices: PRICES, webhook: { url: sink.url, secret: SECRET } });
  const api = new URL(standIn.url);
  stripe = new Stripe('sk_test_stand_in', {
    host: api.hostname,
    port: Number(api.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await standIn.close();
  await sink.close();
});
afterEach(() => standIn.setDelivery({ duplicate: false, reorder: false }));

const priceOf = (nickname: string) => standIn.ledger.prices.find((p) => p.nickname === nickname)!.id;

async function customer() {
  return (await stripe.customers.create({ email: 'owner@example.com', metadata: { teamID: 't1' } })).id;
}

async function checkout(customerID: string, nickname = 'Core') {
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customerID,
    line_items: [{ price: priceOf(nickname), quantity: 1 }],
    success_url: 'http://app.test/account?source=checkout',
    cancel_url: 'http://app.test/pricing',
    subscription_data: { metadata: { teamID: 't1' } },
  });
}

async function paidSubscription(customerID: string, nickname = 'Core') {
  const session = await checkout(customerID, nickname);
  await press(session.url!, 'pay');
  return (await stripe.subscriptions.list({ customer: customerID })).data[0]!;
}

async function portal(customerID: string) {
  return (await stripe.billingPortal.sessions.create({ customer: customerID, return_url: 'http://app.test/account' }))
    .url;
}

const html = async (url: string) => (await fetch(url)).text();
const typesOf = (customerID: string) => sink.of(customerID).map((e) => e.type);

describe('subscriptions through the pages', () => {
  it('pays at checkout: an active subscription, its first invoice paid, and the events Stripe sends', async () => {
    const cus = await customer();
    const sub = await paidSubscription(cus);
    expect(sub).toMatchObject({
      status: 'active',
      trial_start: null,
      trial_end: null,
      pause_collection: null,
      metadata: { teamID: 't1' },
    });
    expect(typesOf(cus)).toEqual(['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']);
    const invoice = await stripe.invoices.retrieve(sub.latest_invoice as string);
    expect(invoice).toMatchObject({
      object: 'invoice',
      customer: cus,
      status: 'paid',
      billing_reason: 'subscription_create',
      amount_paid: 900,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    });
  });

  it('fails a renewal (past due), retries it (active), and gives up on the next (unpaid)', async () => {
    const cus = await customer();
    const sub = await paidSubscription(cus);
    const page = await portal(cus);
    expect(await html(page)).toContain('Fail the next renewal');

    await press(page, 'fail-renewal', { subscription: sub.id });
    const failed = await stripe.subscriptions.retrieve(sub.id);
    expect(failed.status).toBe('past_due');
    const [paymentFailed, updated] = sink.of(cus).slice(-2);
    expect(paymentFailed!.type).toBe('invoice.payment_failed');
    expect(paymentFailed!.object).toMatchObject({
      object: 'invoice',
      id: failed.latest_invoice,
      customer: cus,
      status: 'open',
      billing_reason: 'subscription_cycle',
      attempt_count: 1,
      amount_due: 900,
      amount_paid: 0,
      parent: { subscription_details: { subscription: sub.id } },
    });
    expect(paymentFailed!.object.next_payment_attempt).toBeGreaterThan(failed.items.data[0]!.current_period_start);
    expect(updated!.type).toBe('customer.subscription.updated');
    expect(updated!.object).toMatchObject({ id: sub.id, status: 'past_due' });
    expect(updated!.event.data.previous_attributes).toMatchObject({ status: 'active' });

    const shown = await html(page);
    expect(shown).toContain('Retry the payment');
    expect(shown).toContain('Stop retrying (unpaid)');
    expect(shown).not.toContain('Fail the next renewal');

    await press(page, 'retry-payment', { subscription: sub.id });
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
    expect(
      sink
        .of(cus)
        .slice(-2)
        .map((e) => [e.type, e.object.status]),
    ).toEqual([
      ['invoice.paid', 'paid'],
      ['customer.subscription.updated', 'active'],
    ]);
    expect((await stripe.invoices.retrieve(failed.latest_invoice as string)).attempt_count).toBe(2);

    await press(page, 'fail-renewal');
    await press(page, 'give-up');
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('unpaid');
    expect(typesOf(cus).at(-1)).toBe('customer.subscription.updated');
    expect(await html(page)).toContain('Retry the payment');
    await press(page, 'retry-payment');
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  });

  it('pauses and resumes', async () => {
    const cus = await customer();
    const sub = await paidSubscription(cus);
    const page = await portal(cus);
    await press(page, 'pause');
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('paused');
    expect(typesOf(cus).slice(-2)).toEqual(['customer.subscription.paused', 'customer.subscription.updated']);
    expect(await html(page)).toContain('>Resume</button>');

    await press(page, 'resume');
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
    expect(typesOf(cus).slice(-2)).toEqual(['customer.subscription.resumed', 'customer.subscription.updated']);
    expect(await html(page)).toContain('>Pause</button>');
  });

  it('starts a 14-day trial where there is no subscription, which the end of the period makes paid', async () => {
    const cus = await customer();
    const page = await portal(cus);
    const before = await html(page);
    expect(before).toContain('Local only');
    expect(before.match(/Start a 14-day trial/g)).toHaveLength(PRICES.length);

    const back = await press(page, 'start-trial', { price: priceOf('Group') });
    expect(decodeURIComponent(back)).toContain('Your Group trial has started.');
    const [trial] = (await stripe.subscriptions.list({ customer: cus })).data;
    expect(trial).toMatchObject({ status: 'trialing', trial_end: trial!.trial_start! + 14 * 24 * 3600 });
    expect(trial!.items.data[0]!.current_period_end).toBe(trial!.trial_end);
    expect(typesOf(cus)).toEqual(['customer.subscription.created']);
    expect(await html(page)).not.toContain('Start a 14-day trial');

    await press(page, 'end-period');
    expect((await stripe.subscriptions.retrieve(trial!.id)).status).toBe('active');
    expect(typesOf(cus).slice(1)).toEqual(['invoice.paid', 'customer.subscription.updated']);
  });

  it('lists several subscriptions newest first, each with a button to cancel it now', async () => {
    const cus = await customer();
    const older = await paidSubscription(cus, 'Core');
    const newer = await paidSubscription(cus, 'Group');
    const page = await portal(cus);
    const shown = await html(page);
    expect(shown.match(/Cancel this subscription now/g)).toHaveLength(2);
    expect(shown.indexOf(newer.id)).toBeLessThan(shown.indexOf(older.id));

    await press(page, 'cancel-now', { subscription: older.id });
    expect(await stripe.subscriptions.retrieve(older.id)).toMatchObject({ status: 'canceled' });
    expect((await stripe.subscriptions.retrieve(newer.id)).status).toBe('active');
    expect(sink.of(cus).at(-1)).toMatchObject({ type: 'customer.subscription.deleted', object: { id: older.id } });
    expect(await html(page)).not.toContain('Cancel this subscription now');
  });

  it('says on the page why a button does not apply, and changes nothing', async () => {
    const cus = await customer();
    const sub = await paidSubscription(cus);
    const back = await press(await portal(cus), 'retry-payment');
    expect(decodeURIComponent(back)).toContain('This subscription is active');
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  });
});

describe('local controls', () => {
  it('take the same actions as JSON and in process, answering the subscription', async () => {
    const cus = await customer();
    const sub = await paidSubscription(cus);
    const res = await fetch(`${standIn.url}/_local/subscriptions/${sub.id}/fail-renewal`, { method: 'POST' });
    expect([res.status, ((await res.json()) as { status: string }).status]).toEqual([200, 'past_due']);
    expect((await standIn.act(sub.id, 'give-up')).status).toBe('unpaid');
    expect((await standIn.act(sub.id, 'cancel-now')).status).toBe('canceled');

    const trial = await fetch(`${standIn.url}/_local/customers/${cus}/trial`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ price: priceOf('Core') }),
    });
    expect(((await trial.json()) as { status: string }).status).toBe('trialing');
    expect((await standIn.startTrial(cus, priceOf('Group'))).status).toBe('trialing');

    const refused = await fetch(`${standIn.url}/_local/subscriptions/${sub.id}/resume`, { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    const noPrice = await fetch(`${standIn.url}/_local/customers/${cus}/trial`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect([noPrice.status, await noPrice.json()]).toMatchObject([
      400,
      { error: { code: 'parameter_missing', param: 'price' } },
    ]);
  });
});

describe('delivery', () => {
  it('posts every event twice, with the same id, when asked', async () => {
    const cus = await customer();
    const sub = await paidSubscription(cus);
    standIn.setDelivery({ duplicate: true });
    await standIn.act(sub.id, 'pause');
    const posted = sink.of(cus).slice(-4);
    expect(posted.map((e) => e.type)).toEqual([
      'customer.subscription.paused',
      'customer.subscription.paused',
      'customer.subscription.updated',
      'customer.subscription.updated',
    ]);
    expect(posted[0]!.event.id).toBe(posted[1]!.event.id);
    const events = await localEvents(cus);
    expect(events.at(-1)).toMatchObject({ delivered: true, attempts: 2 });
  });

  it("posts one action's events last first when asked, a setting read and set over HTTP", async () => {
    const cus = await customer();
    const sub = await paidSubscription(cus);
    const set = await fetch(`${standIn.url}/_local/delivery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reorder: true }),
    });
    expect(await set.json()).toEqual({ duplicate: false, reorder: true });
    expect(await (await fetch(`${standIn.url}/_local/delivery`)).json()).toEqual({ duplicate: false, reorder: true });
    await standIn.act(sub.id, 'fail-renewal');
    expect(typesOf(cus).slice(-2)).toEqual(['customer.subscription.updated', 'invoice.payment_failed']);
    // The ledger keeps the order the events were made in.
    expect((await localEvents(cus)).slice(-2).map((e) => e.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
  });

  it('retries a delivery the webhook answered 500, without holding up the action', async () => {
    const cus = await customer();
    const sub = await paidSubscription(cus);
    // The retry's answer waits until the action has answered and the test has looked.
    let release = (_: number) => {};
    sink.answers.push(500, new Promise<number>((resolve) => (release = resolve)));
    await standIn.act(sub.id, 'cancel-now');
    expect(await stripe.subscriptions.retrieve(sub.id)).toMatchObject({ status: 'canceled' });
    const [first] = (await localEvents(cus)).slice(-1);
    expect(first).toMatchObject({ type: 'customer.subscription.deleted', delivered: false });

    release(200);
    await standIn.retriesDone();
    expect((await localEvents(cus)).at(-1)).toMatchObject({ id: first!.id, delivered: true, attempts: 2 });
    expect(sink.of(cus).filter((e) => e.event.id === first!.id)).toHaveLength(2);
  });
});

async function localEvents(cus: string) {
  const res = await fetch(`${standIn.url}/_local/events?customer=${cus}`);
  return ((await res.json()) as { data: { id: string; type: string; delivered: boolean; attempts: number }[] }).data;
}

describe('checkout sessions', () => {
  it('lists the open ones and expires one, which then cannot be paid', async () => {
    const cus = await customer();
    const first = await checkout(cus);
    const second = await checkout(cus, 'Group');
    const open = await stripe.checkout.sessions.list({ customer: cus, status: 'open' });
    expect(open.data.map((s) => s.id).sort()).toEqual([first.id, second.id].sort());
    expect(first.expires_at).toBeGreaterThan(first.created);

    const expired = await stripe.checkout.sessions.expire(first.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    expect(sink.of(cus).map((e) => [e.type, e.object.id])).toEqual([['checkout.session.expired', first.id]]);
    expect((await stripe.checkout.sessions.list({ customer: cus, status: 'open' })).data.map((s) => s.id)).toEqual([
      second.id,
    ]);

    expect(await html(first.url!)).toContain('This checkout session has expired.');
    expect(await press(first.url!, 'pay')).toBe(first.url);
    expect((await stripe.subscriptions.list({ customer: cus, status: 'all' })).data).toHaveLength(0);

    await expect(stripe.checkout.sessions.expire(first.id)).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe("Stripe's errors", () => {
  let cus: string;
  beforeEach(async () => {
    cus = await customer();
  });

  it('answers an unknown id in the path 404 resource_missing, naming the param id', async () => {
    await expect(stripe.customers.retrieve('cus_nobody')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
      message: "No such customer: 'cus_nobody'",
    });
    await expect(stripe.subscriptions.retrieve('sub_none')).rejects.toMatchObject({ statusCode: 404, param: 'id' });
    await expect(stripe.checkout.sessions.expire('cs_test_none')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers an unknown id in a parameter 400 resource_missing, naming the parameter', async () => {
    await expect(checkout('cus_nobody')).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'customer',
    });
    const badPrice = stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: cus,
      line_items: [{ price: 'price_none', quantity: 1 }],
      success_url: 'http://app.test/',
      cancel_url: 'http://app.test/',
    });
    await expect(badPrice).rejects.toMatchObject({ statusCode: 400, param: 'line_items[0][price]' });
    await expect(stripe.subscriptions.list({ customer: 'cus_nobody' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'customer',
    });
  });

  it('answers a missing required parameter 400 parameter_missing', async () => {
    const res = await fetch(`${standIn.url}/v1/billing_portal/sessions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_x', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ customer: cus }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param: 'return_url',
        message: 'Missing required param: return_url.',
        doc_url: 'https://stripe.com/docs/error-codes/parameter-missing',
      },
    });
  });

  it('answers a bad key 401 without a code', async () => {
    const wrong = new Stripe('sk_live_wrong', {
      host: '127.0.0.1',
      port: Number(new URL(standIn.url).port),
      protocol: 'http',
    });
    await expect(wrong.customers.retrieve(cus)).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
      code: undefined,
    });
    const res = await fetch(`${standIn.url}/v1/customers/${cus}`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: Record<string, unknown> }).error).toMatchObject({
      type: 'invalid_request_error',
    });
  });
});
