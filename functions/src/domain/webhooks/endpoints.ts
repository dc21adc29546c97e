/**
 * POST /webhooks, GET /webhooks, DELETE /webhooks/{id}: a team's webhook
 * endpoints, added, listed and deleted by its owners and admins on a plan
 * with webhooks (docs/product.md §4 Webhooks).
 */
import {
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  webhookUrlIssue,
  type CreatedWebhook,
  type ParsedInput,
  type WebhookEndpoint,
} from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { randomId } from '../../store/ids';
import type { DocSnapshot, Store } from '../../store/port';
import { COLLECTIONS, type UserDoc, type WebhookDeliveryDoc, type WebhookEndpointDoc } from '../docs';
import { DomainError, notFound } from '../errors';
import { requireMembership, requirePermission } from '../membership';
import { assertPlanHas } from '../plans';
import { toTimestamp } from '../time';
import { deleteFound } from '../delete-found';
import { newWebhookSecret } from './signing';

export const endpointRef = (store: Store, id: string) =>
  store.doc<WebhookEndpointDoc>(`${COLLECTIONS.webhookEndpoints}/${id}`);

/** A team's endpoints: at most WEBHOOK_LIMITS.perTeam, so they are read whole. */
export const endpointsOf = (store: Store, teamID: string) =>
  store.collection<WebhookEndpointDoc>(COLLECTIONS.webhookEndpoints).where('teamID', '==', teamID);

export const deliveriesOfEndpoint = (store: Store, endpointID: string) =>
  store.collection<WebhookDeliveryDoc>(COLLECTIONS.webhookDeliveries).where('endpointID', '==', endpointID);

function toEndpoint(snap: DocSnapshot<WebhookEndpointDoc>): WebhookEndpoint {
  const doc = snap.data()!;
  return {
    id: snap.id,
    url: doc.url,
    events: doc.events,
    createdAt: toTimestamp(doc.createdAt),
    createdBy: doc.createdByName,
  };
}

export async function createWebhook(
  deps: Deps,
  user: UserDoc,
  input: ParsedInput<'createWebhook'>,
): Promise<CreatedWebhook> {
  const { store } = deps;
  const issue = webhookUrlIssue(input.url, !deps.localWebhooks);
  if (issue) throw new DomainError('invalid', issue, [{ path: 'url', message: issue }]);
  const id = randomId();
  const secret = newWebhookSecret();
  await store.runTransaction(async (tx) => {
    const membership = await requireMembership(store, user.uid, input.teamID, tx);
    requirePermission(membership, 'manageWebhooks');
    assertPlanHas('webhooks', membership.team.subscription.tier);
    if ((await tx.getQuery(endpointsOf(store, input.teamID))).size >= WEBHOOK_LIMITS.perTeam)
      throw new DomainError('conflict', WEBHOOK_MESSAGES.tooMany);
    tx.create(endpointRef(store, id), {
      teamID: input.teamID,
      url: input.url,
      events: input.events,
      secret,
      createdBy: user.uid,
      createdByName: user.name || user.email,
      createdAt: deps.now(),
    } satisfies WebhookEndpointDoc);
  });
  return { id, secret, endpoint: toEndpoint(await endpointRef(store, id).get()) };
}

export async function listWebhooks(deps: Deps, uid: string, teamID: string): Promise<WebhookEndpoint[]> {
  const { store } = deps;
  requirePermission(await requireMembership(store, uid, teamID), 'manageWebhooks');
  const snaps = await endpointsOf(store, teamID).get();
  return snaps.docs.sort((a, b) => b.data()!.createdAt - a.data()!.createdAt).map(toEndpoint);
}

/** The endpoint, when the caller may manage the webhooks of its team; else 404 or 401 as for any team's thing. */
export async function manageableEndpoint(deps: Deps, uid: string, id: string): Promise<WebhookEndpointDoc> {
  const doc = (await endpointRef(deps.store, id).get()).data();
  if (!doc) throw notFound('Webhook');
  requirePermission(await requireMembership(deps.store, uid, doc.teamID, undefined, 'Webhook'), 'manageWebhooks');
  return doc;
}

/** Deletes the endpoint, then its delivery log: a delivery found without its endpoint is given up. */
export async function deleteWebhook(deps: Deps, uid: string, id: string): Promise<void> {
  const { store } = deps;
  await store.runTransaction(async (tx) => {
    const doc = (await tx.get(endpointRef(store, id))).data();
    if (!doc) throw notFound('Webhook');
    requirePermission(await requireMembership(store, uid, doc.teamID, tx, 'Webhook'), 'manageWebhooks');
    tx.delete(endpointRef(store, id));
  });
  await deleteFound(store, deliveriesOfEndpoint(store, id).limit(400));
}
