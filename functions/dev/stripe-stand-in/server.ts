/**
 * A loopback stand-in for the Stripe API, for the local stack and the tests:
 * the real `stripe` SDK talks to it (host and port options), and it serves
 * the hosted pages Stripe would, a checkout page and a billing portal, whose
 * buttons change subscriptions and post signed events to the webhook, as
 * Stripe does: retried when the webhook fails, and, as a local setting, twice
 * or out of order. Only what the product uses is here; anything else answers
 * Stripe's 404 error shape.
 *
 * Beside Stripe's API, `/_local/…` (local.ts) and the methods below let tests
 * move time and payments on, and read the events sent.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocalAction } from './actions';
import { apiRoutes } from './api';
import { StandInCore, type Reply, type Request } from './core';
import type { DeliverySettings, Webhook } from './delivery';
import { StripeError, internalError } from './errors';
import { parseStripeForm } from './form';
import { hostedRoutes } from './hosted';
import { Ledger, type PriceSpec, type Subscription } from './ledger';
import { localRoutes } from './local';

export interface StandInOptions {
  port?: number;
  host?: string;
  prices: PriceSpec[];
  /** Where Stripe would post events: the webhook function. */
  webhook?: Webhook;
  /** A JSON file to keep the ledger in across restarts. */
  statePath?: string;
}

export interface StripeStandIn {
  /** http://host:port, for the SDK's host and port and for the pages. */
  url: string;
  ledger: Ledger;
  setWebhook(webhook: Webhook): void;
  /** What the local-only controls do (end-period, fail-renewal, …); resolves once its events were first posted. */
  act(subscriptionID: string, action: LocalAction): Promise<Subscription>;
  /** A new subscription of the customer, trialing `priceID` for 14 days. */
  startTrial(customerID: string, priceID: string): Promise<Subscription>;
  /** Events twice, or one action's events last first, from now on. */
  setDelivery(settings: Partial<DeliverySettings>): void;
  /** Resolves when no delivery is waiting to be retried. */
  retriesDone(): Promise<void>;
  close(): Promise<void>;
}

export async function startStripeStandIn(options: StandInOptions): Promise<StripeStandIn> {
  const ledger = new Ledger(options.prices, options.statePath);
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      const e = error instanceof StripeError ? error : internalError(error);
      if (e.status >= 500) console.error(error);
      if (!res.headersSent) answerJson(res, e.status, e.body);
    });
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, host, done));
  const { port } = server.address() as AddressInfo;
  const core = new StandInCore(ledger, `http://${host}:${port}`, options.webhook);
  const routes = [apiRoutes(core), hostedRoutes(core), localRoutes(core)];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const address = new URL(req.url ?? '/', core.url);
    const path = address.pathname;
    const method = req.method ?? 'GET';
    if (path.startsWith('/v1/')) checkKey(req.headers.authorization);
    const raw = method === 'POST' ? await readBody(req) : '';
    const isJson = (req.headers['content-type'] ?? '').startsWith('application/json');
    const request: Request = {
      method,
      path,
      body: isJson ? {} : parseStripeForm(raw),
      json: isJson ? parseJson(raw) : {},
      query: parseStripeForm(address.search.slice(1)),
      headers: req.headers,
    };
    const reply: Reply = {
      json: (status, value) => answerJson(res, status, value),
      redirect: (to) => {
        res.writeHead(303, { location: to });
        res.end();
        return true;
      },
      html: (page) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(page);
        return true;
      },
    };
    for (const route of routes) if (await route(request, reply)) return;
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  return {
    url: core.url,
    ledger,
    setWebhook(next) {
      core.delivery.webhook = next;
    },
    act: (subscriptionID, action) =>
      core.perform((actions) => {
        const sub = core.subscription(subscriptionID);
        actions.apply(action, sub);
        return sub;
      }),
    startTrial: (customerID, priceID) =>
      core.perform((actions) => actions.startTrial(core.customer(customerID).id, priceID)),
    setDelivery(settings) {
      Object.assign(core.delivery.settings, settings);
    },
    retriesDone: () => core.delivery.idle(),
    close: () =>
      new Promise<void>((done) => {
        core.delivery.close();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** As Stripe answers a missing or wrong secret key: 401, with no error code. */
function checkKey(authorization: string | undefined): void {
  if (authorization === undefined) {
    throw new StripeError(401, 'You did not provide an API key. Provide it in the Authorization header.');
  }
  if (!/^Bearer sk_test_/.test(authorization)) {
    throw new StripeError(401, 'Invalid API Key provided: the stand-in takes test keys (sk_test_…) only.');
  }
}

function answerJson(res: ServerResponse, status: number, value: unknown): true {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(7).toString('hex')}`,
  });
  res.end(JSON.stringify(value));
  return true;
}

function parseJson(raw: string): Record<string, unknown> {
  if (raw.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw new StripeError(400, 'The body is not a JSON object.');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
