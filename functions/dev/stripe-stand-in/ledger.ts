/**
 * What the stand-in keeps: customers, prices, checkout and portal sessions,
 * subscriptions with their schedules, and the events it sent. Objects have
 * the fields of Stripe's own that the product reads, in Stripe's shapes.
 * Kept in memory and, when given a path, in a JSON file, so a restarted
 * local stack still knows the subscriptions its store points to.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface PriceSpec {
  lookupKey: string;
  /** Shown on the checkout and portal pages, e.g. "Core". */
  nickname: string;
  unitAmount: number;
}

export interface Price {
  id: string;
  object: 'price';
  active: true;
  currency: 'usd';
  lookup_key: string;
  nickname: string;
  unit_amount: number;
  recurring: { interval: 'month'; interval_count: 1 };
  type: 'recurring';
}

export interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  customer: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription_metadata: Record<string, string>;
  price: string;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  expires_at?: number;
}

export interface PortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string;
  url: string;
  created: number;
}

/** Every status Stripe gives a subscription. */
export type SubscriptionStatus =
  'active' | 'trialing' | 'past_due' | 'unpaid' | 'incomplete' | 'incomplete_expired' | 'paused' | 'canceled';

export interface Subscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  price: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  current_period_start: number;
  current_period_end: number;
  /** The price from the next period on, for a downgrade at the period's end. */
  next_price: string | null;
  schedule: string | null;
  created: number;
  trial_start?: number | null;
  trial_end?: number | null;
  latest_invoice?: string | null;
}

/** The invoice of a period: the first one, a renewal, or a trial's zero one. */
export interface Invoice {
  id: string;
  customer: string;
  subscription: string;
  subscription_metadata: Record<string, string>;
  price: string;
  amount: number;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  status: 'open' | 'paid';
  attempt_count: number;
  next_payment_attempt: number | null;
  period_start: number;
  period_end: number;
  paid_at: number | null;
  created: number;
}

export interface SentEvent {
  id: string;
  type: string;
  customer: string;
  /** The exact JSON that was signed and posted. */
  payload: string;
  /** Whether the webhook answered 2xx to one of the attempts. */
  delivered: boolean;
  /** Posts made so far, copies included. */
  attempts?: number;
}

interface LedgerData {
  prices: Price[];
  customers: Customer[];
  /** Deleted customers' ids: Stripe still answers them, as deleted. */
  deletedCustomers: string[];
  idempotency: Record<string, string>;
  checkoutSessions: CheckoutSession[];
  portalSessions: PortalSession[];
  subscriptions: Subscription[];
  invoices: Invoice[];
  events: SentEvent[];
}

export const PERIOD_SECONDS = 30 * 24 * 3600;

export const newID = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export class Ledger {
  private data: LedgerData;

  constructor(
    prices: PriceSpec[],
    private readonly path?: string,
  ) {
    const saved = path && existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as LedgerData) : null;
    this.data = saved ?? {
      prices: [],
      customers: [],
      deletedCustomers: [],
      idempotency: {},
      checkoutSessions: [],
      portalSessions: [],
      subscriptions: [],
      invoices: [],
      events: [],
    };
    // A ledger saved before invoices were kept.
    this.data.invoices ??= [];
    this.data.deletedCustomers ??= [];
    for (const spec of prices) {
      if (this.data.prices.some((p) => p.lookup_key === spec.lookupKey)) continue;
      this.data.prices.push({
        id: newID('price'),
        object: 'price',
        active: true,
        currency: 'usd',
        lookup_key: spec.lookupKey,
        nickname: spec.nickname,
        unit_amount: spec.unitAmount,
        recurring: { interval: 'month', interval_count: 1 },
        type: 'recurring',
      });
    }
    this.save();
  }

  save(): void {
    if (this.path) writeFileSync(this.path, JSON.stringify(this.data));
  }

  get prices(): readonly Price[] {
    return this.data.prices;
  }
  get customers(): Customer[] {
    return this.data.customers;
  }
  get deletedCustomers(): string[] {
    return this.data.deletedCustomers;
  }
  get idempotency(): Record<string, string> {
    return this.data.idempotency;
  }
  get checkoutSessions(): CheckoutSession[] {
    return this.data.checkoutSessions;
  }
  get portalSessions(): PortalSession[] {
    return this.data.portalSessions;
  }
  get subscriptions(): Subscription[] {
    return this.data.subscriptions;
  }
  get invoices(): Invoice[] {
    return this.data.invoices;
  }
  get events(): SentEvent[] {
    return this.data.events;
  }

  price(id: string): Price | undefined {
    return this.data.prices.find((p) => p.id === id);
  }
}

/** A subscription as Stripe's API answers it (API version of the SDK in use). */
export function subscriptionJson(ledger: Ledger, sub: Subscription, expandSchedule: boolean) {
  const price = ledger.price(sub.price);
  return {
    id: sub.id,
    object: 'subscription',
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
    collection_method: 'charge_automatically',
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
  return {
    ...rest,
    // Stripe keeps the page's address only while it can still be paid.
    url: session.status === 'open' ? session.url : null,
    expires_at: session.expires_at ?? session.created + CHECKOUT_SESSION_SECONDS,
    amount_total: price?.unit_amount ?? null,
    currency: 'usd',
    invoice: invoice?.id ?? null,
    payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
    livemode: false,
  };
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
  return {
    id: invoice.id,
    object: 'invoice',
    customer: invoice.customer,
    status: invoice.status,
    billing_reason: invoice.billing_reason,
    collection_method: 'charge_automatically',
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
      type: 'subscription_details',
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
}
