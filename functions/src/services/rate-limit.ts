import { createHmac } from 'node:crypto';
import type { DocRef, Store, Transaction } from '../store/port';
import { deleteExpired, sweepNowAndThen } from './expired-docs';

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

/** Where windows live; Firestore's TTL policy on `expiresAt` covers this collection group (docs/deploy.md, step 7). */
export const RATE_LIMITS = 'rateLimits';

/**
 * A mark that key was seen in the current window of windowMs, for "once per
 * window" rules that a caller checks and sets in its own transaction (a click
 * counted once per client, link and hour). It lives with the rate-limit
 * windows, so the same sweep and TTL policy remove it when the window ends.
 * The id is keyed with the hash secret: a client address has too few values
 * for a plain hash to hide it.
 */
export function windowMark(
  store: Store,
  secret: string,
  key: string,
  windowMs: number,
  now: number,
): { ref: DocRef<{ expiresAt: number }>; expiresAt: number } {
  const window = Math.floor(now / windowMs);
  const id = 'once_' + createHmac('sha256', secret).update(`${key}\n${window}`).digest('hex').slice(0, 40);
  return { ref: store.doc<{ expiresAt: number }>(`${RATE_LIMITS}/${id}`), expiresAt: (window + 1) * windowMs };
}

/** Every this many calls a process deletes a page of windows that have expired. */
const SWEEP_EVERY = 200;

/** Deletes expired windows (a Firestore TTL policy may do it too; the embedded store has none). */
export const sweepExpiredWindows = (store: Store, now: number) => deleteExpired(store, RATE_LIMITS, now);

/**
 * Window ids are keyed with the hash secret, as windowMark's are: a client
 * address has too few values for a plain hash to hide it.
 */
export function storeRateLimiter(
  store: Store,
  secret: string,
  now: () => number,
  sweepEvery = SWEEP_EVERY,
): RateLimiter {
  const sweep = sweepNowAndThen(RATE_LIMITS, sweepEvery);
  return {
    async allow(key, rule) {
      await sweep(store, now());
      return store.runTransaction(async (tx) => {
        const window = await readWindow(tx, store, secret, key, rule, now());
        if (window.full) return false;
        window.count();
        return true;
      });
    },
  };
}

/** The current window of a key, read in a caller's transaction. */
export interface Window {
  /** Requests counted in the window so far. */
  used: number;
  /** At its limit: one more would be over. */
  full: boolean;
  /** Counts one request; call it once the transaction's reads are done. */
  count(): void;
}

/**
 * A key's window read in the caller's own transaction, for a limit that only
 * counts what the transaction goes on to do: checks that fail before it
 * count nothing, and a refusal counts nothing either.
 */
export async function readWindow(
  tx: Transaction,
  store: Store,
  secret: string,
  key: string,
  rule: RateRule,
  now: number,
): Promise<Window> {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const id = createHmac('sha256', secret).update(key).digest('hex').slice(0, 40) + '_' + windowStart;
  const ref = store.doc(`${RATE_LIMITS}/${id}`);
  const used = Number((await tx.get(ref)).data()?.count ?? 0);
  return {
    used,
    full: used >= rule.limit,
    // After expiresAt the window is swept (sweepExpiredWindows, or a Firestore TTL policy).
    count: () => tx.set(ref, { count: used + 1, expiresAt: windowStart + rule.windowMs * 2 }),
  };
}
