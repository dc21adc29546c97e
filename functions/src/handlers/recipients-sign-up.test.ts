/**
 * The public subscribe page must not be a mail relay for strangers: a sender
 * sets a welcome text, anyone types anyone's address into the page, and
 * Listkeep would mail that text at once. These tests replay that through the
 * HTTP API, served in-process, and check that only Listkeep's own
 * confirmation mail goes out until the address's owner confirms.
 */
import { NOT_ACCEPTING_REASON } from '@listkeep/common';
import { MAILS_EN } from '@listkeep/common/src/server/mails/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAddresses } from '../domain/imports/import-addresses';
import { readCounted } from '../domain/counters/counter-shards';
import { COLLECTIONS, type EmailDoc, type TeamDoc } from '../domain/docs';
import { createEmail } from '../domain/emails/emails';
import { updateList } from '../domain/lists/lists';
import { PENDING_TTL_MS, pendingKey, pendingRef, sweepExpiredPending } from '../domain/recipients/public-subscribe';
import { createSubscriber, deleteSubscriber, subscriberID } from '../domain/subscribers/subscribers';
import { account, subscriberInput, testDeps } from '../../test/support/test-deps';
import { DAY_MS } from '../domain/time';
import type { OutgoingMail } from '../services/mailer';
import { serveInProcess, uidAuth, type ServedApi } from '../../test/support/serve-in-process';
import { subscriberRef, teamRef } from '../domain/records';

const deps = { ...testDeps(), auth: uidAuth };
let served: ServedApi;
let origin = '';

beforeAll(async () => {
  served = await serveInProcess(deps);
  origin = served.origin;
});
afterAll(async () => {
  await served.close();
  await deps.store.close();
});

