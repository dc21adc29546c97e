/**
 * How subscriptions change, as Stripe changes them, and the events each
 * change sends: the portal's own actions (change plan, cancel, renew) and the
 * local-only ones that stand for time passing or a card failing (end the
 * period, fail the renewal, retry it, give up, pause and resume, a trial).
 * Which action applies in which state is said once here, for the pages and
 * the JSON controls alike.
 */
import { invalidState, missingParamResource } from './errors';
import { PERIOD_SECONDS, newID, nowSeconds, type Invoice, type Ledger, type Subscription } from './ledger';
import { invoiceJson, subscriptionJson } from './shapes';

export type Emit = (type: string, customer: string, object: unknown, previous?: Record<string, unknown>) => void;

export const TRIAL_DAYS = 14;
/** When Stripe would try a failed renewal's card again. */
const RETRY_AFTER_SECONDS = 3 * 24 * 3600;

/** The actions the local controls take, POST /_local/subscriptions/{id}/{action}. */
export const LOCAL_ACTIONS = [
  'end-period',
  'fail-renewal',
  'retry-payment',
  'give-up',
  'pause',
  'resume',
  'cancel-now',
] as const;
export type LocalAction = (typeof LOCAL_ACTIONS)[number];
/** The billing portal's buttons, besides starting a trial, which makes a subscription. */
export const PORTAL_ACTIONS = ['update', 'cancel', 'renew', ...LOCAL_ACTIONS] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

export const isLocalAction = (action: string): action is LocalAction =>
  (LOCAL_ACTIONS as readonly string[]).includes(action);
export const isPortalAction = (action: string): action is PortalAction =>
  (PORTAL_ACTIONS as readonly string[]).includes(action);

/** Not over: Stripe still bills it or may again. */
export const isLive = (sub: Subscription) => sub.status !== 'canceled' && sub.status !== 'incomplete_expired';

/** Whether `action` applies to the subscription as it is now. */
export function canApply(action: PortalAction, sub: Subscription): boolean {
  const running = sub.status === 'active' || sub.status === 'trialing';
  switch (action) {
    case 'update':
    case 'pause':
    case 'end-period':
      return running;
    case 'cancel':
    case 'fail-renewal':
      return running && !sub.cancel_at_period_end;
    case 'renew':
      return running && (sub.cancel_at_period_end || sub.next_price !== null);
    case 'retry-payment':
      return sub.status === 'past_due' || sub.status === 'unpaid';
    case 'give-up':
      return sub.status === 'past_due';
    case 'resume':
      return sub.status === 'paused';
    case 'cancel-now':
      return isLive(sub);
  }
}

export class SubscriptionActions {
  constructor(
    private readonly ledger: Ledger,
    private readonly emit: Emit,
  ) {}

  /** Applies `action`, or refuses it as Stripe refuses a change the subscription's state does not allow. */
  apply(action: PortalAction, sub: Subscription, priceID?: string): string {
    if (!canApply(action, sub)) {
      throw invalidState(`This subscription is ${sub.status.replace('_', ' ')}: ${action} does not apply to it.`);
    }
    switch (action) {
      case 'update':
        return this.update(sub, priceID);
      case 'cancel':
      case 'renew': {
        const cancel = action === 'cancel';
        return this.change(
          sub,
          () => {
            // Either way, a scheduled plan change is dropped.
            sub.cancel_at_period_end = cancel;
            sub.next_price = null;
            sub.schedule = null;
          },
          cancel ? 'Your plan will be cancelled at the end of the period.' : 'Your plan will renew.',
        );
      }
      case 'end-period':
        return this.endPeriod(sub);
      case 'fail-renewal':
        return this.failRenewal(sub);
      case 'retry-payment': {
        const invoice = this.openInvoice(sub);
        if (invoice) this.emit('invoice.paid', sub.customer, invoiceJson(this.ledger, this.pay(invoice)));
        return this.change(sub, () => (sub.status = 'active'), 'The payment went through.');
      }
      case 'give-up':
        return this.change(
          sub,
          () => {
            sub.status = 'unpaid';
            const invoice = this.openInvoice(sub);
            if (invoice) invoice.next_payment_attempt = null;
          },
          'Retries stopped: the subscription is unpaid.',
        );
      case 'pause': {
        const { object, previous } = this.after(sub, () => (sub.status = 'paused'));
        this.emit('customer.subscription.paused', sub.customer, object, previous);
        return this.updated(sub, previous, 'The subscription is paused.');
      }
      case 'resume': {
        const { object, previous } = this.after(sub, () => {
          sub.status = 'active';
          this.newPeriod(sub, nowSeconds());
        });
        this.emit('customer.subscription.resumed', sub.customer, object, previous);
        return this.updated(sub, previous, 'The subscription is running again.');
      }
      case 'cancel-now': {
        const now = nowSeconds();
        sub.status = 'canceled';
        sub.cancel_at_period_end = false;
        sub.canceled_at = sub.ended_at = now;
        this.emit('customer.subscription.deleted', sub.customer, subscriptionJson(this.ledger, sub, false));
        return 'The subscription is cancelled.';
      }
    }
  }

  /** A new subscription in a 14-day trial of `priceID`, which its first invoice of 0 opens. */
  startTrial(customer: string, priceID: string): Subscription {
    const price = this.ledger.price(priceID);
    if (!price) throw missingParamResource('price', priceID, 'price');
    const now = nowSeconds();
    const end = now + TRIAL_DAYS * 24 * 3600;
    const sub: Subscription = {
      id: newID('sub'),
      object: 'subscription',
      customer,
      status: 'trialing',
      price: price.id,
      metadata: {},
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      current_period_start: now,
      current_period_end: end,
      next_price: null,
      schedule: null,
      created: now,
      trial_start: now,
      trial_end: end,
    };
    this.ledger.subscriptions.push(sub);
    this.pay(this.invoice(sub, 'subscription_create', 0));
    this.emit('customer.subscription.created', customer, subscriptionJson(this.ledger, sub, false));
    return sub;
  }

