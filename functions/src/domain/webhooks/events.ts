/**
 * The events a team's endpoints receive (docs/product.md §4 Webhooks). A
 * change reads its team's endpoints before its transaction (teamWebhooks:
 * one query, nothing cached across requests) and queues its events in it, one
 * delivery document per endpoint that asked for the event, so no document
 * the whole team shares is written per event.
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { planHas, type WebhookEventType } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { randomId } from '../../store/ids';
import type { Transaction } from '../../store/port';
import { COLLECTIONS, type SubscriberDoc, type WebhookDeliveryDoc } from '../docs';
import { teamRef } from '../records';
import { endpointsOf } from './endpoints';
import { newDelivery } from './outbox';

/** A team's endpoints as one change reads them: what each asked for. */
export interface TeamWebhooks {
  teamID: string;
  endpoints: { id: string; events: readonly WebhookEventType[] }[];
}

/**
 * The team's endpoints, read now: none when it has none (the one query most
 * changes pay) or when its plan has no webhooks (they wait for it again).
 */
export async function teamWebhooks(deps: Pick<Deps, 'store'>, teamID: string): Promise<TeamWebhooks> {
  const { store } = deps;
  const snaps = await endpointsOf(store, teamID).get();
  if (snaps.empty) return { teamID, endpoints: [] };
  const team = (await teamRef(store, teamID).get()).data();
  if (!team || !planHas(team.subscription.tier, 'webhooks')) return { teamID, endpoints: [] };
  return { teamID, endpoints: snaps.docs.map((snap) => ({ id: snap.id, events: snap.data()!.events })) };
}

/** Whether an event of `type` would be queued for anyone: a change may skip making it. */
export const wants = (hooks: TeamWebhooks, type: WebhookEventType): boolean =>
  hooks.endpoints.some((endpoint) => endpoint.events.includes(type));

/** The body every endpoint gets: `{id, type, createdAt, teamID, data}`. */
export function eventPayload(id: string, type: WebhookEventType, teamID: string, data: object, now: number): string {
  return JSON.stringify({ id, type, createdAt: new Date(now).toISOString(), teamID, data });
}

/** Queues the event in tx for each endpoint of the team that asked for it. */
export function queueWebhookEvent(
  tx: Pick<Transaction, 'create'>,
  deps: Pick<Deps, 'store' | 'now'>,
  hooks: TeamWebhooks,
  type: WebhookEventType,
  data: object,
): void {
  const targets = hooks.endpoints.filter((endpoint) => endpoint.events.includes(type));
  if (targets.length === 0) return;
  const now = deps.now();
  const eventID = `evt_${randomId()}`;
  const payload = eventPayload(eventID, type, hooks.teamID, data, now);
  const deliveries = deps.store.collection<WebhookDeliveryDoc>(COLLECTIONS.webhookDeliveries);
  for (const endpoint of targets) {
    tx.create(
      deliveries.doc(),
      newDelivery({ teamID: hooks.teamID, endpointID: endpoint.id, eventID, type, payload }, now),
    );
  }
}

/** A subscriber as an event tells of them: only what Listkeep stores of them, their lists by id. */
export function subscriberData(id: string, doc: SubscriberDoc) {
  return {
    id,
    email: doc.subscriberEmail,
    name: doc.subscriberName,
    lists: [...doc.subscribedNewsletterIDs],
    tags: [...(doc.tags ?? [])],
  };
}

/**
 * The events of one subscriber's change, from before to after it (either
 * absent: created, deleted): `subscriber.created` or `.deleted`;
 * `subscriber.updated` when the team edited them (`edited`) and what an event
 * tells of them changed (a save that changed nothing tells nothing); and
 * `subscriber.subscribed` / `.unsubscribed` with the lists joined or left
 * (`listIDs`), whoever changed them. A deletion says only `deleted`.
 */
export function queueSubscriberEvents(
  tx: Pick<Transaction, 'create'>,
  deps: Pick<Deps, 'store' | 'now'>,
  hooks: TeamWebhooks,
  change: {
    before?: { id: string; doc: SubscriberDoc };
    after?: { id: string; doc: SubscriberDoc };
    edited?: boolean;
  },
): void {
  if (hooks.endpoints.length === 0) return;
  const { before, after, edited = false } = change;
  if (!after) {
    if (before) queueWebhookEvent(tx, deps, hooks, 'subscriber.deleted', subscriberData(before.id, before.doc));
    return;
  }
  const data = subscriberData(after.id, after.doc);
  const moved = before && before.id !== after.id ? { previousID: before.id } : {};
  if (!before) queueWebhookEvent(tx, deps, hooks, 'subscriber.created', data);
  else if (edited && (before.id !== after.id || !isDeepStrictEqual(subscriberData(before.id, before.doc), data))) {
    queueWebhookEvent(tx, deps, hooks, 'subscriber.updated', { ...data, ...moved });
  }
  const was = new Set(before?.doc.subscribedNewsletterIDs ?? []);
  const is = new Set(after.doc.subscribedNewsletterIDs);
  const joined = [...is].filter((id) => !was.has(id));
  const left = [...was].filter((id) => !is.has(id));
  if (joined.length > 0) queueWebhookEvent(tx, deps, hooks, 'subscriber.subscribed', { ...data, listIDs: joined });
  if (left.length > 0) queueWebhookEvent(tx, deps, hooks, 'subscriber.unsubscribed', { ...data, listIDs: left });
}

