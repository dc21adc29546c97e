/**
 * The pages Stripe hosts: checkout (pay or cancel; an expired session says
 * so and creates nothing) and the billing portal, whose forms post an action
 * and come back to the portal with a notice.
 */
import { isPortalAction } from './actions';
import type { Routes, StandInCore } from './core';
import { StripeError, invalidState, missingResource } from './errors';
import { asString } from './form';
import { PERIOD_SECONDS, newID, nowSeconds, type Subscription } from './ledger';
import { checkoutSessionJson } from './shapes';
import { checkoutPage, expiredCheckoutPage, portalPage } from './pages';

export function hostedRoutes(core: StandInCore): Routes {
  const { ledger } = core;

  return async ({ method, path, body, query }, { html, redirect }) => {
    let m: RegExpMatchArray | null;

    if ((m = path.match(/^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/))) {
      const session = core.checkoutSession(m[1]!);
      if (method === 'GET' && !m[2]) {
        if (session.status === 'complete') return redirect(session.success_url);
        if (session.status === 'expired') return html(expiredCheckoutPage(session));
        const customer = core.customer(session.customer);
        return html(checkoutPage({ session, price: ledger.price(session.price)!, customer }));
      }
      if (method !== 'POST' || !m[2]) return false;
      if (m[2] === 'cancel') return redirect(session.cancel_url);
      if (session.status === 'complete') return redirect(session.success_url);
      // Back to the page, which says the session expired.
      if (session.status === 'expired') return redirect(`${core.url}/checkout/${session.id}`);
      await core.perform((actions, emit) => {
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
          trial_start: null,
          trial_end: null,
        };
        actions.startPaid(sub);
        session.status = 'complete';
        session.subscription = sub.id;
        emit('checkout.session.completed', session.customer, checkoutSessionJson(session, ledger));
      });
      return redirect(session.success_url);
    }

    if ((m = path.match(/^\/portal\/([^/]+)(?:\/([a-z-]+))?$/))) {
      const session = core.portalSession(m[1]!);
      const action = m[2];
      if (method === 'GET' && !action) {
        const subscriptions = core.liveSubscriptions(session.customer);
        return html(portalPage({ session, subscriptions, ledger, notice: asString(query.notice) }));
      }
      const portalAction = action && isPortalAction(action) ? action : null;
      if (method !== 'POST' || (action !== 'start-trial' && !portalAction)) return false;
      const back = (notice: string) =>
        redirect(`${core.url}/portal/${session.id}?notice=${encodeURIComponent(notice)}`);
      try {
        const notice = await core.perform((actions) => {
          if (!portalAction) {
            const sub = actions.startTrial(session.customer, asString(body.price) ?? '');
            return `Your ${ledger.price(sub.price)!.nickname} trial has started.`;
          }
          const chosen = asString(body.subscription);
          const sub = chosen
            ? ledger.subscriptions.find((s) => s.id === chosen && s.customer === session.customer)
            : core.liveSubscriptions(session.customer)[0];
          if (!sub) throw chosen ? missingResource('sub', chosen) : invalidState('There is no current subscription.');
          return actions.apply(portalAction, sub, asString(body.price));
        });
        return back(notice);
      } catch (error) {
        // A refused button says why on the page, as Stripe's portal does.
        if (error instanceof StripeError && error.status === 400) return back(error.message);
        throw error;
      }
    }
    return false;
  };
}
