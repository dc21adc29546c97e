/**
 * The payment provider, behind a small port: Stripe through its own SDK, in
 * production against Stripe and locally against the stand-in of
 * `functions/dev/stripe-stand-in` (same SDK, another host). The domain sees
 * only what it needs in its own terms (domain/billing/billing.ts).
 */
import Stripe from 'stripe';
import {
  NO_SUBSCRIPTION,
  PAID_TIERS,
  PRICE_LOOKUP_KEYS,
  isPaying,
  paymentDueAfter,
  tierOfLookupKey,
  tierRank,
  type PaidTier,
  type SubscriptionStatus,
  type Tier,
} from '@listkeep/common';

/** A team's plan as the provider has it now; times in epoch ms. */
export interface BillingState {
  status: SubscriptionStatus;
  tier: Tier;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  downgradeAtPeriodEnd: boolean;
  downgradeTo: Tier | null;
  periodEnd: number | null;
  /** While a renewal's payment fails: the last day to fix it (common/src/billing.ts PAYMENT_RETRY_DAYS). */
  paymentDueBy: number | null;
  /** Paying subscriptions beyond the one the plan is read from. */
  extraSubscriptions: number;
}

/** What the webhook learns from a verified event: which customer to look at again. */
export interface BillingEvent {
  id: string;
  type: string;
  customerID: string | null;
}