let client = 0;
/** A public call from a client address of its own, so the per-client limits stay out of the way. */
async function publicPost(path: string, body: unknown) {
  client += 1;
  const res = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${client >> 8}.${client & 255}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const subscribe = (email: string, newsletterID: string, emailID?: string) =>
  publicPost('/emailActionSubmit', { type: 'subscribe', email, newsletterID, ...(emailID ? { emailID } : {}) });
const open = (token: string) => publicPost('/linkOpen', { type: 'confirmSubscribe', linkID: token });
const confirm = (token: string) => publicPost('/linkAction', { type: 'confirmSubscribe', token });

/** The mails delivered to `address`, once the outbox has delivered all it can. */
async function mailsTo(address: string): Promise<OutgoingMail[]> {
  await served.outbox.idle();
  return deps.mailer.sent.filter((m) => m.to === address);
}
const tokenIn = (mail: OutgoingMail) => {
  const match = /^http:\/\/127\.0\.0\.1:5000\/link\/confirm\/([A-Za-z0-9_-]{22})$/m.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in: ${mail.text}`);
  return match[1];
};

const subscriberOf = async (teamID: string, email: string) =>
  (await subscriberRef(deps.store, subscriberID(teamID, email)).get()).data();
const consentOf = async (teamID: string) =>
  (await deps.store.collection(COLLECTIONS.consent).where('teamID', '==', teamID).get()).docs.map((d) => d.data()!);
/** The team as the dashboard counts it, its counter shards added. */
const team = async (teamID: string) => (await readCounted<TeamDoc>(deps.store, `${COLLECTIONS.teams}/${teamID}`))!;
const copyOf = async (uid: string, listID: string) => {
  const res = await fetch(`${origin}/api/newsletterSubscribers/${listID}`, {
    headers: { authorization: `Bearer ${uid}` },
  });
  return ((await res.json()) as { subscribers: string[] }).subscribers;
};

const EVIL = 'Click http://evil.test/login to verify your bank account';

/** A sender (free unless told) whose list mails EVIL as its welcome, with a logged email to count sign-ups against. */
async function evilSender(tier: 'starter' | 'core' = 'starter') {
  const sender = await account(deps, tier);
  await teamRef(deps.store, sender.teamID).update({ publicOrgName: 'Totally Real Bank' });
  await updateList(deps, sender.uid, { id: sender.listID, sendWelcomeEmail: true, welcomeContent: EVIL });
  const { id: emailID } = await createEmail(deps, sender.uid, {
    subject: 'Hello',
    body: '',
    notes: '',
    sent: true,
    sentTime: '',
    sentDate: '',
    newsletterID: sender.listID,
  });
  return { ...sender, emailID };
}

describe('a stranger subscribing someone else on the public page', () => {
  it("gets the victim only Listkeep's confirmation mail, and stores no subscriber, consent or count", async () => {
    const sender = await evilSender();
    const victim = 'victim@example.org';
    const res = await subscribe(victim, sender.listID, sender.emailID);
    expect(res).toEqual({ status: 200, body: { ok: true } });

    const mails = await mailsTo(victim);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Confirm your subscription to First');
    expect(mail.text).not.toContain('evil.test');
    expect(mail.text).not.toContain('bank account');
    expect(mail.text).toContain('"First" of Totally Real Bank');
    expect(mail.text).toContain(MAILS_EN.confirmIgnore);
    expect(tokenIn(mail)).toMatch(/^[A-Za-z0-9_-]{21}[AQgw]$/);
    expect(mail.html).not.toContain('evil.test');
    expect(mail.html).not.toContain('bank account');
    expect(mail.headers).toBeUndefined();

    expect(await subscriberOf(sender.teamID, victim)).toBeUndefined();
    expect(await consentOf(sender.teamID)).toEqual([]);
    expect((await team(sender.teamID)).counters.subscribers).toBe(0);
    expect((await readCounted<EmailDoc>(deps.store, `${COLLECTIONS.emails}/${sender.emailID}`))!.subscribeCount).toBe(
      0,
    );
    expect(await copyOf(sender.uid, sender.listID)).toEqual([]);

    // What waits for the confirmation: the address (it is needed to subscribe), its keyed hash, 7 days.
    const pending = (
      await pendingRef(deps.store, pendingKey('test-secret', sender.teamID, sender.listID, victim)).get()
    ).data()!;
    expect(pending).toMatchObject({
      teamID: sender.teamID,
      newsletterID: sender.listID,
      email: victim,
      token: tokenIn(mail),
      emailID: sender.emailID,
      confirmedAt: null,
      expiresAt: deps.now() + PENDING_TTL_MS,
    });
    expect(pending.emailHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('subscribes on confirmation only: opening the page changes nothing, the button does it all once', async () => {
    // Core counts sign-ups against the email they came through.
    const sender = await evilSender('core');
    const reader = 'reader@example.org';
    await subscribe(reader, sender.listID, sender.emailID);
    const token = tokenIn((await mailsTo(reader))[0]);

    // Mail scanners open links: the page shows the list and waits for the button.
    for (let i = 0; i < 2; i++) {
      expect(await open(token)).toEqual({
        status: 200,
        body: {
          returnData: {
            newsletterData: { newsletterName: 'First', description: '' },
            senderName: 'Totally Real Bank',
            confirmed: false,
            language: 'en',
          },
        },
      });
    }
    expect(await subscriberOf(sender.teamID, reader)).toBeUndefined();
    expect(await mailsTo(reader)).toHaveLength(1);

    const confirmed = await confirm(token);
    expect(confirmed).toEqual({
      status: 200,
      body: { ok: true, subscribedLists: [{ id: sender.listID, newsletterName: 'First' }] },
    });
    expect((await subscriberOf(sender.teamID, reader))?.subscribedNewsletterIDs).toEqual([sender.listID]);
    expect(await copyOf(sender.uid, sender.listID)).toEqual([reader]);
    expect((await team(sender.teamID)).counters.subscribers).toBe(1);
    expect((await readCounted<EmailDoc>(deps.store, `${COLLECTIONS.emails}/${sender.emailID}`))!.subscribeCount).toBe(
      1,
    );
    const consent = await consentOf(sender.teamID);
    expect(consent).toHaveLength(1);
    expect(consent[0]).toMatchObject({ newsletterID: sender.listID, action: 'opt-in', source: 'subscribe page' });
    expect(JSON.stringify(consent)).not.toContain('reader');

    // Now, and only now, the sender's welcome: its link shown as written, in the HTML part as text, not a link.
    const welcome = (await mailsTo(reader))[1];
    expect(welcome.subject).toBe('Welcome to First');
    expect(welcome.text).toContain(EVIL);
    expect(welcome.text).toMatch(/To unsubscribe, open http:\/\/127\.0\.0\.1:5000\/link\/unsub\/[A-Za-z0-9_-]{22}/);
    expect(welcome.html).toContain(EVIL);
    expect(welcome.html).not.toContain('href="http://evil.test');
    expect(welcome.headers?.['List-Unsubscribe']).toContain('/api/oneClickUnsubscribe/');

    // The request no longer keeps the address.
    const pending = (
      await pendingRef(deps.store, pendingKey('test-secret', sender.teamID, sender.listID, reader)).get()
    ).data()!;
    expect(pending.email).toBeUndefined();
    expect(pending.confirmedAt).toBe(deps.now());

    // Pressed again (or the page reloaded): the same success, and nothing happens twice.
    expect(await confirm(token)).toEqual(confirmed);
    expect((await open(token)).body).toMatchObject({ returnData: { confirmed: true } });
    expect(await mailsTo(reader)).toHaveLength(2);
    expect(await consentOf(sender.teamID)).toHaveLength(1);
    expect((await team(sender.teamID)).counters.subscribers).toBe(1);

    // Once the address has left, the used link is not valid any more.
    await deleteSubscriber(deps, sender.uid, subscriberID(sender.teamID, reader));
    expect((await confirm(token)).status).toBe(404);
    expect((await open(token)).status).toBe(404);
  });

  it('sends at most one confirmation a day for an address and list; a later mail replaces the link', async () => {
    const sender = await evilSender();
    const reader = 'twice@example.org';
    expect(await subscribe(reader, sender.listID)).toEqual({ status: 200, body: { ok: true } });
    expect(await subscribe(reader, sender.listID)).toEqual({ status: 200, body: { ok: true } });
    expect(await mailsTo(reader)).toHaveLength(1);
    const first = tokenIn((await mailsTo(reader))[0]);

    deps.clock.now += DAY_MS;
    await subscribe(reader, sender.listID);
    expect(await mailsTo(reader)).toHaveLength(2);
    const second = tokenIn((await mailsTo(reader))[1]);
    expect(second).not.toBe(first);
    expect((await open(first)).status).toBe(404);
    expect((await confirm(first)).status).toBe(404);
    expect((await confirm(second)).body.ok).toBe(true);
  });

  it('answers an address already on the list the same, and mails it nothing', async () => {
    const sender = await evilSender();
    await createSubscriber(deps, sender.uid, subscriberInput(sender.teamID, 'member@example.org', [sender.listID]));
    expect(await subscribe('member@example.org', sender.listID)).toEqual({ status: 200, body: { ok: true } });
    expect(await mailsTo('member@example.org')).toEqual([]);
  });

  it('refuses a link after 7 days like an unknown one, and subscribes nobody', async () => {
    const sender = await evilSender();
    const reader = 'slow@example.org';
    await subscribe(reader, sender.listID);
    const token = tokenIn((await mailsTo(reader))[0]);
    deps.clock.now += PENDING_TTL_MS + 1;
    const unknown = await open('AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(await open(token)).toEqual(unknown);
    expect(await confirm(token)).toEqual(unknown);
    expect(await subscriberOf(sender.teamID, reader)).toBeUndefined();
    expect(await mailsTo(reader)).toHaveLength(1);
    // And the address it held is deleted with it.
    const ref = pendingRef(deps.store, pendingKey('test-secret', sender.teamID, sender.listID, reader));
    expect((await ref.get()).exists).toBe(true);
    expect(await sweepExpiredPending(deps.store, deps.now())).toBeGreaterThanOrEqual(1);
    expect((await ref.get()).exists).toBe(false);
  });

  it('takes only the token on a confirmation, beside the preference calls of the same address', async () => {
    const sender = await evilSender();
    await subscribe('strict@example.org', sender.listID);
    const token = tokenIn((await mailsTo('strict@example.org'))[0]);
    const extra = await publicPost('/linkAction', { type: 'confirmSubscribe', token, newsletterIDs: [sender.listID] });
    expect(extra.status).toBe(400);
    expect((await publicPost('/linkAction', { type: 'confirm', token })).status).toBe(400);
    expect(await subscriberOf(sender.teamID, 'strict@example.org')).toBeUndefined();
    // The preference calls still parse as before (an unknown link: 404, not 400).
    const preferences = await publicPost('/linkAction', { type: 'unsubscribeAll', newsletterIDs: [], token });
    expect(preferences.status).toBe(404);
  });

  it('checks the plan limit again on confirmation: a full team takes nobody new and counts the refusal once', async () => {
    const sender = await evilSender();
    await importAddresses(deps, sender.uid, {
      emails: Array.from({ length: 48 }, (_, i) => `m${i}@example.org`),
      newsletterIDs: [sender.listID],
      teamID: sender.teamID,
      notes: '',
      agreed: true,
    });
    // In the team, but not on this list: confirming needs no new place.
    const inTeamID = await createSubscriber(deps, sender.uid, subscriberInput(sender.teamID, 'inteam@example.org', []));
    await subscribe('late@example.org', sender.listID);
    await subscribe('inteam@example.org', sender.listID);
    const late = tokenIn((await mailsTo('late@example.org'))[0]);
    const inTeam = tokenIn((await mailsTo('inteam@example.org'))[0]);
    // The team fills up between the request and its confirmation.
    await createSubscriber(deps, sender.uid, subscriberInput(sender.teamID, 'last@example.org', [sender.listID]));
    expect((await team(sender.teamID)).counters.subscribers).toBe(50);

    const owner = `${sender.uid}@example.org`;
    const refused = await confirm(late);
    expect(refused).toEqual({ status: 200, body: { ok: false, reason: NOT_ACCEPTING_REASON } });
    expect(await subscriberOf(sender.teamID, 'late@example.org')).toBeUndefined();
    expect((await team(sender.teamID)).refusedSignups).toMatchObject({ count: 1, listIDs: [sender.listID] });
    expect((await mailsTo(owner)).map((m) => m.subject)).toEqual(['Sign-ups to First are being turned away']);
    expect(await mailsTo('late@example.org')).toHaveLength(1);
    // Pressed again: the same answer, counted and mailed once.
    expect(await confirm(late)).toEqual(refused);
    expect((await team(sender.teamID)).refusedSignups?.count).toBe(1);
    expect(await mailsTo(owner)).toHaveLength(1);

    expect((await confirm(inTeam)).body.ok).toBe(true);
    expect((await subscriberRef(deps.store, inTeamID).get()).data()!.subscribedNewsletterIDs).toEqual([sender.listID]);

    // Room again: the same link now works.
    await deleteSubscriber(deps, sender.uid, subscriberID(sender.teamID, 'm0@example.org'));
    expect((await confirm(late)).body.ok).toBe(true);
    expect((await subscriberOf(sender.teamID, 'late@example.org'))?.subscribedNewsletterIDs).toEqual([sender.listID]);
  });
});
