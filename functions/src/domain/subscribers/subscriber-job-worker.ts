/**
 * Walks a subscriber job's match a page at a time, in the table's order,
 * saving its place on the job after each page: a run cut short (the worker's
 * time limit, a crash) leaves the job where its last page ended, and the next
 * run takes it from there. A run holds the job by a lease, so two runs never
 * walk it at once; one whose lease was taken over stops at its next save.
 *
 * Tag and delete act on the rows that match when each page is read, through
 * the calls' own chunks (tag-subscribers.ts, delete-subscribers.ts), so
 * counts and consent records are as with ticked rows. A page acted on again
 * after a cut changes nothing twice: a tag already there is not added, a
 * deleted row is not read.
 */
import { SUBSCRIBER_JOB, UNFINISHED_JOB_STATES, newsletterDisplayName } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { randomId } from '../../store/ids';
import type { DocSnapshot } from '../../store/port';
import { COLLECTIONS, type JobPartDoc, type ListDoc, type SubscriberDoc, type SubscriberJobDoc } from '../docs';
import { deleteInChunks } from './delete-subscribers';
import { DomainError } from '../errors';
import { intoParts, isFileAction, pagePieces } from './subscriber-job-file';
import { subscriberQuery } from './subscriber-query';
import { tagInChunks } from './tag-subscribers';
import { decodeTableCursor, encodeTableCursor } from './table-cursor';
import { readTablePage } from './table-page';

export const jobRef = (deps: Pick<Deps, 'store'>, jobID: string) =>
  deps.store.doc<SubscriberJobDoc>(`${COLLECTIONS.subscriberJobs}/${jobID}`);
export const jobPartRef = (deps: Pick<Deps, 'store'>, jobID: string, n: number) =>
  deps.store.doc<JobPartDoc>(`${COLLECTIONS.jobParts}/${jobID}_${n}`);

export interface RunLimits {
  /** The run hands the job on once the clock passes this. */
  until: number;
  /** Pages at most in this run (tests stop a run after one). */
  maxPages?: number;
}

/** done/failed: settled; paused: handed on, with its place saved; busy: another run holds it; gone: no such job. */
export type RunOutcome = 'done' | 'failed' | 'paused' | 'busy' | 'gone';

const settled = (job: SubscriberJobDoc | undefined) => !job || job.state === 'done' || job.state === 'failed';

/** Takes the job for this run, unless it is settled or another run's lease still holds. */
async function claim(deps: Deps, jobID: string, runner: string): Promise<SubscriberJobDoc | RunOutcome> {
  return deps.store.runTransaction(async (tx) => {
    const job = (await tx.get(jobRef(deps, jobID))).data();
    if (!job) return 'gone';
    if (settled(job)) return job.state as RunOutcome;
    const now = deps.now();
    if (job.leaseUntil > now) return 'busy';
    tx.update(jobRef(deps, jobID), { state: 'running', leaseUntil: now + SUBSCRIBER_JOB.leaseMs, runner });
    return job;
  });
}

/**
 * Saves the job's progress if this run still holds it; answers whether it
 * did. `change` is written with a renewed lease, or none once the job settles.
 */
async function save(deps: Deps, jobID: string, runner: string, change: Partial<SubscriberJobDoc>): Promise<boolean> {
  return deps.store.runTransaction(async (tx) => {
    const job = (await tx.get(jobRef(deps, jobID))).data();
    if (!job || job.runner !== runner || settled(job)) return false;
    // Settled or handed on, the job is held by no run.
    const free = change.state === 'done' || change.state === 'failed' || change.leaseUntil === 0;
    const lease = free ? { leaseUntil: 0, runner: null } : { leaseUntil: deps.now() + SUBSCRIBER_JOB.leaseMs };
    tx.update(jobRef(deps, jobID), { ...change, ...lease });
    return true;
  });
}

async function listNames(deps: Deps, teamID: string): Promise<Record<string, string>> {
  const lists = await deps.store.collection<ListDoc>(COLLECTIONS.newsletters).where('teamID', '==', teamID).get();
  return Object.fromEntries(
    lists.docs.map((snap) => [snap.id, newsletterDisplayName({ ...snap.data()!, id: snap.id })]),
  );
}

