/**
 * The consent chain's sequencer where no Firestore trigger runs (the embedded
 * store, the local stack, the API tests): in this process, woken by each
 * commit that wrote consent records, as the trigger is in production, so a
 * record is chained within milliseconds of its answer.
 */
import { sequenceLeased, teamsPending, type SequencerDeps } from '../domain/consent';

export interface LocalSequencer {
  /** Teams whose pending records a commit just wrote: each is sequenced now. */
  wrote(teamIDs: Iterable<string>): void;
  /**
   * Settles once every pending record is chained, those written around this
   * process too (a script's, a test's straight through the store). Tests read
   * the chain after it.
   */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Sweeps in a row that `idle` runs at most before it gives up waiting for pending records to run out. */
const IDLE_ROUNDS = 20;

/**
 * The pause before trying a team again whose lease another process holds
 * (that run may have made its last query before this process's records
 * committed), doubled while it stays held up to the longest: on the local
 * stack every function worker runs a sequencer, and a burst of calls would
 * otherwise have them all asking for the lease a few times a second.
 */
const BUSY_RETRY_MS = 250;
const BUSY_RETRY_LONGEST_MS = 2000;

/** `sweepEveryMs`: how often to sweep for records other processes wrote; null for never. */
export function localSequencer(deps: SequencerDeps, sweepEveryMs: number | null = null): LocalSequencer {
  const runs = new Map<string, Promise<void>>();
  /** Teams written to again while their run was under way: the run goes round once more. */
  const again = new Set<string>();
  let stopped = false;

  const logged = <T>(work: Promise<T>, fallback: T) =>
    work.catch((error: unknown) => {
      console.error('sequencer: a run failed; the next write or sweep tries again', error);
      return fallback;
    });

  function run(teamID: string): void {
    if (runs.has(teamID)) {
      again.add(teamID);
      return;
    }
    const work = (async () => {
      let pause = BUSY_RETRY_MS;
      do {
        again.delete(teamID);
        if ((await logged(sequenceLeased(deps, teamID), 0)) === 'busy') {
          await new Promise((resolve) => setTimeout(resolve, pause));
          pause = Math.min(2 * pause, BUSY_RETRY_LONGEST_MS);
          again.add(teamID);
        } else {
          pause = BUSY_RETRY_MS;
        }
      } while (again.has(teamID) && !stopped);
    })().finally(() => runs.delete(teamID));
    runs.set(teamID, work);
  }

  const settle = async () => {
    while (runs.size > 0) await Promise.all(runs.values());
  };

  /** Starts a run for each team with pending records; answers how many. Through `run`, so never beside this process's own. */
  const sweep = async () => {
    const teams = await logged(teamsPending(deps.store), new Set<string>());
    for (const teamID of teams) run(teamID);
    return teams.size;
  };
  const timer = sweepEveryMs === null ? null : setInterval(() => void sweep(), sweepEveryMs);
  timer?.unref();

  return {
    wrote(teamIDs) {
      if (stopped) return;
      for (const teamID of new Set(teamIDs)) run(teamID);
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
      if (timer) clearInterval(timer);
      await settle();
    },
  };
}
