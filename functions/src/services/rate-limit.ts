import { createHash } from 'node:crypto';
import type { Store } from '../store/port';

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in the store, so the limit holds across every
 * function instance and worker process. Keys are hashed: a client address or
 * an email address never lands in the store in plain text. No cookies needed.
 */
export interface RateLimiter {
  /** Counts one request against key; false when the key is over its limit. */
  allow(key: string, rule: RateRule): Promise<boolean>;
}

export function storeRateLimiter(store: Store, now: () => number): RateLimiter {
  return {
    async allow(key, rule) {
      const windowStart = Math.floor(now() / rule.windowMs) * rule.windowMs;
      const id = createHash('sha256').update(key).digest('hex').slice(0, 40) + '_' + windowStart;
      const ref = store.doc(`rateLimits/${id}`);
      return store.runTransaction(async (tx) => {
        const count = Number((await tx.get(ref)).data()?.count ?? 0);
        if (count >= rule.limit) return false;
        // expiresAt lets a Firestore TTL policy (and the local sweeper) drop old windows.
        tx.set(ref, { count: count + 1, expiresAt: windowStart + rule.windowMs * 2 });
        return true;
      });
    },
  };
}
