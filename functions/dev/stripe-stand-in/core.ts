/**
 * What every route of the stand-in shares: the ledger, the delivery of
 * events, the one way to change state (perform: change, save, then post the
 * change's events), and look-ups that fail with Stripe's errors.
 */
import { SubscriptionActions, isLive, type Emit } from './actions';
import { Delivery, type Webhook } from './delivery';
import { missingParamResource, missingResource } from './errors';
import type { FormValue } from './form';
import type { Ledger, SentEvent } from './ledger';

/** Newest first, as Stripe lists; made in the same second, the one made later first. */
export const newestFirst = <T extends { created: number }>(items: readonly T[]): T[] =>
  [...items].reverse().sort((a, b) => b.created - a.created);

export interface Request {
  method: string;
  path: string;
  /** A form body, as Stripe's API and the pages' forms send. */
  body: Record<string, FormValue>;
  /** A JSON body, as the local controls take; {} otherwise. */
  json: Record<string, unknown>;
  query: Record<string, FormValue>;
  headers: Record<string, string | string[] | undefined>;
}

/** Each answers the request and returns true, for `return reply.json(…)` in routes. */
export interface Reply {
  json(status: number, value: unknown): true;
  redirect(to: string): true;
  html(page: string): true;
}

/** A group of routes: answers and returns true, or returns false when the request is not theirs. */
export type Routes = (req: Request, reply: Reply) => Promise<boolean>;

export class StandInCore {
  readonly delivery: Delivery;

  constructor(
    readonly ledger: Ledger,
    /** http://host:port, where the hosted pages are. */
    readonly url: string,
    webhook: Webhook | undefined,
  ) {
    this.delivery = new Delivery(ledger, webhook);
  }

  /**
   * Runs a change, saves it, then posts the events it recorded, in order, and
   * waits for their first posts (not for retries).
   */
  async perform<T>(work: (actions: SubscriptionActions, emit: Emit) => T): Promise<T> {
    const sent: SentEvent[] = [];
    const emit: Emit = (type, customer, object, previous) =>
      void sent.push(this.delivery.record(type, customer, object, previous));
    const result = work(new SubscriptionActions(this.ledger, emit), emit);
    this.ledger.save();
    await this.delivery.send(sent);
    return result;
  }

  /** The customer named in the path (404), or in the parameter `param` (400). */
  customer(id: string, param?: string) {
    const customer = this.ledger.customers.find((c) => c.id === id);
    if (!customer) throw param ? missingParamResource('cus', id, param) : missingResource('cus', id);
    return customer;
  }

  checkoutSession(id: string) {
    return byID(this.ledger.checkoutSessions, id, 'cs');
  }

  portalSession(id: string) {
    return byID(this.ledger.portalSessions, id, 'bps');
  }

  /** The customer's subscriptions that are not over, newest first. */
  liveSubscriptions(customer: string) {
    return newestFirst(this.ledger.subscriptions.filter((s) => s.customer === customer && isLive(s)));
  }

  subscription(id: string) {
    return byID(this.ledger.subscriptions, id, 'sub');
  }

  invoice(id: string) {
    return byID(this.ledger.invoices, id, 'in');
  }
}

/** The object of the list with this id, or Stripe's 404 for it. */
function byID<T extends { id: string }>(
  list: readonly T[],
  id: string,
  prefix: Parameters<typeof missingResource>[0],
): T {
  const found = list.find((item) => item.id === id);
  if (!found) throw missingResource(prefix, id);
  return found;
}
