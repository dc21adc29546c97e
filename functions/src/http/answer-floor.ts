import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CallName } from '@listkeep/common';

/**
 * The least time, after its rate checks, that a call whose policy sets
 * `answerFloor` takes to answer, so its time does not tell whether an address
 * is on a list. It must exceed the store work, which takes well under 250 ms
 * locally; mail is only queued there and sent afterwards (domain/outbox.ts),
 * so the mail server's speed is no part of it. A slower store in production
 * may need more (LISTKEEP_SUBMIT_FLOOR_MS), and a warning names every answer
 * that overran it.
 */
export const DEFAULT_ANSWER_FLOOR_MS = 250;

export function answerFloorFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.LISTKEEP_SUBMIT_FLOOR_MS?.trim();
  if (!raw) return DEFAULT_ANSWER_FLOOR_MS;
  if (!/^\d+$/.test(raw)) throw new Error(`LISTKEEP_SUBMIT_FLOOR_MS must be a whole number of ms, not "${raw}"`);
  return Number(raw);
}

/** Runs work, and answers (or fails) no sooner than floorMs after it started. */
export async function withAnswerFloor<T>(call: CallName, floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const floor = sleep(floorMs);
  try {
    return await work();
  } finally {
    const worked = performance.now() - started;
    if (worked > floorMs) {
      console.warn(
        `${call}: the work took ${Math.round(worked)} ms, over the ${floorMs} ms floor; ` +
          'raise LISTKEEP_SUBMIT_FLOOR_MS so answer times do not tell who is on a list',
      );
    }
    await floor;
  }
}
