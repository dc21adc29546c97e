import { SUBSCRIBER_JOB, SUBSCRIBER_JOB_MESSAGES } from '@listkeep/common';
import { afterEach, expect, it } from 'vitest';
import { importAddresses } from '../imports/import-addresses';
import { COLLECTIONS, type SubscriberDoc } from '../docs';
import { intoParts } from './subscriber-job-file';
import { jobPartRef, jobRef, runSubscriberJob } from './subscriber-job-worker';
import { startSubscriberJob } from './subscriber-jobs';
import { account, testDeps } from '../../../test/support/test-deps';

let deps = testDeps();
afterEach(async () => {
  await deps.store.close();
  deps = testDeps();
});

const COUNT = SUBSCRIBER_JOB.pageRows + 50;
const FOREVER = { until: Number.MAX_SAFE_INTEGER };

async function teamWithSubscribers() {
  const { uid, teamID, listID } = await account(deps, 'scale');
  const emails = Array.from({ length: COUNT }, (_, i) => `reader${String(i).padStart(4, '0')}@example.org`);
  await importAddresses(deps, uid, { teamID, newsletterIDs: [listID], emails, notes: '', agreed: true });
  return { uid, teamID, listID, emails };
}

async function fileOf(jobID: string): Promise<string> {
  const job = (await jobRef(deps, jobID).get()).data()!;
  const parts = await Promise.all(Array.from({ length: job.parts }, (_, n) => jobPartRef(deps, jobID, n).get()));
  return parts.map((snap) => snap.data()!.text).join('');
}

it('resumes a copy cut after one page from its saved place, each address once', async () => {
  const { uid, teamID, emails } = await teamWithSubscribers();
  const { jobID, total } = await startSubscriberJob(deps, uid, { teamID, match: {}, action: { kind: 'copy' } });
  expect(total).toBe(COUNT);

  expect(await runSubscriberJob(deps, jobID, { ...FOREVER, maxPages: 1 })).toBe('paused');
  const halfway = (await jobRef(deps, jobID).get()).data()!;
  expect(halfway).toMatchObject({ state: 'running', done: SUBSCRIBER_JOB.pageRows, leaseUntil: 0 });
  expect(halfway.cursor).not.toBeNull();

  expect(await runSubscriberJob(deps, jobID, FOREVER)).toBe('done');
  expect((await jobRef(deps, jobID).get()).data()).toMatchObject({ state: 'done', done: COUNT, total: COUNT });
  const lines = (await fileOf(jobID)).split('\n');
  expect(lines).toHaveLength(COUNT);
  expect([...lines].sort()).toEqual(emails);
  // Settled: another run does nothing.
  expect(await runSubscriberJob(deps, jobID, FOREVER)).toBe('done');
});

it('leaves a job another run holds to that run, and takes it over once its lease has passed', async () => {
  const { uid, teamID } = await teamWithSubscribers();
  const { jobID } = await startSubscriberJob(deps, uid, { teamID, match: {}, action: { kind: 'delete' } });
  await jobRef(deps, jobID).update({ state: 'running', runner: 'other', leaseUntil: deps.now() + 1000 });
  expect(await runSubscriberJob(deps, jobID, FOREVER)).toBe('busy');

  deps.clock.now += SUBSCRIBER_JOB.leaseMs;
  expect(await runSubscriberJob(deps, jobID, FOREVER)).toBe('done');
  const left = await deps.store.collection<SubscriberDoc>(COLLECTIONS.subscribers).where('teamID', '==', teamID).get();
  expect(left.size).toBe(0);
});

it('fails a job whose creator may no longer do it, saying why', async () => {
  const { uid, teamID } = await teamWithSubscribers();
  const { jobID } = await startSubscriberJob(deps, uid, { teamID, match: {}, action: { kind: 'tag', add: 'VIP' } });
  await deps.store.doc(`teams/${teamID}`).update({ 'subscription.tier': 'starter' });
  expect(await runSubscriberJob(deps, jobID, FOREVER)).toBe('failed');
  expect((await jobRef(deps, jobID).get()).data()).toMatchObject({ state: 'failed', done: 0 });
  expect((await jobRef(deps, jobID).get()).data()!.error).toMatch(/plan/i);
});

it('cuts text into parts under the byte limit without splitting a piece', () => {
  expect(intoParts(['ab', 'cd', 'é'], 4)).toEqual(['abcd', 'é']);
  expect(intoParts(['abcdef', 'g'], 4)).toEqual(['abcdef', 'g']);
  expect(intoParts([], 4)).toEqual([]);
});

it('lets a team run a few jobs at once, and starts another once one has finished', async () => {
  const { uid, teamID } = await teamWithSubscribers();
  const start = () => startSubscriberJob(deps, uid, { teamID, match: {}, action: { kind: 'copy' } });
  const started = [];
  for (let n = 0; n < SUBSCRIBER_JOB.unfinishedPerTeam; n++) started.push(await start());
  await expect(start()).rejects.toMatchObject({ code: 'conflict', message: SUBSCRIBER_JOB_MESSAGES.tooMany });

  expect(await runSubscriberJob(deps, started[0].jobID, FOREVER)).toBe('done');
  expect((await start()).total).toBe(COUNT);
});
