/**
 * Stripe's API as far as the product calls it: customers, prices, checkout
 * and portal sessions, subscriptions and invoices, with Stripe's shapes and
 * Stripe's errors.
 */
import { canApply } from './actions';
import { newestFirst, type StandInCore, type Routes } from './core';
import { invalidState, missingParam, missingParamResource } from './errors';
import { asList, asRecord, asString, type FormValue } from './form';
import { newID, nowSeconds, type CheckoutSession, type Subscription } from './ledger';
import { CHECKOUT_SESSION_SECONDS, checkoutSessionJson, invoiceJson, subscriptionJson } from './shapes';

const list = (path: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url: path });

/** Stripe's `status` filter of a subscription list: without one, every status but canceled. */
function statusFilter(status: string | undefined): (sub: Subscription) => boolean {
  if (status === 'all') return () => true;
  if (status === 'ended') return (s) => s.status === 'canceled' || s.status === 'incomplete_expired';
  if (status) return (s) => s.status === status;
  return (s) => s.status !== 'canceled';
}

export function apiRoutes(core: StandInCore): Routes {
  const { ledger } = core;
  const required = (value: FormValue | undefined, param: string): string => {
    const text = asString(value);
    if (!text) throw missingParam(param);
    return text;
  };

  return async ({ method, path, body, query, headers }, { json }) => {
    let m: RegExpMatchArray | null;

    if (method === 'POST' && path === '/v1/customers') {
      const key = headers['idempotency-key'];
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
    if ((m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const deleted = { id: m[1], object: 'customer', deleted: true };
      if (method === 'GET' && ledger.deletedCustomers.includes(m[1]!)) return json(200, deleted);
      const customer = core.customer(m[1]!);
      if (method === 'GET') return json(200, customer);
      if (method !== 'DELETE') return false;
      // As Stripe does: the customer's subscriptions end at once.
      await core.perform((actions) => {
        for (const sub of ledger.subscriptions.filter((s) => s.customer === customer.id)) {
          if (canApply('cancel-now', sub)) actions.apply('cancel-now', sub);
        }
        ledger.customers.splice(ledger.customers.indexOf(customer), 1);
        ledger.deletedCustomers.push(customer.id);
      });
      return json(200, deleted);
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = asList(query.lookup_keys);
      return json(
        200,
        list(
          path,
          ledger.prices.filter((p) => keys.length === 0 || keys.includes(p.lookup_key)),
        ),
      );
    }

    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const customer = core.customer(required(body.customer, 'customer'), 'customer');
      const items = asList(body.line_items);
      if (items.length === 0) throw missingParam('line_items');
      const priceID = asString((items[0] as Record<string, FormValue>).price);
      if (!priceID) throw missingParam('line_items[0][price]');
      const price = ledger.price(priceID);
      if (!price) throw missingParamResource('price', priceID, 'line_items[0][price]');
      const id = newID('cs_test');
      const created = nowSeconds();
      const session: CheckoutSession = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        customer: customer.id,
        client_reference_id: asString(body.client_reference_id) ?? null,
        metadata: asRecord(body.metadata),
        subscription_metadata: asRecord((body.subscription_data as Record<string, FormValue> | undefined)?.metadata),
        price: price.id,
        subscription: null,
        success_url: required(body.success_url, 'success_url'),
        cancel_url: required(body.cancel_url, 'cancel_url'),
        url: `${core.url}/checkout/${id}`,
        created,
        expires_at: created + CHECKOUT_SESSION_SECONDS,
      };
      ledger.checkoutSessions.push(session);
      ledger.save();
      return json(200, checkoutSessionJson(session, ledger));
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const customer = asString(query.customer);
      if (customer) core.customer(customer, 'customer');
      const status = asString(query.status);
      const data = newestFirst(
        ledger.checkoutSessions.filter(
          (s) => (!customer || s.customer === customer) && (!status || s.status === status),
        ),
      ).map((s) => checkoutSessionJson(s, ledger));
      return json(200, list(path, data));
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      return json(200, checkoutSessionJson(core.checkoutSession(m[1]!), ledger));
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) {
      const session = core.checkoutSession(m[1]!);
      if (session.status !== 'open') {
        throw invalidState('Only Checkout Sessions with a status in ["open"] can be expired.');
      }
      await core.perform((_, emit) => {
        session.status = 'expired';
        emit('checkout.session.expired', session.customer, checkoutSessionJson(session, ledger));
      });
      return json(200, checkoutSessionJson(session, ledger));
    }

    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = core.customer(required(body.customer, 'customer'), 'customer');
      const id = newID('bps');
      const session = {
        id,
        object: 'billing_portal.session' as const,
        customer: customer.id,
        return_url: required(body.return_url, 'return_url'),
        url: `${core.url}/portal/${id}`,
        created: nowSeconds(),
      };
      ledger.portalSessions.push(session);
      ledger.save();
      return json(200, session);
    }

    if (method === 'GET' && path === '/v1/subscriptions') {
      const customer = asString(query.customer);
      // A deleted customer's subscriptions are still listed, all canceled.
      if (customer && !ledger.deletedCustomers.includes(customer)) core.customer(customer, 'customer');
      const expand = asList(query.expand).includes('data.schedule');
      const data = newestFirst(
        ledger.subscriptions.filter(
          (s) => (!customer || s.customer === customer) && statusFilter(asString(query.status))(s),
        ),
      ).map((s) => subscriptionJson(ledger, s, expand));
      return json(200, list(path, data));
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      return json(200, subscriptionJson(ledger, core.subscription(m[1]!), true));
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/invoices\/([^/]+)$/))) {
      return json(200, invoiceJson(ledger, core.invoice(m[1]!)));
    }
    return false;
  };
}
