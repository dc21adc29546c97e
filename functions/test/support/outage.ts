/**
 * A Store that goes down on demand, for tests of what the API does when its
 * store cannot be reached: every call that would reach the store (a read, a
 * write, a commit, a transaction, also one already under way) fails with
 * StoreError('unavailable') until `recover()`, and does nothing.
 */
import { type Store, StoreError } from '../../src/store/port';

export interface StoreOutage {
  readonly store: Store;
  /**
   * From now on every store call fails, those inside running transactions
   * too; with `only`, just the reads and writes of documents whose path it
   * matches (a partial outage, or a read that fails halfway through a change).
   */
  fail(only?: RegExp): void;
  recover(): void;
  /** Calls refused since the last fail(). */
  readonly refused: number;
}

export function withOutage(inner: Store): StoreOutage {
  let down = false;
  let only: RegExp | undefined;
  let refused = 0;

  const refuse = () => {
    refused += 1;
    return Promise.reject(new StoreError('unavailable', 'The store is not reachable (simulated outage)'));
  };

  /** Methods that reach the store, per kind of object; the rest only build refs, queries or staged writes. */
  const REACHES_STORE = {
    tx: ['get', 'getAll', 'getQuery'],
    batch: ['commit'],
    other: ['get', 'getAll', 'count', 'set', 'update', 'create', 'delete', 'runTransaction'],
  } as const;
  type Role = keyof typeof REACHES_STORE;

  // Wraps every object the store hands out (refs, queries, transactions,
  // batches), so a call through any of them is checked when it is made.
  const wrap = <T extends object>(target: T, role: Role = 'other'): T =>
    new Proxy(target, {
      get(obj, key, receiver) {
        const value = Reflect.get(obj, key, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (down && (REACHES_STORE[role] as readonly string[]).includes(String(key))) {
            // The documents a call is about: those a transaction or the store's getAll reads, or the ref itself.
            const about = role === 'tx' || key === 'getAll' ? args[0] : obj;
            const paths = (Array.isArray(about) ? about : [about]).map((ref) => (ref as { path?: unknown })?.path);
            const matches = (pattern: RegExp) => paths.some((path) => typeof path === 'string' && pattern.test(path));
            if (!only || matches(only)) return refuse();
          }
          if (role === 'other' && key === 'runTransaction') {
            const fn = args[0] as (tx: object) => Promise<unknown>;
            return value.call(obj, async (tx: object) => {
              const result = await fn(wrap(tx, 'tx'));
              // Going down while the transaction ran: its commit fails, so nothing of it lands.
              if (down && !only) await refuse();
              return result;
            });
          }
          const result = value.apply(obj, args);
          if (typeof result !== 'object' || result === null || result instanceof Promise || result === obj) {
            return result === obj ? receiver : result;
          }
          return wrap(result, key === 'batch' ? 'batch' : role === 'other' ? 'other' : role);
        };
      },
    });

  return {
    store: wrap(inner),
    fail(match?: RegExp) {
      down = true;
      only = match;
      refused = 0;
    },
    recover() {
      down = false;
    },
    get refused() {
      return refused;
    },
  };
}
