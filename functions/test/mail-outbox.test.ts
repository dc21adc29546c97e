/**
 * Mail that is never lost (docs/product.md, "Mail delivery"): with the SMTP
 * server stopped, the calls that mail answer as usual; once it is started
 * again, each mail arrives once. Mail given up on is told to the team's
 * owner, and goes with the team's account. The API here hands its mail to a
 * maildev of this file's own, which it stops and starts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { MailDev } from 'maildev';
import type { CallInput } from '@listkeep/common';
import { COLLECTIONS } from '../src/domain/docs';
import { MAIL_ATTEMPTS, RETRY_DELAYS_MS } from '../src/domain/outbox';
import { call, ok } from './support/client';
import { member, owner } from './support/fixtures';
import { uniqueEmail } from './support/identities';
import { confirmTokenIn, mailsTo, readMailFrom } from './support/mail';
import { freePort } from './support/mail-sink';
import { newClient } from './support/public-client';
import { drainOutbox, moveClockBy, sendMailThrough } from './support/served-api';
import { testStore } from './support/store';
import { newList } from './support/team-content';
import { dashboard, rowsOf } from './support/team-reads';

const HOST = '127.0.0.1';
let ports = { smtp: 0, web: 0 };
let sink: MailDev | null = null;
let undoMail = () => {};

async function startSink() {
  sink = new MailDev({ smtp: ports.smtp, web: ports.web, ip: HOST, webIp: HOST, silent: true });
  await sink.start();
}

async function stopSink() {
  await sink?.stop();
  sink = null;
}

beforeAll(async () => {
  ports = { smtp: await freePort(), web: await freePort() };
  await startSink();
  undoMail = sendMailThrough(ports.smtp);
  readMailFrom(`http://${HOST}:${ports.web}`);
});

afterAll(async () => {
  undoMail();
  readMailFrom(inject('mailInbox'));
  await stopSink();
});

const clockMoves: (() => void)[] = [];
const later = (ms: number) => clockMoves.push(moveClockBy(ms));
afterEach(() => {
  for (const undo of clockMoves.splice(0).reverse()) undo();
});

const submit = (input: CallInput<'emailActionSubmit'>) => call('emailActionSubmit', input, { headers: newClient() });

/** Runs out every attempt of the mail queued so far, with the mail server down. */
async function giveUp() {
  for (let attempt = 0; attempt < MAIL_ATTEMPTS; attempt++) {
    await drainOutbox();
    later(RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1]);
  }
  await drainOutbox();
}

const mailOfTeam = async (teamID: string) =>
  (await testStore().collection(COLLECTIONS.mail).where('teamID', '==', teamID).get()).size;

describe('with the mail server stopped', () => {
  it('a sign-up answers as usual, and its mail arrives once the server is back, exactly once', async () => {
    const team = await owner('core');
    const listID = await newList(team, { sendWelcomeEmail: true });
    const reader = uniqueEmail('reader');
    await stopSink();

    const answer = await submit({ type: 'subscribe', email: reader, newsletterID: listID });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    // The first attempt failed; the mail waits for the next.
    await drainOutbox();

    await startSink();
    later(RETRY_DELAYS_MS[0]);
    const [confirmation] = await mailsTo(reader, 1);
    expect(confirmation.subject).toMatch(/^Confirm your subscription/);

    // Confirming sends the welcome; nothing earlier goes out again, however long the outbox runs on.
    const token = confirmTokenIn(confirmation);
    ok(await call('linkAction', { type: 'confirmSubscribe', token }, { headers: newClient() }));
    later(RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1]);
    const mails = await mailsTo(reader, 2);
    expect(mails.map((mail) => mail.subject.split(' ')[0]).sort()).toEqual(['Confirm', 'Welcome']);
  });

  it('an invitation is made at once, and mailed when the server is back', async () => {
    const team = await owner('group');
    const guest = uniqueEmail('guest');
    await stopSink();
    ok(await call('inviteTeamUser', { teamID: team.teamID, email: guest, role: 'editor' }, { as: team }));
    const pending = (await rowsOf(team, 'teamUsers')).filter((user) => user.status === 'pending');
    expect(pending.map((user) => user.email.toLowerCase())).toEqual([guest.toLowerCase()]);
    await drainOutbox();

    await startSink();
    later(RETRY_DELAYS_MS[0]);
    const mails = await mailsTo(guest, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('invited you to');
  });
});

describe('mail given up on', () => {
  it('is counted on the owner’s dashboard by kind, for the owner alone, and never sent later', async () => {
    const team = await owner('group');
    const colleague = await member(team.teamID, 'admin');
    const readers = [uniqueEmail('reader'), uniqueEmail('reader')];
    const guest = uniqueEmail('guest');
    await stopSink();
    for (const email of readers) await submit({ type: 'subscribe', email, newsletterID: team.listID });
    ok(await call('inviteTeamUser', { teamID: team.teamID, email: guest, role: 'viewer' }, { as: team }));

    await giveUp();

    const warnings = (await dashboard(team)).warnings;
    expect(warnings.undelivered_mails_warning).toEqual([
      { kind: 'confirmation', count: 2 },
      { kind: 'invitation', count: 1 },
    ]);
    expect((await dashboard(team, colleague)).warnings.undelivered_mails_warning).toBeNull();

    await startSink();
    later(RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1]);
    expect(await mailsTo(readers[0], 0)).toEqual([]);
    expect(await mailsTo(guest, 0)).toEqual([]);
  });

  it('goes with the team’s account, as does mail still waiting', async () => {
    const team = await owner();
    await stopSink();
    await submit({ type: 'subscribe', email: uniqueEmail('reader'), newsletterID: team.listID });
    await giveUp();
    await submit({ type: 'subscribe', email: uniqueEmail('reader'), newsletterID: team.listID });
    await drainOutbox();
    expect(await mailOfTeam(team.teamID)).toBe(2);

    ok(await call('deleteAccount', { confirmEmail: team.email }, { as: team }));
    expect(await mailOfTeam(team.teamID)).toBe(0);
    await startSink();
  });
});
