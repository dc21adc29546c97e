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
}

export interface PortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string;
  url: string;
  created: number;
}

export interface Subscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'canceled';
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
}

export interface SentEvent {
  id: string;
  type: string;
  customer: string;
  /** The exact JSON that was signed and posted. */
  payload: string;
  delivered: boolean;
}

interface LedgerData {
  prices: Price[];
  customers: Customer[];
  idempotency: Record<string, string>;
  checkoutSessions: CheckoutSession[];
  portalSessions: PortalSession[];
  subscriptions: Subscription[];
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
      idempotency: {},
      checkoutSessions: [],
      portalSessions: [],
      subscriptions: [],
      events: [],
    };
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

export function checkoutSessionJson(session: CheckoutSession) {
  const { subscription_metadata: _meta, price: _price, ...rest } = session;
  return { ...rest, payment_status: session.status === 'complete' ? 'paid' : 'unpaid', livemode: false };
}
