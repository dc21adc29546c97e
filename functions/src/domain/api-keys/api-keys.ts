/**
 * POST /apiKeys, GET /apiKeys, DELETE /apiKeys/{id}: a team's API keys,
 * made, listed and revoked by its owners and admins on a plan with them
 * (docs/product.md §4 API keys).
 */
import { API_KEY_LIMITS, type ApiKey, type ParsedInput } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import type { DocSnapshot, Store } from '../../store/port';
import { COLLECTIONS, type ApiKeyDoc, type UserDoc } from '../docs';
import { DomainError, notFound } from '../errors';
import { requireMembership, requirePermission } from '../membership';
import { assertPlanHas } from '../plans';
import { toTimestamp } from '../time';
import { hashKey, newKey } from './key-material';

export const apiKeyRef = (store: Store, id: string) => store.doc<ApiKeyDoc>(`${COLLECTIONS.apiKeys}/${id}`);

/** A team's keys: at most API_KEY_LIMITS.perTeam, so they are read whole. */
const keysOf = (store: Store, teamID: string) =>
  store.collection<ApiKeyDoc>(COLLECTIONS.apiKeys).where('teamID', '==', teamID);

export const TOO_MANY_KEYS_MESSAGE = `A team can hold ${API_KEY_LIMITS.perTeam} API keys. Revoke one you no longer use first.`;

function toApiKey(snap: DocSnapshot<ApiKeyDoc>): ApiKey {
  const doc = snap.data()!;
  return {
    id: snap.id,
    name: doc.name,
    scope: doc.scope,
    createdAt: toTimestamp(doc.createdAt),
    createdBy: doc.createdByName,
    lastUsedAt: toTimestamp(doc.lastUsedAt),
  };
}

export async function createApiKey(
  deps: Deps,
  user: UserDoc,
  input: ParsedInput<'createApiKey'>,
): Promise<{ apiKey: ApiKey; key: string }> {
  const { store } = deps;
  const { id, key } = newKey();
  const now = deps.now();
  await store.runTransaction(async (tx) => {
    const membership = await requireMembership(store, user.uid, input.teamID, tx);
    requirePermission(membership, 'manageApiKeys');
    assertPlanHas('apiKeys', membership.team.subscription.tier);
    if ((await tx.getQuery(keysOf(store, input.teamID))).size >= API_KEY_LIMITS.perTeam)
      throw new DomainError('conflict', TOO_MANY_KEYS_MESSAGE);
    tx.create(apiKeyRef(store, id), {
      teamID: input.teamID,
      name: input.name,
      scope: input.scope,
      hash: hashKey(key),
      createdBy: user.uid,
      createdByName: user.name || user.email,
      createdAt: now,
      lastUsedAt: null,
    } satisfies ApiKeyDoc);
  });
  return { apiKey: toApiKey(await apiKeyRef(store, id).get()), key };
}

export async function listApiKeys(deps: Deps, uid: string, teamID: string): Promise<ApiKey[]> {
  const { store } = deps;
  requirePermission(await requireMembership(store, uid, teamID), 'manageApiKeys');
  const snaps = await keysOf(store, teamID).get();
  return snaps.docs.sort((a, b) => b.data()!.createdAt - a.data()!.createdAt).map(toApiKey);
}

/** Revokes a key by deleting it: every request reads its key, so the next one with it is refused. */
export async function deleteApiKey(deps: Deps, uid: string, id: string): Promise<void> {
  const { store } = deps;
  await store.runTransaction(async (tx) => {
    const doc = (await tx.get(apiKeyRef(store, id))).data();
    if (!doc) throw notFound('API key');
    // A key of a team the caller is not in answers like a missing one.
    requirePermission(await requireMembership(store, uid, doc.teamID, tx, 'API key'), 'manageApiKeys');
    tx.delete(apiKeyRef(store, id));
  });
}
