/**
 * Subscriber jobs (docs/product.md §4): Copy, Export, Tag and Delete of every
 * subscriber matching the table's filters, run on the server a page at a
 * time, however long the list. Free of zod, so any bundle may use it.
 */
import { formatCount } from './count-text';
import type { EmailDelimiter } from './export';
import type { SubscriberMatch } from './subscriber-query';

export type SubscriberJobAction =
  | { kind: 'export'; format: 'emails' | 'csv'; delimiter?: EmailDelimiter }
  | { kind: 'copy' }
  | { kind: 'tag'; add?: string; remove?: string }
  | { kind: 'delete' };

export type SubscriberJobKind = SubscriberJobAction['kind'];

export const SUBSCRIBER_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type SubscriberJobState = (typeof SUBSCRIBER_JOB_STATES)[number];

/** The states of a job not yet finished: waiting for a run, or in one. */
export const UNFINISHED_JOB_STATES = ['queued', 'running'] as const satisfies readonly SubscriberJobState[];

export interface StartSubscriberJobInput {
  teamID: string;
  match: SubscriberMatch;
  action: SubscriberJobAction;
}

/** GET /subscriberJob: how far the job is. `total` is the count of matches when it started. */
export interface SubscriberJobProgress {
  state: SubscriberJobState;
  done: number;
  total: number;
  error?: string;
}

export const SUBSCRIBER_JOB = {
  /** Subscribers read, and acted on, per page; the job's place is saved after each. */
  pageRows: 1000,
  /** UTF-8 bytes of file text in one stored part, well under a document's 1 MiB. */
  partBytes: 500_000,
  /** How long a job and its file are kept after it started. */
  retentionHours: 24,
  /** How long one run holds a job; a run that dies is followed by another once it has passed. */
  leaseMs: 120_000,
  /** How long one run goes on before it hands the job to the next, well within the worker's time limit. */
  runMs: 240_000,
  /** How often the web asks for a job's progress. */
  pollMs: 1000,
  /** Jobs of one team queued or running at once: more waits for one of them to finish. */
  unfinishedPerTeam: 3,
} as const;

export const SUBSCRIBER_JOB_MESSAGES = {
  notDone: 'This job has not finished yet: ask for its file once its state is done.',
  noFile: 'Only export and copy jobs have a file.',
  tooMany: `Your team already has ${SUBSCRIBER_JOB.unfinishedPerTeam} copies, exports or changes of whole lists under way: try again once one has finished.`,
} as const;

const VERBS: Record<SubscriberJobKind, string> = {
  export: 'Exporting',
  copy: 'Copying',
  tag: 'Tagging',
  delete: 'Deleting',
};

/** "Exporting… 12,000 of 40,000" */
export function jobProgressText(kind: SubscriberJobKind, done: number, total: number): string {
  return `${VERBS[kind]}… ${formatCount(Math.min(done, total))} of ${formatCount(total)}`;
}
