/**
 * The subscriber jobs' worker where no Firestore trigger runs (the embedded
 * store, the local stack, the API tests): in this process, woken by the
 * commits that create jobs, as the trigger is in production, and sweeping
 * on a timer for jobs a run left, as the scheduled sweep is.
 */
import { SUBSCRIBER_JOB } from '@listkeep/common';
import { runStaleJobs, runSubscriberJob } from '../domain/subscribers';
import type { Deps } from './deps';

export interface LocalJobs {
  /** Jobs just created: each is run now. */
  queued(ids: readonly string[]): void;
  /** Settles once no run is under way: tests read a job's outcome after it. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const SWEEP_MS = 10_000;

export function localJobs(deps: Deps): LocalJobs {
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  const track = (work: Promise<unknown>) => {
    const logged = work.catch((error: unknown) => console.error('jobs: a run failed; the sweep tries again', error));
    running.add(logged);
    void logged.finally(() => running.delete(logged));
  };
  // A run hands a long job on after its time, as in production; here the next run follows at once.
  const run = async (id: string) => {
    while (!stopped && (await runSubscriberJob(deps, id, { until: deps.now() + SUBSCRIBER_JOB.runMs })) === 'paused');
  };
  const timer = setInterval(() => {
    if (!stopped) track(runStaleJobs(deps, { until: deps.now() + SUBSCRIBER_JOB.runMs }));
  }, SWEEP_MS);
  timer.unref();
  const settle = async () => {
    while (running.size > 0) await Promise.all(running);
  };
  return {
    queued(ids) {
      if (stopped) return;
      for (const id of ids) track(run(id));
    },
    idle: settle,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await settle();
    },
  };
}
