/**
 * Who a call under /api/v1 comes from: the API key in its Authorization
 * header, read on every request, so a revoked key is refused at once.
 */
import { API_KEY_LIMITS, API_KEY_MESSAGES, apiKeyID, can, type ApiKeyScope } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import type { ApiKeyDoc } from '../docs';
import { DomainError } from '../errors';
import { assertPlanHas } from '../plans';
import { memberRef, teamRef } from '../records';
import { liveTeam } from '../team-fence';
import { apiKeyRef } from './api-keys';
import { keyMatches } from './key-material';

export interface KeyCaller {
  keyID: string;
  teamID: string;
  scope: ApiKeyScope;
  /** The key's creator: domain calls run with their membership, so a key never does more than they may. */
  uid: string;
}

const LAST_USED_EVERY_MS = API_KEY_LIMITS.lastUsedEveryMinutes * 60_000;

const invalidKey = (message: string = API_KEY_MESSAGES.invalid) => new DomainError('invalid-key', message);

/**
 * The key's caller, if the key stands: it is a key we made and kept, of a
 * team that is there and whose plan has API keys (402 otherwise, with the
 * upgrade), and its creator still manages the team's keys.
 */
export async function authenticateApiKey(deps: Deps, key: string | null): Promise<KeyCaller> {
  const { store } = deps;
  if (!key) throw invalidKey(API_KEY_MESSAGES.missing);
  const id = apiKeyID(key);
  if (!id) throw invalidKey();
  const doc = (await apiKeyRef(store, id).get()).data();
  if (!doc || !keyMatches(key, doc.hash)) throw invalidKey();
  const [team, member] = await Promise.all([
    teamRef(store, doc.teamID).get(),
    memberRef(store, doc.teamID, doc.createdBy).get(),
  ]);
  const live = liveTeam(team.data());
  if (!live) throw invalidKey();
  assertPlanHas('apiKeys', live.subscription.tier);
  const creator = member.data();
  if (!creator || creator.status !== 'active' || !can(creator.role, 'manageApiKeys'))
    throw invalidKey(API_KEY_MESSAGES.creatorLeft);
  await noteUse(deps, id, doc);
  return { keyID: id, teamID: doc.teamID, scope: doc.scope, uid: doc.createdBy };
}

/**
 * Moves "last used" when the one kept is older than LAST_USED_EVERY_MS, so a
 * busy key writes its document a few times an hour, not on every request.
 * A write that fails (the key revoked meanwhile, contention) loses only that.
 */
async function noteUse(deps: Deps, id: string, doc: ApiKeyDoc): Promise<void> {
  const now = deps.now();
  if (doc.lastUsedAt !== null && now - doc.lastUsedAt < LAST_USED_EVERY_MS) return;
  try {
    await apiKeyRef(deps.store, id).update({ lastUsedAt: now });
  } catch (error) {
    console.warn(`API key ${id}: last use not noted`, error);
  }
}
