import { API_KEY_MESSAGES, type CallName } from '@listkeep/common';
import type { ApiDeps } from '../services/deps';
import { ApiError } from './api-error';
import type { RateKey, RateLimit } from './policy';

const TOO_MANY: Record<RateKey, string> = {
  client: 'Too many requests from your network. Please wait a minute and try again.',
  key: API_KEY_MESSAGES.tooMany,
};

/** Who is calling, as the limits count them. */
export interface Caller {
  clientAddress: () => string;
  /** The id of the API key the call came with, on calls under /v1. */
  keyID?: string;
}

function counterKey(call: CallName, limit: RateLimit, caller: Caller): string {
  if (limit.per === 'client') return `client:${call}:${caller.clientAddress()}`;
  if (!caller.keyID) throw new Error(`${call}: a per-key limit on a call without a key`);
  return `key:${caller.keyID}`;
}

/** Whether one more request fits `limit` for `key`, counted in a shard picked at random, the others tried in turn when it is full. */
async function allow(deps: Pick<ApiDeps, 'rateLimiter'>, key: string, limit: RateLimit): Promise<boolean> {
  const shards = limit.shards ?? 1;
  if (shards === 1) return deps.rateLimiter.allow(key, limit);
  const rule = { limit: Math.floor(limit.limit / shards), windowMs: limit.windowMs };
  const first = Math.floor(Math.random() * shards);
  for (let i = 0; i < shards; i++) {
    if (await deps.rateLimiter.allow(`${key}:${(first + i) % shards}`, rule)) return true;
  }
  return false;
}

/** Counts the call against each of its limits in turn; 429 at the first one it is over. */
export async function checkRateLimits(
  call: CallName,
  limits: readonly RateLimit[],
  deps: Pick<ApiDeps, 'rateLimiter'>,
  caller: Caller,
): Promise<void> {
  for (const limit of limits) {
    if (!(await allow(deps, counterKey(call, limit, caller), limit)))
      throw new ApiError('rate-limited', TOO_MANY[limit.per]);
  }
}
