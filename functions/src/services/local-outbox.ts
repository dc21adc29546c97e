/**
 * An outbox's dispatcher (the mail's, or the webhooks' with its own work) where no Firestore trigger runs (the embedded
 * store, the local stack, the API tests): in this process, woken by the
 * commits that queue mail, as the trigger is in production, and sweeping on a
 * timer for retries, as the scheduled sweep is.
 */
import { deliverDue, deliverMail } from '../domain/outbox';
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

/** What a dispatcher does: deliver one document it was told of, and sweep for all that are due. */
export interface OutboxWork {
  deliverOne(deps: Deps, id: string): Promise<unknown>;
  deliverDue(deps: Deps): Promise<number>;
}

/** The mail outbox's (domain/outbox.ts). */
export const MAIL_WORK: OutboxWork = { deliverOne: deliverMail, deliverDue };

export function localOutbox(deps: Deps, sweepEveryMs = LOCAL_SWEEP_MS, work: OutboxWork = MAIL_WORK): LocalOutbox {
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

  const sweep = () => (sweeping ??= track(work.deliverDue(deps), 0).finally(() => (sweeping = null)));
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
      for (const id of ids) void track(work.deliverOne(deps, id), 'skipped');
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
