/**
 * The outbox's dispatcher where no Firestore trigger runs (the embedded
 * store, the local stack, the API tests): in this process, woken by the
 * commits that queue mail, as the trigger is in production, and sweeping on a
 * timer for retries, as the scheduled sweep is.
 */
import { deliverDue, deliverMail } from '../domain/outbox';
import { COLLECTIONS } from '../domain/docs';
import type { Store, Transaction } from '../store/port';
import type { Deps } from './deps';

export interface LocalOutbox {
  /** Mails just committed: each is delivered now. */
  queued(ids: readonly string[]): void;
  /**
   * Settles once nothing is on its way and no mail is due: what was queued
   * has been delivered or waits for a retry. Tests read mail after it.
   */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** How often the timer sweeps for retries when nothing wakes the dispatcher. */
export const LOCAL_SWEEP_MS = 5_000;

/** Sweeps in a row that `idle` runs at most before it gives up waiting for due mail to run out. */
const IDLE_ROUNDS = 20;

export function localOutbox(deps: Deps, sweepEveryMs = LOCAL_SWEEP_MS): LocalOutbox {
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  let sweeping: Promise<number> | null = null;

  function track<T>(work: Promise<T>, fallback: T): Promise<T> {
    const logged = work.catch((error: unknown) => {
      console.error('outbox: a delivery run failed; the next sweep tries again', error);
      return fallback;
    });
    running.add(logged);
    void logged.finally(() => running.delete(logged));
    return logged;
  }

  const sweep = () => (sweeping ??= track(deliverDue(deps), 0).finally(() => (sweeping = null)));
  const settle = async () => {
    while (running.size > 0) await Promise.all(running);
  };

  const timer = setInterval(() => {
    if (!stopped) void sweep();
  }, sweepEveryMs);
  timer.unref();

  return {
    queued(ids) {
      if (stopped) return;
      for (const id of ids) void track(deliverMail(deps, id), 'skipped');
    },
    async idle() {
      for (let round = 0; round < IDLE_ROUNDS; round++) {
        await settle();
        if ((await sweep()) === 0) break;
      }
      await settle();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await settle();
    },
  };
}

/** The transaction, telling `ids` of each document of `collection` it creates. */
function watching(tx: Transaction, collection: string, ids: string[]): Transaction {
  const watched: Transaction = {
    get: (ref) => tx.get(ref),
    getAll: (refs) => tx.getAll(refs),
    getQuery: (query) => tx.getQuery(query),
    set: (ref, data, options) => (tx.set(ref, data, options), watched),
    update: (ref, data) => (tx.update(ref, data), watched),
    delete: (ref) => (tx.delete(ref), watched),
    create: (ref, data) => {
      tx.create(ref, data);
      if (ref.path === `${collection}/${ref.id}`) ids.push(ref.id);
      return watched;
    },
  };
  return watched;
}

/**
 * The store, telling `onCreated` the documents of `collection` each
 * transaction created once it has committed: the local stand-in for a
 * production trigger on new documents.
 */
export function storeTellingCreated(
  store: Store,
  collection: string,
  onCreated: (ids: readonly string[]) => void,
): Store {
  return {
    ...store,
    runTransaction: async (fn) => {
      let ids: string[] = [];
      const result = await store.runTransaction((tx) => {
        // A retried attempt starts afresh.
        ids = [];
        return fn(watching(tx, collection, ids));
      });
      if (ids.length > 0) onCreated(ids);
      return result;
    },
  };
}

/** The store, telling `onQueued` the mails each transaction created once it has committed. */
export const storeTellingQueuedMail = (store: Store, onQueued: (ids: readonly string[]) => void): Store =>
  storeTellingCreated(store, COLLECTIONS.mail, onQueued);
