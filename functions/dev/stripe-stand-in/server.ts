/**
 * A loopback stand-in for the Stripe API, for the local stack and the tests:
 * the real `stripe` SDK talks to it (host and port options), and it serves
 * the hosted pages Stripe would, a checkout page and a billing portal, whose
 * buttons change subscriptions and post signed events to the webhook, as
 * Stripe does. Only what the product uses is here; anything else answers
 * Stripe's 404 error shape.
 *
 * Beside Stripe's API, `/_local/…` lets tests end a billing period now and
 * read the events sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { asList, asRecord, asString, parseStripeForm, type FormValue } from './form';
import {
  Ledger,
  PERIOD_SECONDS,
  checkoutSessionJson,
  newID,
  nowSeconds,
  subscriptionJson,
  type PriceSpec,
  type Subscription,
} from './ledger';
import { checkoutPage, portalPage } from './pages';

export interface StandInOptions {
  port?: number;
  host?: string;
  prices: PriceSpec[];
  /** Where Stripe would post events: the webhook function. */
  webhook?: { url: string; secret: string };
  /** A JSON file to keep the ledger in across restarts. */
  statePath?: string;
}

export interface StripeStandIn {
  /** http://host:port, for the SDK's host and port and for the pages. */
  url: string;
  ledger: Ledger;
  setWebhook(webhook: { url: string; secret: string }): void;
  close(): Promise<void>;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

const signer = new Stripe('sk_test_stand_in_signer');

export async function startStripeStandIn(options: StandInOptions): Promise<StripeStandIn> {
  const ledger = new Ledger(options.prices, options.statePath);
  let webhook = options.webhook;
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      const e = error instanceof StripeError ? error : new StripeError(500, String(error), 'api_error');
      if (!res.headersSent) {
        res.writeHead(e.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: e.type, message: e.message } }));
      }
    });
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;

  async function emit(type: string, customer: string, object: unknown): Promise<void> {
    const event = {
      id: newID('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const sent = { id: event.id, type, customer, payload, delivered: false };
    ledger.events.push(sent);
    if (webhook) {
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhook.secret });
      try {
        const answer = await fetch(webhook.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        sent.delivered = answer.ok;
        if (!answer.ok) console.warn(`webhook answered ${answer.status} to ${type}: ${await answer.text()}`);
      } catch (error) {
        console.warn(`webhook unreachable for ${type}:`, error);
      }
    }
    ledger.save();
  }

  const subscriptionEvent = (type: string, sub: Subscription) =>
    emit(type, sub.customer, subscriptionJson(ledger, sub, false));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const address = new URL(req.url ?? '/', url);
    const path = address.pathname;
    const body = req.method === 'POST' ? parseStripeForm(await readBody(req)) : {};
    const query = parseStripeForm(address.search.slice(1));
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const redirect = (to: string) => {
      res.writeHead(303, { location: to });
      res.end();
    };
    const html = (page: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page);
    };
    let m: RegExpMatchArray | null;

    if (path.startsWith('/v1/') && req.headers.authorization !== undefined) {
      if (!/^Bearer sk_test_/.test(req.headers.authorization)) throw new StripeError(401, 'Invalid API key provided.');
    } else if (path.startsWith('/v1/')) {
      throw new StripeError(401, 'You did not provide an API key.');
    }

    // Stripe's API.
    if (req.method === 'POST' && path === '/v1/customers') {
      const key = req.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? ledger.idempotency[key] : undefined;
      const found = earlier && ledger.customers.find((c) => c.id === earlier);
      if (found) return json(200, found);
      const customer = {
        id: newID('cus'),
        object: 'customer' as const,
        email: asString(body.email) ?? null,
        name: asString(body.name) ?? null,
        metadata: asRecord(body.metadata),
        created: nowSeconds(),
      };
      ledger.customers.push(customer);
      if (typeof key === 'string') ledger.idempotency[key] = customer.id;
      ledger.save();
      return json(200, customer);
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      return json(200, customerOr404(m[1]));
    }
    if (req.method === 'DELETE' && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = customerOr404(m[1]);
      // As Stripe does: the customer's subscriptions end at once.
      for (const sub of ledger.subscriptions.filter((s) => s.customer === customer.id && s.status !== 'canceled')) {
        sub.status = 'canceled';
        sub.canceled_at = sub.ended_at = nowSeconds();
        await subscriptionEvent('customer.subscription.deleted', sub);
      }
      ledger.customers.splice(ledger.customers.indexOf(customer), 1);
      ledger.save();
      return json(200, { id: customer.id, object: 'customer', deleted: true });
    }
    if (req.method === 'GET' && path === '/v1/prices') {
      const keys = asList(query.lookup_keys);
      const data = ledger.prices.filter((p) => keys.length === 0 || keys.includes(p.lookup_key));
      return json(200, { object: 'list', data, has_more: false, url: '/v1/prices' });
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const customer = customerOr404(asString(body.customer) ?? '');
      const item = asList(body.line_items)[0] as Record<string, FormValue> | undefined;
      const price = ledger.price(asString(item?.price) ?? '');
      if (!price) throw new StripeError(400, 'No such price.');
      const id = newID('cs_test');
      const session = {
        id,
        object: 'checkout.session' as const,
        mode: 'subscription' as const,
        status: 'open' as const,
        customer: customer.id,
        client_reference_id: asString(body.client_reference_id) ?? null,
        metadata: asRecord(body.metadata),
        subscription_metadata: asRecord((body.subscription_data as Record<string, FormValue> | undefined)?.metadata),
        price: price.id,
        subscription: null,
        success_url: required(body.success_url, 'success_url'),
        cancel_url: required(body.cancel_url, 'cancel_url'),
        url: `${url}/checkout/${id}`,
        created: nowSeconds(),
      };
      ledger.checkoutSessions.push(session);
      ledger.save();
      return json(200, checkoutSessionJson(session));
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      return json(200, checkoutSessionJson(sessionOr404(m[1])));
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = customerOr404(asString(body.customer) ?? '');
      const id = newID('bps');
      const session = {
        id,
        object: 'billing_portal.session' as const,
        customer: customer.id,
        return_url: required(body.return_url, 'return_url'),
        url: `${url}/portal/${id}`,
        created: nowSeconds(),
      };
      ledger.portalSessions.push(session);
      ledger.save();
      return json(200, session);
    }
    if (req.method === 'GET' && path === '/v1/subscriptions') {
      const customer = asString(query.customer);
      const expand = asList(query.expand).includes('data.schedule');
      const data = ledger.subscriptions
        .filter((s) => !customer || s.customer === customer)
        .filter((s) => asString(query.status) === 'all' || s.status !== 'canceled')
        .sort((a, b) => b.created - a.created)
        .map((s) => subscriptionJson(ledger, s, expand));
      return json(200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      return json(200, subscriptionJson(ledger, subscriptionOr404(m[1]), true));
    }

    // The hosted checkout page.
    if ((m = path.match(/^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/))) {
      const session = sessionOr404(m[1]);
      const price = ledger.price(session.price)!;
      if (req.method === 'GET' && !m[2]) {
        return html(checkoutPage({ session, price, customer: customerOr404(session.customer) }));
      }
      if (req.method === 'POST' && m[2] === 'cancel') return redirect(session.cancel_url);
      if (req.method === 'POST' && m[2] === 'pay') {
        if (session.status !== 'open') return redirect(session.success_url);
        const now = nowSeconds();
        const sub: Subscription = {
          id: newID('sub'),
          object: 'subscription',
          customer: session.customer,
          status: 'active',
          price: session.price,
          metadata: session.subscription_metadata,
          cancel_at_period_end: false,
          canceled_at: null,
          ended_at: null,
          current_period_start: now,
          current_period_end: now + PERIOD_SECONDS,
          next_price: null,
          schedule: null,
          created: now,
        };
        ledger.subscriptions.push(sub);
        session.status = 'complete';
        session.subscription = sub.id;
        ledger.save();
        await subscriptionEvent('customer.subscription.created', sub);
        await emit('checkout.session.completed', session.customer, checkoutSessionJson(session));
        return redirect(session.success_url);
      }
    }

    // The billing portal.
    if ((m = path.match(/^\/portal\/([^/]+)(?:\/(update|cancel|renew|end-period))?$/))) {
      const session = ledger.portalSessions.find((s) => s.id === m![1]);
      if (!session) throw new StripeError(404, 'No such portal session.');
      const sub = activeSubscription(session.customer);
      if (req.method === 'GET' && !m[2]) {
        return html(portalPage({ session, subscription: sub, ledger, notice: asString(query.notice) }));
      }
      if (req.method === 'POST' && sub) {
        const notice = await portalAction(m[2]!, sub, asString(body.price));
        return redirect(`${url}/portal/${session.id}?notice=${encodeURIComponent(notice)}`);
      }
    }

    // Local controls, not Stripe's.
    if (req.method === 'POST' && (m = path.match(/^\/_local\/subscriptions\/([^/]+)\/end-period$/))) {
      const sub = subscriptionOr404(m[1]);
      await endPeriod(sub);
      return json(200, subscriptionJson(ledger, sub, true));
    }
    if (req.method === 'GET' && path === '/_local/events') {
      const customer = asString(query.customer);
      return json(200, { data: ledger.events.filter((e) => !customer || e.customer === customer) });
    }
    if (req.method === 'GET' && path === '/_local/subscriptions') {
      const customer = asString(query.customer);
      return json(200, {
        data: ledger.subscriptions
          .filter((s) => !customer || s.customer === customer)
          .map((s) => subscriptionJson(ledger, s, true)),
      });
    }
    throw new StripeError(404, `Unrecognized request URL (${req.method}: ${path}).`);
  }

  /** What the portal's buttons do, as Stripe's portal does with proration off. */
  async function portalAction(action: string, sub: Subscription, priceID: string | undefined): Promise<string> {
    if (action === 'cancel') {
      sub.cancel_at_period_end = true;
      sub.next_price = null;
      sub.schedule = null;
      await subscriptionEvent('customer.subscription.updated', sub);
      return 'Your plan will be cancelled at the end of the period.';
    }
    if (action === 'renew') {
      sub.cancel_at_period_end = false;
      sub.next_price = null;
      sub.schedule = null;
      await subscriptionEvent('customer.subscription.updated', sub);
      return 'Your plan will renew.';
    }
    if (action === 'end-period') {
      await endPeriod(sub);
      return 'The billing period ended.';
    }
    const price = ledger.price(priceID ?? '');
    if (!price) throw new StripeError(400, 'No such price.');
    const current = ledger.price(sub.price)!;
    sub.cancel_at_period_end = false;
    if (price.unit_amount >= current.unit_amount) {
      // An upgrade applies at once.
      sub.price = price.id;
      sub.next_price = null;
      sub.schedule = null;
      await subscriptionEvent('customer.subscription.updated', sub);
      return `Your plan is now ${price.nickname}.`;
    }
    // A downgrade waits for the end of the paid period, through a schedule.
    sub.next_price = price.id;
    sub.schedule ??= newID('sub_sched');
    await subscriptionEvent('customer.subscription.updated', sub);
    return `Your plan changes to ${price.nickname} at the end of the period.`;
  }

  /** The paid period runs out now: a cancellation or a scheduled downgrade takes effect, else it renews. */
  async function endPeriod(sub: Subscription): Promise<void> {
    const now = nowSeconds();
    if (sub.cancel_at_period_end) {
      sub.status = 'canceled';
      sub.canceled_at = now;
      sub.ended_at = now;
      ledger.save();
      await subscriptionEvent('customer.subscription.deleted', sub);
      return;
    }
    if (sub.next_price) {
      sub.price = sub.next_price;
      sub.next_price = null;
      sub.schedule = null;
    }
    sub.current_period_start = now;
    sub.current_period_end = now + PERIOD_SECONDS;
    ledger.save();
    await subscriptionEvent('customer.subscription.updated', sub);
  }

  function activeSubscription(customer: string): Subscription | undefined {
    return ledger.subscriptions
      .filter((s) => s.customer === customer && s.status !== 'canceled')
      .sort((a, b) => b.created - a.created)[0];
  }
  function customerOr404(id: string) {
    const customer = ledger.customers.find((c) => c.id === id);
    if (!customer) throw new StripeError(404, `No such customer: '${id}'`);
    return customer;
  }
  function sessionOr404(id: string) {
    const session = ledger.checkoutSessions.find((s) => s.id === id);
    if (!session) throw new StripeError(404, `No such checkout session: '${id}'`);
    return session;
  }
  function subscriptionOr404(id: string) {
    const sub = ledger.subscriptions.find((s) => s.id === id);
    if (!sub) throw new StripeError(404, `No such subscription: '${id}'`);
    return sub;
  }

  return {
    url,
    ledger,
    setWebhook(next) {
      webhook = next;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

function required(value: FormValue | undefined, name: string): string {
  const text = asString(value);
  if (!text) throw new StripeError(400, `Missing required param: ${name}.`);
  return text;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