  /** A subscription paid for at checkout: active, its first invoice paid. */
  startPaid(sub: Subscription): void {
    this.ledger.subscriptions.push(sub);
    const invoice = this.invoice(sub, 'subscription_create');
    this.pay(invoice);
    this.emit('customer.subscription.created', sub.customer, subscriptionJson(this.ledger, sub, false));
    this.emit('invoice.paid', sub.customer, invoiceJson(this.ledger, invoice));
  }

  /** As Stripe's portal does with proration off: an upgrade at once, a downgrade at the period's end. */
  private update(sub: Subscription, priceID: string | undefined): string {
    const price = this.ledger.price(priceID ?? '');
    if (!price) throw missingParamResource('price', priceID ?? '', 'price');
    const current = this.ledger.price(sub.price)!;
    if (price.unit_amount >= current.unit_amount) {
      return this.change(
        sub,
        () => {
          sub.cancel_at_period_end = false;
          sub.price = price.id;
          sub.next_price = null;
          sub.schedule = null;
        },
        `Your plan is now ${price.nickname}.`,
      );
    }
    return this.change(
      sub,
      () => {
        sub.cancel_at_period_end = false;
        sub.next_price = price.id;
        sub.schedule ??= newID('sub_sched');
      },
      `Your plan changes to ${price.nickname} at the end of the period.`,
    );
  }

  /** The period runs out now: a cancellation or a scheduled downgrade takes effect, else it renews and is paid. */
  private endPeriod(sub: Subscription): string {
    if (sub.cancel_at_period_end) {
      const now = nowSeconds();
      sub.status = 'canceled';
      sub.canceled_at = sub.ended_at = now;
      this.emit('customer.subscription.deleted', sub.customer, subscriptionJson(this.ledger, sub, false));
      return 'The billing period ended.';
    }
    const { previous, result: invoice } = this.after(sub, () => {
      this.newPeriod(sub, nowSeconds());
      sub.status = 'active';
      return this.pay(this.invoice(sub, 'subscription_cycle'));
    });
    this.emit('invoice.paid', sub.customer, invoiceJson(this.ledger, invoice));
    return this.updated(sub, previous, 'The billing period ended.');
  }

  /** The period runs out now and the renewal's card is declined: past due, Stripe retries later. */
  private failRenewal(sub: Subscription): string {
    const { previous, result: invoice } = this.after(sub, () => {
      this.newPeriod(sub, nowSeconds());
      sub.status = 'past_due';
      const invoice = this.invoice(sub, 'subscription_cycle');
      invoice.attempt_count = 1;
      invoice.next_payment_attempt = nowSeconds() + RETRY_AFTER_SECONDS;
      return invoice;
    });
    this.emit('invoice.payment_failed', sub.customer, invoiceJson(this.ledger, invoice));
    return this.updated(sub, previous, 'The renewal payment failed.');
  }

  private newPeriod(sub: Subscription, start: number): void {
    if (sub.next_price) {
      sub.price = sub.next_price;
      sub.next_price = null;
      sub.schedule = null;
    }
    sub.current_period_start = start;
    sub.current_period_end = start + PERIOD_SECONDS;
  }

  private invoice(sub: Subscription, reason: Invoice['billing_reason'], amount?: number): Invoice {
    const invoice: Invoice = {
      id: newID('in'),
      customer: sub.customer,
      subscription: sub.id,
      subscription_metadata: sub.metadata,
      price: sub.price,
      amount: amount ?? this.ledger.price(sub.price)!.unit_amount,
      billing_reason: reason,
      status: 'open',
      attempt_count: 0,
      next_payment_attempt: null,
      period_start: sub.current_period_start,
      period_end: sub.current_period_end,
      paid_at: null,
      created: nowSeconds(),
    };
    this.ledger.invoices.push(invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  private pay(invoice: Invoice): Invoice {
    invoice.status = 'paid';
    invoice.attempt_count += invoice.amount > 0 ? 1 : 0;
    invoice.next_payment_attempt = null;
    invoice.paid_at = nowSeconds();
    return invoice;
  }

  private openInvoice(sub: Subscription): Invoice | undefined {
    return this.ledger.invoices.find((i) => i.id === sub.latest_invoice && i.status === 'open');
  }

  /** Changes the subscription and sends customer.subscription.updated with what it was before. */
  private change(sub: Subscription, mutate: () => unknown, notice: string): string {
    return this.updated(sub, this.after(sub, mutate).previous, notice);
  }

  private updated(sub: Subscription, previous: Record<string, unknown>, notice: string): string {
    this.emit('customer.subscription.updated', sub.customer, subscriptionJson(this.ledger, sub, false), previous);
    return notice;
  }

  /** The subscription after `mutate`, and the top-level fields it had before that changed, as Stripe's previous_attributes. */
  private after<T>(sub: Subscription, mutate: () => T) {
    const before: Record<string, unknown> = subscriptionJson(this.ledger, sub, false);
    const result = mutate();
    const object: Record<string, unknown> = subscriptionJson(this.ledger, sub, false);
    const previous: Record<string, unknown> = {};
    for (const key of Object.keys(object)) {
      if (JSON.stringify(before[key]) !== JSON.stringify(object[key])) previous[key] = before[key];
    }
    return { object, previous, result };
  }
}
