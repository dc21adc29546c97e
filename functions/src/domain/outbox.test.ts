import { describe, expect, it } from 'vitest';
import { UNDELIVERED_MAIL_DAYS } from '@listkeep/common';
import type { OutgoingMail } from '../services/mailer';
import { COLLECTIONS, type MailDoc } from './docs';
import {
  DELIVERED_KEPT_MS,
  MAIL_ATTEMPTS,
  RETRY_DELAYS_MS,
  SEND_LEASE_MS,
  UNKNOWN_DELIVERY,
  deliverDue,
  deliverMail,
  mailRef,
  queueMail,
  retryDelay,
  undeliveredMails,
} from './outbox';
import { testDeps } from '../../test/support/test-deps';
import { DAY_MS } from './time';

const MAIL: OutgoingMail = { to: 'reader@example.org', subject: 'Confirm', text: 'Open the link.' };

/** Deps whose mail server refuses while `down` is set, and records what it took. */
function outboxDeps() {
  const deps = testDeps();
  const server = { down: false, handed: [] as OutgoingMail[] };
  const mailer = {
    send: async (mail: OutgoingMail) => {
      if (server.down) throw new Error('connect ECONNREFUSED');
      server.handed.push(mail);
    },
  };
  return { deps: { ...deps, mailer }, clock: deps.clock, server };
}

async function queue(deps: ReturnType<typeof outboxDeps>['deps'], teamID: string | null = 'team1') {
  await deps.store.runTransaction(async (tx) => queueMail(tx, deps, MAIL, { kind: 'confirmation', teamID }));
  const snaps = await deps.store.collection<MailDoc>(COLLECTIONS.mail).get();
  return snaps.docs[snaps.docs.length - 1].id;
}

const stored = async (deps: ReturnType<typeof outboxDeps>['deps'], id: string) =>
  (await mailRef(deps.store, id).get()).data();

describe('the outbox', () => {
  it('hands a queued mail over once and marks it delivered, to be deleted after a while', async () => {
    const { deps, clock, server } = outboxDeps();
    const id = await queue(deps);
    expect((await stored(deps, id))!.delivery.state).toBe('PENDING');
    expect(await deliverMail(deps, id)).toBe('sent');
    expect(await deliverMail(deps, id)).toBe('skipped');
    expect(await deliverDue(deps)).toBe(0);
    expect(server.handed).toEqual([MAIL]);
    const doc = (await stored(deps, id))!;
    expect(doc.delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, endTime: clock.now, error: null });
    expect(doc.dueAt).toBeUndefined();
    expect(doc.expiresAt).toBe(clock.now + DELIVERED_KEPT_MS);
    clock.now += DELIVERED_KEPT_MS;
    await deliverDue(deps);
    expect(await stored(deps, id)).toBeUndefined();
  });

  it('tries again after each refusal, waiting longer each time, and gives up after the last attempt', async () => {
    const { deps, clock, server } = outboxDeps();
    const id = await queue(deps);
    server.down = true;
    for (let attempt = 1; attempt < MAIL_ATTEMPTS; attempt++) {
      expect(await deliverMail(deps, id)).toBe('retry');
      const { delivery } = (await stored(deps, id))!;
      expect(delivery).toMatchObject({ state: 'RETRY', attempts: attempt, error: 'connect ECONNREFUSED' });
      expect(delivery.nextAttemptAt).toBe(clock.now + retryDelay(attempt));
      // Not before its time.
      expect(await deliverDue(deps)).toBe(0);
      clock.now += retryDelay(attempt);
    }
    expect(RETRY_DELAYS_MS.slice(0, 3)).toEqual([30_000, 120_000, 600_000]);
    expect(await deliverDue(deps)).toBe(1);
    expect((await stored(deps, id))!.delivery).toMatchObject({ state: 'ERROR', attempts: MAIL_ATTEMPTS });
    expect(await undeliveredMails(deps.store, 'team1', clock.now)).toEqual([{ kind: 'confirmation', count: 1 }]);
    server.down = false;
    clock.now += RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1];
    expect(await deliverDue(deps)).toBe(0);
    expect(server.handed).toEqual([]);
  });

  it('delivers a mail whose retry has come once the server is back', async () => {
    const { deps, clock, server } = outboxDeps();
    const id = await queue(deps);
    server.down = true;
    expect(await deliverMail(deps, id)).toBe('retry');
    server.down = false;
    clock.now += RETRY_DELAYS_MS[0];
    expect(await deliverDue(deps)).toBe(1);
    expect(server.handed).toEqual([MAIL]);
    expect((await stored(deps, id))!.delivery).toMatchObject({ state: 'SUCCESS', attempts: 2 });
  });

  it('never hands over again a mail whose send was cut short: past its lease it is an error', async () => {
    const { deps, clock, server } = outboxDeps();
    const id = await queue(deps);
    // A dispatcher that claimed the mail and died before it recorded how the send went.
    const stalled = {
      ...deps,
      mailer: { send: () => new Promise<void>(() => {}) },
    };
    void deliverMail(stalled, id);
    await expect.poll(async () => (await stored(deps, id))!.delivery.state).toBe('PROCESSING');
    expect(await deliverDue(deps)).toBe(0);
    expect(await deliverMail(deps, id)).toBe('skipped');
    clock.now += SEND_LEASE_MS;
    expect(await deliverDue(deps)).toBe(1);
    expect((await stored(deps, id))!.delivery).toMatchObject({ state: 'ERROR', error: UNKNOWN_DELIVERY });
    expect(server.handed).toEqual([]);
    expect(await undeliveredMails(deps.store, 'team1', clock.now)).toEqual([{ kind: 'confirmation', count: 1 }]);
  });

  it('counts only the team’s own failures, and only while they are kept', async () => {
    const { deps, clock, server } = outboxDeps();
    server.down = true;
    await queue(deps, 'team2');
    await queue(deps, null);
    for (let attempt = 0; attempt < MAIL_ATTEMPTS; attempt++) {
      await deliverDue(deps);
      clock.now += RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1];
    }
    expect(await undeliveredMails(deps.store, 'team1', clock.now)).toEqual([]);
    expect(await undeliveredMails(deps.store, 'team2', clock.now)).toEqual([{ kind: 'confirmation', count: 1 }]);
    clock.now += UNDELIVERED_MAIL_DAYS * DAY_MS;
    expect(await undeliveredMails(deps.store, 'team2', clock.now)).toEqual([]);
  });
});
