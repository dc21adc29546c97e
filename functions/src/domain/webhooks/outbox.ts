/**
 * Webhook deliveries that are never lost and never hold up an answer
 * (docs/product.md §4 Webhooks). The change that causes an event writes one
 * delivery per endpoint that asked for it, in its own transaction
 * (queueWebhookEvent, events.ts), so the delivery exists exactly when the
 * change does; a dispatcher POSTs it afterwards, outside every caller's
 * answer time: the trigger on its document and a sweep each minute in
 * production, this process locally (services/local-outbox.ts).
 *
 * pending → sending (claimed in a transaction, under a lease) → delivered on
 * a 2xx answer. Any other answer, a timeout or a refused connection makes it
 * retrying, after a growing wait (RETRY_DELAYS_MS), until
 * WEBHOOK_LIMITS.retryHours have passed since the event, when it is failed.
 * Receivers get each event at least once: a delivery whose dispatcher died
 * while sending (its lease ran out) is sent again, with the same event id.
 */
import { WEBHOOK_LIMITS, type WebhookDelivery } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { deleteExpired } from '../../services/expired-docs';
import { FieldValue, type DocSnapshot, type Store } from '../../store/port';
import { COLLECTIONS, type WebhookDeliveryDoc } from '../docs';
import { DomainError, notFound } from '../errors';
import { DAY_MS, toTimestamp } from '../time';
import { deliveriesOfEndpoint, endpointRef, manageableEndpoint } from './endpoints';
import { POST_TIMEOUT_MS, postSigned, type Attempt } from './send';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The wait after the n-th failed attempt; the last applies to any later one. */
export const RETRY_DELAYS_MS = [MINUTE_MS, 5 * MINUTE_MS, 30 * MINUTE_MS, 2 * HOUR_MS, 5 * HOUR_MS, 10 * HOUR_MS];

/**
 * How often the sweep runs, in production (index.ts) and on the local stack
 * (services/local-background.ts) alike: no retry comes sooner, and on the
 * Firestore emulator, which scans for each query, a sweep every few seconds
 * from each API process tripled every call's time.
 */
export const WEBHOOK_SWEEP_EVERY_MINUTES = 1;

/** How long after the event (or a "send again") a failing delivery is retried. */
export const RETRY_FOR_MS = WEBHOOK_LIMITS.retryHours * HOUR_MS;

/** Longer than a POST may take: a delivery still sending past it was cut short, and is tried again. */
export const SEND_LEASE_MS = POST_TIMEOUT_MS + MINUTE_MS;

const KEPT_MS = WEBHOOK_LIMITS.keptDays * DAY_MS;

/** The wait before the attempt after `attempts` failed ones. */
export const retryDelay = (attempts: number): number =>
  RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1];

/**
 * When the attempt after `attempts` failed ones is due, or null when that
 * would be past RETRY_FOR_MS since `retryFrom`: the delivery is then given up.
 */
export function nextAttemptAt(retryFrom: number, attempts: number, now: number): number | null {
  const next = now + retryDelay(attempts);
  return next <= retryFrom + RETRY_FOR_MS ? next : null;
}

export const deliveryRef = (store: Store, id: string) =>
  store.doc<WebhookDeliveryDoc>(`${COLLECTIONS.webhookDeliveries}/${id}`);

/** A new delivery's document: due now, kept in the log for WEBHOOK_LIMITS.keptDays. */
export function newDelivery(
  fields: Pick<WebhookDeliveryDoc, 'teamID' | 'endpointID' | 'eventID' | 'type' | 'payload'>,
  now: number,
): WebhookDeliveryDoc {
  return {
    ...fields,
    createdAt: now,
    state: 'pending',
    attempts: 0,
    retryFrom: now,
    lastAttemptAt: null,
    nextAttemptAt: now,
    status: null,
    answer: '',
    dueAt: now,
    expiresAt: now + KEPT_MS,
  };
}

export function toDelivery(snap: DocSnapshot<WebhookDeliveryDoc>): WebhookDelivery {
  const doc = snap.data()!;
  return {
    id: snap.id,
    eventID: doc.eventID,
    type: doc.type,
    createdAt: toTimestamp(doc.createdAt),
    state: doc.state,
    attempts: doc.attempts,
    lastAttemptAt: toTimestamp(doc.lastAttemptAt),
    nextAttemptAt: toTimestamp(doc.nextAttemptAt),
    status: doc.status,
    answer: doc.answer,
  };
}

/** Claims the delivery for one attempt when its time has come (a lease run out counts as come). */
async function claim(deps: Deps, id: string, now: number): Promise<WebhookDeliveryDoc | null> {
  const { store } = deps;
  const ref = deliveryRef(store, id);
  return store.runTransaction(async (tx) => {
    const doc = (await tx.get(ref)).data();
    if (!doc || doc.dueAt === undefined || doc.dueAt > now) return null;
    if (doc.state === 'delivered' || doc.state === 'failed') return null;
    const lease = now + SEND_LEASE_MS;
    const claimed = { state: 'sending' as const, attempts: doc.attempts + 1, lastAttemptAt: now, dueAt: lease };
    tx.update(ref, claimed);
    return { ...doc, ...claimed };
  });
}

