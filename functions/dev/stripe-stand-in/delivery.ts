/**
 * Posting events to the webhook as Stripe does: each signed with the
 * endpoint's secret at the time of the post, retried with backoff when the
 * webhook answers 5xx or cannot be reached, and, as a local setting, sent
 * twice or in the reverse order of one action's events, since Stripe
 * promises neither once-only nor in-order delivery.
 */
import Stripe from 'stripe';
import { newID, nowSeconds, type Ledger, type SentEvent } from './ledger';

export interface DeliverySettings {
  /** Every event is posted twice, with the same id. */
  duplicate: boolean;
  /** The events of one action are posted last first. */
  reorder: boolean;
}

export interface Webhook {
  url: string;
  secret: string;
}

/** Waits before each retry; Stripe's are hours apart, these fit a test. Then the event is given up. */
export const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

const signer = new Stripe('sk_test_stand_in_signer');

type Outcome = 'delivered' | 'retry' | 'refused';

export class Delivery {
  settings: DeliverySettings = { duplicate: false, reorder: false };
  private readonly retries = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly ledger: Ledger,
    public webhook: Webhook | undefined,
  ) {}

  /** Records an event; it is posted by send(), with the others of its action. */
  record(type: string, customer: string, object: unknown, previousAttributes?: Record<string, unknown>): SentEvent {
    const event = {
      id: newID('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object, ...(previousAttributes && { previous_attributes: previousAttributes }) },
    };
    const sent: SentEvent = {
      id: event.id,
      type,
      customer,
      payload: JSON.stringify(event),
      delivered: false,
      attempts: 0,
    };
    this.ledger.events.push(sent);
    return sent;
  }

  /**
   * Posts one action's events and waits for the first posts, so a caller sees
   * the webhook's work done when the action answers; retries run on after.
   */
  async send(events: readonly SentEvent[]): Promise<void> {
    const order = this.settings.reorder ? [...events].reverse() : events;
    for (const event of order) {
      let outcome: Outcome = 'refused';
      for (let copy = 0; copy < (this.settings.duplicate ? 2 : 1); copy++) {
        const answer = await this.post(event);
        if (outcome !== 'delivered') outcome = answer;
      }
      if (outcome === 'retry') this.retry(event, 0);
    }
    this.ledger.save();
  }

  /** Resolves once no retry is waiting or running. */
  async idle(): Promise<void> {
    while (this.retries.size > 0) await Promise.all([...this.retries]);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private retry(event: SentEvent, attempt: number): void {
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined || this.closed) {
      console.warn(`gave up delivering ${event.type} ${event.id} after ${event.attempts} attempts`);
      return;
    }
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.post(event).then((outcome) => {
          this.ledger.save();
          if (outcome === 'retry') this.retry(event, attempt + 1);
          this.retries.delete(done);
          resolve();
        });
      }, delay);
      this.timers.add(timer);
    });
    this.retries.add(done);
  }

  private async post(event: SentEvent): Promise<Outcome> {
    if (!this.webhook || this.closed) return 'refused';
    const { url, secret } = this.webhook;
    event.attempts = (event.attempts ?? 0) + 1;
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: event.payload, secret }),
        },
        body: event.payload,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await answer.text();
      if (answer.ok) {
        event.delivered = true;
        return 'delivered';
      }
      console.warn(`webhook answered ${answer.status} to ${event.type}: ${text}`);
      return answer.status >= 500 ? 'retry' : 'refused';
    } catch (error) {
      console.warn(`webhook unreachable for ${event.type}:`, error);
      return 'retry';
    }
  }
}