/** How long an import's event waits for a further call of the same import before it goes. */
export const IMPORT_SETTLE_MS = 2 * 60_000;

/** How long a further call of an import holds its waiting event back: longer than a call may run. */
export const IMPORT_HOLD_MS = 30 * 60_000;

/** What one import did, as its event tells it: counts, never the addresses. */
export interface ImportCounts {
  created: number;
  updated: number;
  alreadySubscribed: number;
  optedOut: number;
}

/** A delivery's id for an import's event to one endpoint: the same for every call of the import. */
const importDeliveryID = (endpointID: string, importID: string) =>
  createHash('sha256').update(`${endpointID}/${importID}`).digest('hex').slice(0, 20);

/** The waiting import.completed deliveries of an import, read in tx, with their refs. */
async function waitingImportEvents(deps: Pick<Deps, 'store'>, tx: Transaction, hooks: TeamWebhooks, importID: string) {
  const deliveries = deps.store.collection<WebhookDeliveryDoc>(COLLECTIONS.webhookDeliveries);
  const targets = hooks.endpoints.filter((endpoint) => endpoint.events.includes('import.completed'));
  const refs = targets.map((endpoint) => deliveries.doc(importDeliveryID(endpoint.id, importID)));
  const found = await tx.getAll(refs);
  return targets.map((endpoint, i) => ({ endpoint, ref: refs[i], waiting: found[i].data() }));
}

/**
 * Called as a further call of an import starts: its waiting event is held
 * back while the call runs, however long (IMPORT_HOLD_MS at most), so it does
 * not go between two calls of one import.
 */
export async function holdImportCompleted(
  deps: Pick<Deps, 'store' | 'now'>,
  teamID: string,
  importID: string,
): Promise<void> {
  const hooks = await teamWebhooks(deps, teamID);
  if (!wants(hooks, 'import.completed')) return;
  await deps.store.runTransaction(async (tx) => {
    const held = deps.now() + IMPORT_HOLD_MS;
    for (const { ref, waiting } of await waitingImportEvents(deps, tx, hooks, importID))
      if (waiting?.state === 'pending') tx.update(ref, { dueAt: held, nextAttemptAt: held });
  });
}

/**
 * `import.completed`, once per import (not per address: an import's rows
 * send no subscriber events). A large import arrives in several calls, each
 * continuing the one before, so the event waits IMPORT_SETTLE_MS after each
 * call and adds the call's counts to it while it waits. Queued right after
 * the import's last chunk committed.
 */
export async function queueImportCompleted(
  deps: Pick<Deps, 'store' | 'now'>,
  teamID: string,
  importID: string,
  fields: { lists: string[]; fileName: string | null },
  counts: ImportCounts,
): Promise<void> {
  const hooks = await teamWebhooks(deps, teamID);
  if (!wants(hooks, 'import.completed')) return;
  const deliveries = deps.store.collection<WebhookDeliveryDoc>(COLLECTIONS.webhookDeliveries);
  await deps.store.runTransaction(async (tx) => {
    const now = deps.now();
    const due = now + IMPORT_SETTLE_MS;
    for (const { endpoint, ref, waiting } of await waitingImportEvents(deps, tx, hooks, importID)) {
      // Only an event still waiting takes this call's counts in; one that went is not told again.
      const pending = waiting?.state === 'pending' ? waiting : undefined;
      const before: Partial<ImportCounts> = pending ? JSON.parse(pending.payload).data : {};
      const data = {
        importID,
        ...fields,
        created: (before.created ?? 0) + counts.created,
        updated: (before.updated ?? 0) + counts.updated,
        alreadySubscribed: (before.alreadySubscribed ?? 0) + counts.alreadySubscribed,
        optedOut: (before.optedOut ?? 0) + counts.optedOut,
      };
      const eventID = pending?.eventID ?? `evt_${randomId()}`;
      const payload = eventPayload(eventID, 'import.completed', hooks.teamID, data, now);
      if (pending) {
        tx.update(ref, { payload, dueAt: due, nextAttemptAt: due });
        continue;
      }
      // Its event went already (calls far apart): this call's part is told in an event of its own.
      const fresh = {
        teamID: hooks.teamID,
        endpointID: endpoint.id,
        eventID,
        type: 'import.completed',
        payload,
      } as const;
      tx.set(waiting ? deliveries.doc() : ref, { ...newDelivery(fresh, now), dueAt: due, nextAttemptAt: due });
    }
  });
}