/** Records how an attempt went, unless the delivery was deleted meanwhile (its endpoint or team went). */
async function record(deps: Deps, id: string, fields: Record<string, unknown>): Promise<void> {
  const ref = deliveryRef(deps.store, id);
  await deps.store.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) tx.update(ref, fields);
  });
}

export type WebhookOutcome = 'delivered' | 'retry' | 'failed' | 'skipped';

/**
 * POSTs one delivery if it is waiting and its time has come: what the
 * dispatcher does for each, the production trigger for a new one.
 */
export async function deliverWebhook(deps: Deps, id: string): Promise<WebhookOutcome> {
  const doc = await claim(deps, id, deps.now());
  if (!doc) return 'skipped';
  const endpoint = (await endpointRef(deps.store, doc.endpointID).get()).data();
  const attempt: Attempt = endpoint
    ? await postSigned(endpoint.url, endpoint.secret, doc.payload, deps.now(), !deps.localWebhooks)
    : { ok: false, status: null, answer: 'the endpoint was deleted' };
  const now = deps.now();
  const answered = { status: attempt.status, answer: attempt.answer };
  if (attempt.ok) {
    await record(deps, id, { ...answered, state: 'delivered', nextAttemptAt: null, dueAt: FieldValue.delete() });
    return 'delivered';
  }
  const next = endpoint ? nextAttemptAt(doc.retryFrom, doc.attempts, now) : null;
  if (next === null) {
    await record(deps, id, { ...answered, state: 'failed', nextAttemptAt: null, dueAt: FieldValue.delete() });
    return 'failed';
  }
  await record(deps, id, { ...answered, state: 'retrying', nextAttemptAt: next, dueAt: next });
  return 'retry';
}

/** At most this many deliveries per sweep; the next sweep takes the rest. */
const SWEEP_PAGE = 50;

/**
 * The sweep: every delivery whose time has come (a retry, a new one a
 * trigger missed, a lease run out), a page at a time, side by side within
 * a page, until none is due or `until` (a time on the real clock) has
 * passed; then those past their keeping. Without `until`, one page. Answers
 * how many were due.
 */
export async function deliverDueWebhooks(deps: Deps, { until }: { until?: number } = {}): Promise<number> {
  let count = 0;
  for (;;) {
    const due = await deps.store
      .collection<WebhookDeliveryDoc>(COLLECTIONS.webhookDeliveries)
      .where('dueAt', '<=', deps.now())
      .limit(SWEEP_PAGE)
      .get();
    await Promise.all(due.docs.map((snap) => deliverWebhook(deps, snap.id)));
    count += due.size;
    if (until === undefined || due.size < SWEEP_PAGE || Date.now() >= until) break;
  }
  await deleteExpired(deps.store, COLLECTIONS.webhookDeliveries, deps.now());
  return count;
}

/** GET /webhooks/{id}/deliveries: the endpoint's latest deliveries, newest first. */
export async function listWebhookDeliveries(deps: Deps, uid: string, endpointID: string): Promise<WebhookDelivery[]> {
  await manageableEndpoint(deps, uid, endpointID);
  const snaps = await deliveriesOfEndpoint(deps.store, endpointID)
    .orderBy('createdAt', 'desc')
    .limit(WEBHOOK_LIMITS.logShown)
    .get();
  return snaps.docs.map(toDelivery);
}

/**
 * POST /webhookDeliveries/{id}/resend: the same event (its id and body) as a
 * new delivery, due now, with retries of its own; the log keeps the first.
 */
export async function resendWebhookDelivery(deps: Deps, uid: string, id: string): Promise<WebhookDelivery> {
  const { store } = deps;
  const found = (await deliveryRef(store, id).get()).data();
  if (!found) throw notFound('Webhook delivery');
  // A delivery of a team the caller is not in answers like a missing one.
  await manageableEndpoint(deps, uid, found.endpointID).catch((error: unknown) => {
    throw error instanceof DomainError && error.code === 'not-found' ? notFound('Webhook delivery') : error;
  });
  const again = store.collection<WebhookDeliveryDoc>(COLLECTIONS.webhookDeliveries).doc();
  await store.runTransaction(async (tx) => {
    if (!(await tx.get(endpointRef(store, found.endpointID))).exists) throw notFound('Webhook');
    const { teamID, endpointID, eventID, type, payload } = found;
    tx.create(again, newDelivery({ teamID, endpointID, eventID, type, payload }, deps.now()));
  });
  return toDelivery(await deliveryRef(store, again.id).get());
}