export interface Billing {
  /** The team's customer; asking again for the same team gives the same customer. */
  createCustomer(input: { teamID: string; email: string; name: string }): Promise<string>;
  checkoutUrl(input: {
    customerID: string;
    teamID: string;
    tier: PaidTier;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  /** Deletes the customer, which ends its subscriptions at once (an account deleted for good). */
  deleteCustomer(customerID: string): Promise<void>;
  /** The provider's page where a subscriber changes or cancels their plan. */
  portalUrl(input: { customerID: string; returnUrl: string }): Promise<string>;
  /** Reads the customer's subscriptions afresh: the webhook's events are only pointers to this. */
  stateOf(customerID: string): Promise<BillingState>;
  /** The event of a webhook call; throws BillingSignatureError unless it is signed with the endpoint's secret. */
  verifyEvent(rawBody: Buffer | string, signature: string | undefined, receivedAt: number): BillingEvent;
}

export class BillingSignatureError extends Error {}

/** For code that never pays: every call fails as a provider out of reach would. */
export const noBilling: Billing = {
  createCustomer: unavailable,
  deleteCustomer: unavailable,
  checkoutUrl: unavailable,
  portalUrl: unavailable,
  stateOf: unavailable,
  verifyEvent: () => {
    throw new BillingSignatureError('No payment provider is set up here.');
  },
};

async function unavailable(): Promise<never> {
  throw new Error('No payment provider is set up here.');
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API host, for the local stand-in: `http://127.0.0.1:12111`. */
  apiUrl?: string;
}

/** How long the price table read from the provider is trusted before it is read again. */
const PRICE_CACHE_MS = 10 * 60_000;

/** Signed events older than this are refused, so a captured call cannot be replayed later. */
export const WEBHOOK_TOLERANCE_S = 300;

export function stripeBilling(settings: StripeSettings): Billing {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 8000,
    ...(api && {
      host: api.hostname,
      port: Number(api.port) || (api.protocol === 'http:' ? 80 : 443),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  });

  let prices: { at: number; byTier: Map<PaidTier, string>; byID: Map<string, PaidTier> } | null = null;
  async function priceTable() {
    if (prices && Date.now() - prices.at < PRICE_CACHE_MS) return prices;
    const list = await stripe.prices.list({ lookup_keys: Object.values(PRICE_LOOKUP_KEYS), active: true, limit: 10 });
    const byTier = new Map<PaidTier, string>();
    const byID = new Map<string, PaidTier>();
    for (const price of list.data) {
      const tier = tierOfLookupKey(price.lookup_key);
      if (tier) {
        byTier.set(tier, price.id);
        byID.set(price.id, tier);
      }
    }
    const missing = PAID_TIERS.filter((tier) => !byTier.has(tier));
    if (missing.length > 0) throw new Error(`No Stripe price has the lookup key of ${missing.join(', ')}`);
    prices = { at: Date.now(), byTier, byID };
    return prices;
  }

  const priceID = (price: string | { id: string } | null | undefined) =>
    typeof price === 'string' ? price : (price?.id ?? null);

  return {
    async createCustomer({ teamID, email, name }) {
      // The key makes concurrent first checkouts of one team create one customer.
      const customer = await stripe.customers.create(
        { email, name, metadata: { teamID } },
        { idempotencyKey: `listkeep-team-customer-${teamID}` },
      );
      return customer.id;
    },

    async deleteCustomer(customerID) {
      try {
        await stripe.customers.del(customerID);
      } catch (error) {
        // Already gone is what was asked for.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)) throw error;
      }
    },

    async checkoutUrl({ customerID, teamID, tier, successUrl, cancelUrl }) {
      const { byTier } = await priceTable();
      // One payable checkout per team: one left open in another tab can no longer be paid.
      const open = await stripe.checkout.sessions.list({ customer: customerID, status: 'open', limit: 100 });
      await Promise.all(open.data.map((session) => stripe.checkout.sessions.expire(session.id).catch(alreadyClosed)));
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerID,
        client_reference_id: teamID,
        line_items: [{ price: byTier.get(tier)!, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata: { teamID, tier },
        subscription_data: { metadata: { teamID } },
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a url');
      return session.url;
    },

    async portalUrl({ customerID, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerID, return_url: returnUrl });
      return session.url;
    },

    async stateOf(customerID) {
      const [{ byID }, list] = await Promise.all([
        priceTable(),
        stripe.subscriptions
          .list({ customer: customerID, status: 'all', limit: 100, expand: ['data.schedule'] })
          // A customer Stripe no longer knows pays for nothing.
          .catch((error: unknown) => (isMissing(error) ? { data: [] } : Promise.reject(error))),
      ]);
      return stateOfSubscriptions(list.data, (price) => byID.get(priceID(price) ?? '') ?? null);
    },

    verifyEvent(rawBody, signature, receivedAt) {
      if (!signature) throw new BillingSignatureError('The Stripe-Signature header is missing.');
      // Stripe's check refuses signatures older than the tolerance; one dated as far ahead is as suspect.
      const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
      if (signedAt > receivedAt / 1000 + WEBHOOK_TOLERANCE_S) {
        throw new BillingSignatureError('The signature is dated in the future.');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_S,
          undefined,
          receivedAt,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new BillingSignatureError('The signature does not match this endpoint, or it is too old.');
        }
        throw new BillingSignatureError('The body is not a Stripe event.');
      }
      if (!isOneEvent(event)) throw new BillingSignatureError('The body is not one Stripe event with an id.');
      return { id: event.id, type: event.type, customerID: customerOf(event.data.object) };
    },
  };
}

/**
 * The team's plan from all of the customer's subscriptions. The plan is the
 * most recently created paying one's, whatever order the provider lists them
 * in; other paying ones are counted so the owner can cancel them. With none
 * paying, the newest one's status says why (paused, unpaid, …) and the plan
 * is free.
 */
export function stateOfSubscriptions(
  subscriptions: readonly Stripe.Subscription[],
  tierOfPrice: (price: string | { id: string } | null | undefined) => PaidTier | null,
): BillingState {
  const newestFirst = [...subscriptions].sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
  const paying = newestFirst.filter((sub) => isPaying(sub.status));
  const current = paying[0];
  if (!current) {
    const latest = newestFirst[0];
    return { ...NO_SUBSCRIPTION, status: latest ? (latest.status as SubscriptionStatus) : 'none' };
  }
  const item = current.items.data[0];
  const tier: Tier = tierOfPrice(item?.price) ?? 'starter';
  const periodEnd = item ? item.current_period_end * 1000 : null;
  const cancelAt = current.cancel_at ? current.cancel_at * 1000 : current.cancel_at_period_end ? periodEnd : null;
  const schedule = typeof current.schedule === 'object' ? current.schedule : null;
  // The phase that starts when the current period ends, if a change is scheduled.
  const next = schedule?.phases.find((phase) => periodEnd !== null && phase.start_date * 1000 >= periodEnd);
  const nextTier = next ? tierOfPrice(next.items[0]?.price) : null;
  const downgradeTo = nextTier && tierRank(nextTier) < tierRank(tier) ? nextTier : null;
  // A failed renewal opens the new period; Stripe retries it until the retry window closes.
  const paymentDueBy = current.status === 'past_due' && item ? paymentDueAfter(item.current_period_start * 1000) : null;
  return {
    status: current.status as SubscriptionStatus,
    tier,
    cancelAtPeriodEnd: cancelAt !== null,
    cancelAt,
    downgradeAtPeriodEnd: downgradeTo !== null,
    downgradeTo,
    periodEnd,
    paymentDueBy,
    extraSubscriptions: paying.length - 1,
  };
}

/** Stripe's ids: what a store document may be named after. */
const EVENT_ID = /^evt_[A-Za-z0-9_]{1,250}$/;

/** A signed body is only trusted as far as its shape: one event object, with an id and a type. */
function isOneEvent(value: unknown): value is Stripe.Event {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const event = value as { id?: unknown; type?: unknown; data?: unknown };
  return (
    typeof event.id === 'string' &&
    EVENT_ID.test(event.id) &&
    typeof event.type === 'string' &&
    typeof event.data === 'object' &&
    event.data !== null
  );
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** Expiring a session someone has just paid or that expired meanwhile is no failure. */
function alreadyClosed(error: unknown): void {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
}

/** The customer an event's object belongs to: a customer itself, or anything that names one. */
function customerOf(object: unknown): string | null {
  if (typeof object !== 'object' || object === null) return null;
  const o = object as { object?: unknown; id?: unknown; customer?: unknown };
  if (o.object === 'customer' && typeof o.id === 'string') return o.id;
  if (typeof o.customer === 'string') return o.customer;
  if (
    typeof o.customer === 'object' &&
    o.customer !== null &&
    typeof (o.customer as { id?: unknown }).id === 'string'
  ) {
    return (o.customer as { id: string }).id;
  }
  return null;
}

/** The key the local stand-in takes; a Stripe key set to "local", or none, means the stand-in. */
export const LOCAL_STRIPE_KEY = 'sk_test_listkeep_local';
export const LOCAL_STRIPE_API_URL = 'http://127.0.0.1:12111';

/**
 * Stripe as configured: the real one with a secret key, else the local
 * stand-in on this machine. Production without a key gets no provider at all
 * (every checkout answers 503) rather than a stand-in nobody runs.
 */
export function billingFromSettings(
  secretKey: string,
  webhookSecret: string,
  env: NodeJS.ProcessEnv = process.env,
): Billing {
  const local = !secretKey || secretKey === 'local';
  if (!local) return stripeBilling({ secretKey, webhookSecret });
  if (env.K_SERVICE && env.FUNCTIONS_EMULATOR !== 'true') {
    console.error('STRIPE_SECRET_KEY is not set: checkout is unavailable.');
    return noBilling;
  }
  return stripeBilling({
    secretKey: LOCAL_STRIPE_KEY,
    webhookSecret,
    apiUrl: env.LISTKEEP_STRIPE_API_URL || LOCAL_STRIPE_API_URL,
  });
}
