/**
 * Controls that are not Stripe's, for tests and the local portal's buttons:
 * subscription actions that stand for time passing or a card failing, a
 * trial, how events are delivered, and what was sent.
 */
import { isLocalAction } from './actions';
import type { Routes, StandInCore } from './core';
import { StripeError, missingParam } from './errors';
import { asString } from './form';
import { subscriptionJson } from './shapes';

export function localRoutes(core: StandInCore): Routes {
  const { ledger, delivery } = core;

  return async ({ method, path, query, json: body }, { json }) => {
    let m: RegExpMatchArray | null;

    if (method === 'POST' && (m = path.match(/^\/_local\/subscriptions\/([^/]+)\/([a-z-]+)$/))) {
      const action = m[2]!;
      if (!isLocalAction(action)) return false;
      const sub = core.subscription(m[1]!);
      await core.perform((actions) => actions.apply(action, sub));
      return json(200, subscriptionJson(ledger, sub, true));
    }
    if (method === 'POST' && (m = path.match(/^\/_local\/customers\/([^/]+)\/trial$/))) {
      const customer = core.customer(m[1]!);
      const price = typeof body.price === 'string' ? body.price : '';
      if (!price) throw missingParam('price');
      const sub = await core.perform((actions) => actions.startTrial(customer.id, price));
      return json(200, subscriptionJson(ledger, sub, true));
    }
    if (path === '/_local/delivery' && (method === 'GET' || method === 'POST')) {
      if (method === 'POST') {
        for (const key of ['duplicate', 'reorder'] as const) {
          const value = body[key];
          if (value === undefined) continue;
          if (typeof value !== 'boolean') throw new StripeError(400, `${key} must be true or false.`, { param: key });
          delivery.settings[key] = value;
        }
      }
      return json(200, delivery.settings);
    }
    if (method === 'GET' && path === '/_local/events') {
      const customer = asString(query.customer);
      const data = ledger.events
        .filter((e) => !customer || e.customer === customer)
        .map((e) => ({ ...e, attempts: e.attempts ?? 0 }));
      return json(200, { data });
    }
    if (method === 'GET' && path === '/_local/subscriptions') {
      const customer = asString(query.customer);
      const data = ledger.subscriptions
        .filter((s) => !customer || s.customer === customer)
        .map((s) => subscriptionJson(ledger, s, true));
      return json(200, { data });
    }
    return false;
  };
}
