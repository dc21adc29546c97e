/**
 * What the stand-in keeps: customers, prices, checkout and portal sessions,
 * subscriptions with their schedules, invoices, and the events it sent; their
 * JSON as Stripe answers it is in shapes.ts.
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