/** Acts on one page; answers the parts written (export and copy). */
async function actOn(
  deps: Deps,
  jobID: string,
  job: SubscriberJobDoc,
  docs: DocSnapshot<SubscriberDoc>[],
  names: () => Promise<Record<string, string>>,
): Promise<number> {
  const { action } = job;
  const ids = docs.map((snap) => snap.id);
  if (action.kind === 'tag') {
    await tagInChunks(deps, job.createdBy, { teamID: job.teamID, add: action.add, remove: action.remove }, ids);
    return 0;
  }
  if (action.kind === 'delete') {
    await deleteInChunks(
      deps,
      job.createdBy,
      job.teamID,
      ids,
      docs.map((snap) => snap.data()!),
    );
    return 0;
  }
  if (!isFileAction(action)) return 0;
  const csv = action.kind === 'export' && action.format === 'csv';
  const pieces = pagePieces(action, job.match, docs, job.parts === 0, csv ? await names() : {});
  const parts = intoParts(pieces);
  // Parts past the saved count are the job's only once the save below counts them: a cut run's are written over.
  await Promise.all(
    parts.map((text, i) =>
      jobPartRef(deps, jobID, job.parts + i).set({
        teamID: job.teamID,
        jobID,
        n: job.parts + i,
        text,
        expiresAt: job.expiresAt,
      }),
    ),
  );
  return parts.length;
}

/** Runs the job from its saved place until it is done, fails, or `limits` end the run. */
export async function runSubscriberJob(deps: Deps, jobID: string, limits: RunLimits): Promise<RunOutcome> {
  const runner = randomId();
  const claimed = await claim(deps, jobID, runner);
  if (typeof claimed === 'string') return claimed;
  let job = claimed;
  let cachedNames: Promise<Record<string, string>> | undefined;
  const names = () => (cachedNames ??= listNames(deps, job.teamID));
  try {
    const { query, order } = await subscriberQuery(deps.store, { teamID: job.teamID, ...job.match });
    for (let pages = 0; ; pages++) {
      if (deps.now() >= limits.until || pages === limits.maxPages) {
        return (await save(deps, jobID, runner, { leaseUntil: 0 })) ? 'paused' : 'busy';
      }
      const after = job.cursor === null ? null : decodeTableCursor(job.cursor, order.sort, order.field === 'createdAt');
      const page = await readTablePage(query, order, SUBSCRIBER_JOB.pageRows, after);
      const written = await actOn(deps, jobID, job, page.docs, names);
      const change: Partial<SubscriberJobDoc> = {
        done: job.done + page.docs.length,
        parts: job.parts + written,
        cursor: page.next ? encodeTableCursor(order.sort, page.next) : job.cursor,
        ...(page.next ? {} : { state: 'done' as const }),
      };
      if (job.action.kind === 'tag' || job.action.kind === 'delete') deps.signal.teamChanged(job.teamID);
      if (!(await save(deps, jobID, runner, change))) return 'busy';
      job = { ...job, ...change };
      if (!page.next) return 'done';
    }
  } catch (error) {
    // A rule of the product (the creator's role or plan changed, the list was deleted) ends the job;
    // anything else (the store out of reach) leaves it for the next run.
    if (error instanceof DomainError) {
      await save(deps, jobID, runner, { state: 'failed', error: error.message });
      return 'failed';
    }
    await save(deps, jobID, runner, { leaseUntil: 0 });
    throw error;
  }
}

/** Jobs left queued or running with no live lease (a run that died, a trigger missed): each is run again. */
export async function runStaleJobs(deps: Deps, limits: RunLimits): Promise<number> {
  const now = deps.now();
  const jobs = deps.store.collection<SubscriberJobDoc>(COLLECTIONS.subscriberJobs);
  const unfinished = await Promise.all(UNFINISHED_JOB_STATES.map((state) => jobs.where('state', '==', state).get()));
  const stale = unfinished.flatMap((snaps) => snaps.docs).filter((snap) => snap.data()!.leaseUntil <= now);
  let runs = 0;
  for (const snap of stale) {
    if (deps.now() >= limits.until) break;
    await runSubscriberJob(deps, snap.id, limits);
    runs += 1;
  }
  return runs;
}
