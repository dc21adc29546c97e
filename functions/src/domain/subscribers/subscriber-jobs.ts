/**
 * POST /startSubscriberJob, GET /subscriberJob and GET /subscriberJobFile:
 * Copy, Export, Tag and Delete of every subscriber matching the table's
 * filters, however many, as a job the worker walks a page at a time
 * (subscriber-job-worker.ts). The caller needs the permissions of the same
 * action on ticked rows; the job then acts as them, so a role or plan
 * changed meanwhile stops it.
 */
import {
  SUBSCRIBER_JOB,
  SUBSCRIBER_JOB_MESSAGES,
  UNFINISHED_JOB_STATES,
  newsletterDisplayName,
  type ParsedInput,
  type SubscriberJobProgress,
} from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { sweepNowAndThen } from '../../services/expired-docs';
import { randomId } from '../../store/ids';
import { COLLECTIONS, type SubscriberJobDoc } from '../docs';
import { DomainError, notFound } from '../errors';
import { requireMembership, requirePermission } from '../membership';
import { assertPlanHas } from '../plans';
import { isFileAction, jobFile } from './subscriber-job-file';
import { jobPartRef, jobRef } from './subscriber-job-worker';
import { subscriberQuery } from './subscriber-query';
import { DAY_MS } from '../time';
import { listRef } from '../records';

/** A finished job's file: streamed in its stored parts, in order. */
export interface JobDownload {
  download: { name: string; type: string; chunks: AsyncIterable<string> };
}

/** Parts read at once while a file streams: a few MB held at most. */
const PARTS_AT_ONCE = 4;

const sweepJobs = sweepNowAndThen(COLLECTIONS.subscriberJobs, 10);
const sweepParts = sweepNowAndThen(COLLECTIONS.jobParts, 10);

export async function startSubscriberJob(
  deps: Deps,
  uid: string,
  input: ParsedInput<'startSubscriberJob'>,
): Promise<{ jobID: string; total: number }> {
  const { store } = deps;
  const { teamID, match, action } = input;
  const membership = await requireMembership(store, uid, teamID);
  requirePermission(membership, isFileAction(action) ? 'exportEmails' : 'manageSubscribers');
  if (match.tag !== undefined || action.kind === 'tag') assertPlanHas('tags', membership.team.subscription.tier);
  const { query } = await subscriberQuery(store, { teamID, ...match });
  const total = await query.count();
  const now = deps.now();
  const list = match.newsletterID === undefined ? undefined : (await listRef(store, match.newsletterID).get()).data();
  const title = `${list ? newsletterDisplayName({ ...list, id: match.newsletterID! }) : `${membership.team.teamName} all lists`}${match.tag ? ` ${match.tag}` : ''}`;
  const file = isFileAction(action) ? jobFile(action, title, new Date(now)) : null;
  const jobID = randomId();
  const job: SubscriberJobDoc = {
    teamID,
    createdBy: uid,
    createdAt: now,
    state: 'queued',
    done: 0,
    total,
    action,
    match,
    cursor: null,
    parts: 0,
    fileName: file?.name ?? null,
    fileType: file?.type ?? null,
    leaseUntil: 0,
    runner: null,
    expiresAt: now + (SUBSCRIBER_JOB.retentionHours * DAY_MS) / 24,
  };
  // Created in a transaction, as the local worker learns of new jobs from their commits; the count
  // of the team's unfinished jobs is read in it, so two starts at once cannot both take the last place.
  await store.runTransaction(async (tx) => {
    const unfinished = await tx.getQuery(
      store
        .collection<SubscriberJobDoc>(COLLECTIONS.subscriberJobs)
        .where('teamID', '==', teamID)
        .where('state', 'in', [...UNFINISHED_JOB_STATES])
        .limit(SUBSCRIBER_JOB.unfinishedPerTeam),
    );
    if (unfinished.size >= SUBSCRIBER_JOB.unfinishedPerTeam) {
      throw new DomainError('conflict', SUBSCRIBER_JOB_MESSAGES.tooMany);
    }
    tx.create(jobRef(deps, jobID), job);
  });
  await Promise.all([sweepJobs(store, now), sweepParts(store, now)]);
  return { jobID, total };
}

/** The team's job, or 404 as for any id not the team's. */
async function readJob(deps: Deps, teamID: string, jobID: string): Promise<SubscriberJobDoc> {
  const job = (await jobRef(deps, jobID).get()).data();
  if (job?.teamID !== teamID) throw notFound('Job');
  return job;
}

export async function subscriberJobProgress(
  deps: Deps,
  uid: string,
  input: ParsedInput<'subscriberJob'>,
): Promise<SubscriberJobProgress> {
  const membership = await requireMembership(deps.store, uid, input.teamID);
  requirePermission(membership, 'viewSubscribers');
  const job = await readJob(deps, input.teamID, input.jobID);
  return {
    state: job.state,
    done: job.done,
    total: job.total,
    ...(job.error === undefined ? {} : { error: job.error }),
  };
}

export async function subscriberJobFile(
  deps: Deps,
  uid: string,
  input: ParsedInput<'subscriberJobFile'>,
): Promise<JobDownload> {
  const membership = await requireMembership(deps.store, uid, input.teamID);
  requirePermission(membership, 'exportEmails');
  const job = await readJob(deps, input.teamID, input.jobID);
  if (!isFileAction(job.action) || job.fileName === null || job.fileType === null)
    throw new DomainError('invalid', SUBSCRIBER_JOB_MESSAGES.noFile, [
      { path: 'jobID', message: SUBSCRIBER_JOB_MESSAGES.noFile },
    ]);
  if (job.state !== 'done') throw new DomainError('conflict', SUBSCRIBER_JOB_MESSAGES.notDone);
  async function* chunks(): AsyncIterable<string> {
    for (let n = 0; n < job.parts; n += PARTS_AT_ONCE) {
      const ns = Array.from({ length: Math.min(PARTS_AT_ONCE, job.parts - n) }, (_, i) => n + i);
      const snaps = await Promise.all(ns.map((i) => jobPartRef(deps, input.jobID, i).get()));
      for (const snap of snaps) yield snap.data()?.text ?? '';
    }
  }
  return { download: { name: job.fileName, type: job.fileType, chunks: chunks() } };
}
