import type { SubscriberMatch } from '@listkeep/common/src/subscriber-query';
import {
  SUBSCRIBER_JOB,
  type SubscriberJobAction,
  type SubscriberJobProgress,
} from '@listkeep/common/src/subscriber-jobs';
import { api } from '@/lib/api';

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Starts a job over the match and follows it until it ends, telling each
 * progress; answers the job's id once done, or throws what made it fail.
 */
export async function runSubscriberJob(
  teamID: string,
  match: SubscriberMatch,
  action: SubscriberJobAction,
  onProgress: (progress: SubscriberJobProgress) => void,
  live: () => boolean = () => true,
): Promise<string> {
  const { jobID, total } = await api.call('startSubscriberJob', { teamID, match, action });
  onProgress({ state: 'queued', done: 0, total });
  while (live()) {
    await wait(SUBSCRIBER_JOB.pollMs);
    const progress = await api.call('subscriberJob', { teamID, jobID });
    onProgress(progress);
    if (progress.state === 'done') return jobID;
    if (progress.state === 'failed') throw new Error(progress.error ?? 'The job stopped. Please try again.');
  }
  return jobID;
}

/** The file of a finished export or copy job. */
export const subscriberJobFile = (teamID: string, jobID: string) => api.file('subscriberJobFile', { teamID, jobID });

/** A copy job's addresses, one a line. */
export async function copiedAddresses(teamID: string, jobID: string): Promise<string[]> {
  const { blob } = await subscriberJobFile(teamID, jobID);
  return (await blob.text()).split('\n').filter((line) => line !== '');
}
