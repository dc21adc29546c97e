/**
 * The ledger's objects as Stripe's API answers them, in the API version of
 * the SDK in use (see the SDK's types: Subscription, Invoice,
 * Checkout.Session): every field the product reads, in Stripe's shapes.
 */
import type Stripe from 'stripe';
import { PERIOD_SECONDS, type CheckoutSession, type Invoice, type Ledger, type Subscription } from './ledger';

/** The SDK's type of these fields: the compiler holds each shape to it. */
type Checked<T, K extends keyof T> = Pick<T, K>;

/** A subscription as Stripe's API answers it (API version of the SDK in use). */
export function subscriptionJson(ledger: Ledger, sub: Subscription, expandSchedule: boolean) {
  const price = ledger.price(sub.price);
  const json = {
    id: sub.id,
    object: 'subscription' as const,
    customer: sub.customer,
    status: sub.status,
    metadata: sub.metadata,
    cancel_at: sub.cancel_at_period_end ? sub.current_period_end : null,
    cancel_at_period_end: sub.cancel_at_period_end,
    canceled_at: sub.canceled_at,
    ended_at: sub.ended_at,
    created: sub.created,
    start_date: sub.created,
    billing_cycle_anchor: sub.current_period_start,
    collection_method: 'charge_automatically' as const,
    currency: 'usd',
    trial_start: sub.trial_start ?? null,
    trial_end: sub.trial_end ?? null,
    pause_collection: null,
    latest_invoice: sub.latest_invoice ?? null,
    livemode: false,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${sub.id}`,
      data: [
        {
          id: `si_${sub.id.slice(4)}`,
          object: 'subscription_item',
          price,
          quantity: 1,
          current_period_start: sub.current_period_start,
          current_period_end: sub.current_period_end,
        },
      ],
    },
    schedule: sub.schedule && expandSchedule ? scheduleJson(sub) : sub.schedule,
  };
  return json satisfies Checked<
    Stripe.Subscription,
    | 'id'
    | 'object'
    | 'customer'
    | 'status'
    | 'metadata'
    | 'cancel_at'
    | 'cancel_at_period_end'
    | 'canceled_at'
    | 'ended_at'
    | 'created'
    | 'start_date'
    | 'billing_cycle_anchor'
    | 'collection_method'
    | 'currency'
    | 'trial_start'
    | 'trial_end'
    | 'pause_collection'
    | 'latest_invoice'
    | 'livemode'
  >;
}

/** The schedule of a downgrade at the period's end: this price until then, the next one after. */
function scheduleJson(sub: Subscription) {
  return {
    id: sub.schedule,
    object: 'subscription_schedule',
    customer: sub.customer,
    subscription: sub.id,
    status: 'active',
    end_behavior: 'release',
    phases: [
      {
        start_date: sub.current_period_start,
        end_date: sub.current_period_end,
        items: [{ price: sub.price, quantity: 1 }],
      },
      {
        start_date: sub.current_period_end,
        end_date: sub.current_period_end + PERIOD_SECONDS,
        items: [{ price: sub.next_price, quantity: 1 }],
      },
    ],
  };
}

/** Checkout sessions run out after a day, as Stripe's do by default. */
export const CHECKOUT_SESSION_SECONDS = 24 * 3600;

export function checkoutSessionJson(session: CheckoutSession, ledger: Ledger) {
  const { subscription_metadata: _meta, price: _price, ...rest } = session;
  const price = ledger.price(session.price);
  const invoice = session.subscription
    ? ledger.invoices.find((i) => i.subscription === session.subscription && i.billing_reason === 'subscription_create')
    : undefined;
  const json = {
    ...rest,
    // Stripe keeps the page's address only while it can still be paid.
    url: session.status === 'open' ? session.url : null,
    expires_at: session.expires_at ?? session.created + CHECKOUT_SESSION_SECONDS,
    amount_total: price?.unit_amount ?? null,
    currency: 'usd',
    invoice: invoice?.id ?? null,
    payment_status: session.status === 'complete' ? ('paid' as const) : ('unpaid' as const),
    livemode: false,
  };
  return json satisfies Checked<
    Stripe.Checkout.Session,
    | 'id'
    | 'object'
    | 'mode'
    | 'status'
    | 'customer'
    | 'client_reference_id'
    | 'metadata'
    | 'subscription'
    | 'success_url'
    | 'cancel_url'
    | 'url'
    | 'created'
    | 'expires_at'
    | 'amount_total'
    | 'currency'
    | 'invoice'
    | 'payment_status'
    | 'livemode'
  >;
}

/** An invoice as Stripe's API answers it: its subscription is named under `parent` in this API version. */
export function invoiceJson(ledger: Ledger, invoice: Invoice) {
  const paid = invoice.status === 'paid';
  const price = ledger.price(invoice.price);
  const line = {
    id: `il_${invoice.id.slice(3)}`,
    object: 'line_item',
    amount: invoice.amount,
    currency: 'usd',
    description: `1 × Listkeep ${price?.nickname ?? ''} (at ${invoice.amount / 100} / month)`,
    invoice: invoice.id,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      subscription_item_details: {
        subscription: invoice.subscription,
        subscription_item: `si_${invoice.subscription.slice(4)}`,
        proration: false,
      },
    },
    period: { start: invoice.period_start, end: invoice.period_end },
    pricing: {
      type: 'price_details',
      price_details: { price: invoice.price, product: null },
      unit_amount_decimal: String(price?.unit_amount ?? 0),
    },
    quantity: 1,
  };
  const json = {
    id: invoice.id,
    object: 'invoice' as const,
    customer: invoice.customer,
    status: invoice.status,
    billing_reason: invoice.billing_reason,
    collection_method: 'charge_automatically' as const,
    currency: 'usd',
    amount_due: invoice.amount,
    amount_paid: paid ? invoice.amount : 0,
    amount_remaining: paid ? 0 : invoice.amount,
    subtotal: invoice.amount,
    total: invoice.amount,
    attempt_count: invoice.attempt_count,
    attempted: invoice.attempt_count > 0,
    next_payment_attempt: invoice.next_payment_attempt,
    period_start: invoice.period_start,
    period_end: invoice.period_end,
    parent: {
      type: 'subscription_details' as const,
      quote_details: null,
      subscription_details: { subscription: invoice.subscription, metadata: invoice.subscription_metadata },
    },
    lines: { object: 'list', data: [line], has_more: false, url: `/v1/invoices/${invoice.id}/lines` },
    status_transitions: {
      finalized_at: invoice.created,
      paid_at: invoice.paid_at,
      marked_uncollectible_at: null,
      voided_at: null,
    },
    metadata: {},
    created: invoice.created,
    livemode: false,
  };
  return json satisfies Checked<
    Stripe.Invoice,
    | 'id'
    | 'object'
    | 'customer'
    | 'status'
    | 'billing_reason'
    | 'collection_method'
    | 'currency'
    | 'amount_due'
    | 'amount_paid'
    | 'amount_remaining'
    | 'subtotal'
    | 'total'
    | 'attempt_count'
    | 'attempted'
    | 'next_payment_attempt'
    | 'period_start'
    | 'period_end'
    | 'parent'
    | 'status_transitions'
    | 'metadata'
    | 'created'
    | 'livemode'
  >;
}
