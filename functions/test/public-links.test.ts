import { MAILS_EN } from '@listkeep/common/src/server/mails/en';
import {
  NOT_ACCEPTING_REASON,
  REFUSED_SIGNUPS_CHANGED,
  type CallInput,
  type LinkConfirmPageData,
  type LinkNewsletterPageData,
  type LinkSender,
  type LinkSubscriberData,
} from '@listkeep/common';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, errorOf, ok, request, send } from './support/client';
import { UNKNOWN, actor, owner, type Owner } from './support/fixtures';
import { importInto, newList, newSubscriber, setLists } from './support/team-content';
import { dashboard } from './support/team-reads';
import { uniqueEmail } from './support/identities';
import { confirmTokenIn, headerOf, linkIDIn, mailsTo } from './support/mail';
import { newClient } from './support/public-client';
import { atStartOfHour, webOrigin } from './support/served-api';
import { consentOf, countedDoc, setTier, teamDoc, testStore } from './support/store';

const publicly = (client = newClient()) => ({ headers: client });
const submit = (input: CallInput<'emailActionSubmit'>, client = newClient()) =>
  call('emailActionSubmit', input, publicly(client));
const open = (input: CallInput<'linkOpen'>, client = newClient()) => call('linkOpen', input, publicly(client));
const act = (input: CallInput<'linkAction'>) => call('linkAction', input, publicly());
const NOT_ACCEPTING = { ok: false, reason: NOT_ACCEPTING_REASON };

/** What a manage or one-click unsubscribe link opens. */
const subscriberPage = async (linkID: string) =>
  ok(await open({ type: 'oneClickUnsubscribe', linkID })).returnData as LinkSubscriberData;

const listAddresses = async (team: Owner, listID = team.listID) =>
  ok(await call('newsletterSubscribers', { newsletterID: listID }, { as: team })).subscribers;

async function sentEmail(team: Owner, listID = team.listID): Promise<string> {
  return ok(await call('createEmail', { subject: 'Hello', newsletterID: listID, sent: true }, { as: team })).id;
}

const emailDoc = async (id: string) => (await countedDoc(`emails/${id}`)) as Record<string, number>;

/** Asks for an unsubscribe mail and returns the link id it carries. */
async function unsubscribeLink(team: Owner, email: string, emailID?: string): Promise<string> {
  const before = (await mailsTo(email, 0, 0)).length;
  expect((await submit({ type: 'unsubscribe', email, newsletterID: team.listID, emailID })).status).toBe(200);
  const mails = await mailsTo(email, before + 1);
  return linkIDIn(mails[mails.length - 1]);
}

/** The web app's address of a page, as links in mails and redirects name it. */
const page = (path: string) => `${webOrigin()}${path}`;

describe('POST /linkOpen with a newsletterID (public subscribe / unsubscribe pages)', () => {
  it('answers the name, description and blockSubscribes of a list; 404 for an unknown one and for an id of another shape', async () => {
    const team = await owner('core');
    const id = await newList(team, { newsletterName: 'Garden club', description: 'Monthly' });
    const res = await open({ type: 'subscribe', newsletterID: id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      returnData: {
        senderName: 'Garden club',
        newsletterData: { newsletterName: 'Garden club', description: 'Monthly' },
        blockSubscribes: false,
        language: 'en',
        senderSite: '',
      },
    });
    // The team's website is the way back from a sign-up form's page.
    const site = 'https://garden-club.example/';
    const details = { teamID: team.teamID, action: 'update', teamName: 'Garden', teamURL: site } as const;
    ok(await call('updateTeam', details, { as: team }));
    expect(
      (ok(await open({ type: 'subscribe', newsletterID: id })).returnData as LinkNewsletterPageData).senderSite,
    ).toBe(site);
    const unknown = await open({ type: 'unsubscribe', newsletterID: UNKNOWN.list });
    expect(unknown.status).toBe(404);
    // Ids of another shape cannot name a list, nor one of the store's reserved names: answered like an unknown one.
    for (const bad of ['bad id!', '__x__', '__proto__', '..']) {
      expect((await open({ type: 'unsubscribe', newsletterID: bad })).body).toEqual(unknown.body);
    }
    expect((await send('linkOpen', { type: 'nonsense', newsletterID: id }, publicly())).status).toBe(400);
  });

  it('names the sender by the team’s public organisation name, else by the list’s, on every kind of page', async () => {
    const team = await owner('core');
    const member = uniqueEmail('member');
    await newSubscriber(team, member, [team.listID]);
    const linkID = await unsubscribeLink(team, member);
    const joiner = uniqueEmail('joiner');
    await submit({ type: 'subscribe', email: joiner, newsletterID: team.listID });
    const token = confirmTokenIn((await mailsTo(joiner))[0]);
    const inputs: CallInput<'linkOpen'>[] = [
      { type: 'subscribe', newsletterID: team.listID },
      { type: 'unsubscribe', linkID },
      { type: 'confirmSubscribe', linkID: token },
    ];
    const senders = async () =>
      Promise.all(inputs.map(async (input) => (ok(await open(input)).returnData as LinkSender).senderName));

    // The team's own name is made from its owner's name or address, so it never reaches a public page.
    expect((await teamDoc(team.teamID)).teamName).not.toBe('');
    expect(await senders()).toEqual(['First list', 'First list', 'First list']);
    await testStore().doc(`teams/${team.teamID}`).update({ publicOrgName: 'St Anne’s Parish' });
    expect(await senders()).toEqual(['St Anne’s Parish', 'St Anne’s Parish', 'St Anne’s Parish']);
  });
});

describe('POST /emailActionSubmit subscribe', () => {
  it('mails only a confirmation; the link subscribes, counts it on the email log entry, records consent and sends the welcome', async () => {
    const team = await owner('core');
    const listID = await newList(team, {
      newsletterName: 'Welcome list',
      sendWelcomeEmail: true,
      welcomeContent: 'Glad to have you, friend. http://example.org/start',
    });
    const emailID = await sentEmail(team, listID);
    const email = uniqueEmail('reader');
    const res = await submit({ type: 'subscribe', email, newsletterID: listID, emailID });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    // Until the mailbox's owner confirms, nothing but Listkeep's own short mail.
    const [confirmation] = await mailsTo(email);
    expect(confirmation.subject).toBe('Confirm your subscription to Welcome list');
    expect(confirmation.text).toContain(MAILS_EN.confirmIgnore);
    expect(confirmation.text).not.toContain('Glad to have you');
    // Without a public organisation name, the team's own name (made from the owner's) stays out.
    expect(confirmation.text.split('\n')[0]).toBe(
      'Someone asked to subscribe this address to the list "Welcome list".',
    );
    expect(confirmation.html).not.toContain('Glad to have you');
    const token = confirmTokenIn(confirmation);
    expect(confirmation.text).toContain(page(`/link/confirm/${token}`));
    expect(await listAddresses(team, listID)).toEqual([]);
    expect((await emailDoc(emailID)).subscribeCount).toBe(0);
    expect(await consentOf(team.teamID)).toEqual([]);

    // Opening the page (as a mail scanner would) confirms nothing.
    const opened = await open({ type: 'confirmSubscribe', linkID: token });
    expect(opened.status).toBe(200);
    expect(ok(opened).returnData as LinkConfirmPageData).toMatchObject({
      newsletterData: { newsletterName: 'Welcome list', description: 'Public words' },
      confirmed: false,
    });
    expect(await listAddresses(team, listID)).toEqual([]);

    const confirmed = await act({ type: 'confirmSubscribe', token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ ok: true, subscribedLists: [{ id: listID, newsletterName: 'Welcome list' }] });
    expect(await listAddresses(team, listID)).toEqual([email]);
    expect((await emailDoc(emailID)).subscribeCount).toBe(1);

    const [, welcome] = await mailsTo(email, 2);
    expect(welcome.subject).toBe('Welcome to Welcome list');
    expect(welcome.text).toContain('Glad to have you, friend. http://example.org/start');
    // The sender's text is text in the HTML part too: an address in it shows whole and is no link of theirs.
    expect(welcome.html).toContain('Glad to have you, friend. http://example.org/start');
    expect(welcome.html).not.toContain('href="http://example.org');
    const unsubscribeAt = page('/link/unsub/').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    expect(welcome.text).toMatch(new RegExp(`${unsubscribeAt}[A-Za-z0-9_-]{22}`));
    expect(await headerOf(welcome, 'List-Unsubscribe')).toContain('/api/oneClickUnsubscribe/');

    const consent = await consentOf(team.teamID);
    expect(consent).toHaveLength(1);
    expect(consent[0]).toMatchObject({ newsletterID: listID, action: 'opt-in', source: 'subscribe page' });
    expect(consent[0].emailHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(consent)).not.toContain(email.split('@')[0]);

    // The request keeps the address only until it is confirmed.
    const pending = await testStore().collection('pendingSubscribes').where('token', '==', token).get();
    expect(pending.docs.map((d) => d.data())).toEqual([expect.not.objectContaining({ email })]);

    // Used again: the same answer, and nothing happens twice.
    expect((await act({ type: 'confirmSubscribe', token })).body).toEqual(confirmed.body);
    expect(await mailsTo(email, 3, 500)).toHaveLength(2);
    expect((await emailDoc(emailID)).subscribeCount).toBe(1);
  });

  it('sends one confirmation a day however often it is asked for, and none to an address on the list', async () => {
    const team = await owner();
    const email = uniqueEmail('asked-twice');
    for (let i = 0; i < 2; i++)
      expect((await submit({ type: 'subscribe', email, newsletterID: team.listID })).body).toEqual({ ok: true });
    expect(await mailsTo(email, 2, 1000)).toHaveLength(1);

    const member = uniqueEmail('member');
    await newSubscriber(team, member);
    expect((await submit({ type: 'subscribe', email: member, newsletterID: team.listID })).body).toEqual({ ok: true });
    expect(await mailsTo(member, 1, 500)).toEqual([]);
  });

  it('answers an unknown or expired confirmation link with 404 and subscribes nobody', async () => {
    const team = await owner();
    const email = uniqueEmail('late');
    await submit({ type: 'subscribe', email, newsletterID: team.listID });
    const token = confirmTokenIn((await mailsTo(email))[0]);
    const [pending] = (await testStore().collection('pendingSubscribes').where('token', '==', token).get()).docs;
    await testStore()
      .doc(pending.path)
      .update({ expiresAt: Date.now() - 1000 });
    for (const linkID of [token, UNKNOWN.link]) {
      expect((await open({ type: 'confirmSubscribe', linkID })).status).toBe(404);
      expect((await act({ type: 'confirmSubscribe', token: linkID })).status).toBe(404);
    }
    expect(await listAddresses(team)).toEqual([]);
  });

  it('ends a confirmation link once a mail on a later day brings a new one', async () => {
    const team = await owner();
    const email = uniqueEmail('asked-again');
    await submit({ type: 'subscribe', email, newsletterID: team.listID });
    const first = confirmTokenIn((await mailsTo(email))[0]);
    const [pending] = (await testStore().collection('pendingSubscribes').where('token', '==', first).get()).docs;
    await testStore().doc(pending.path).update({ sentDay: '2000-01-01' });
    await submit({ type: 'subscribe', email, newsletterID: team.listID });
    const mails = await mailsTo(email, 2);
    expect(mails).toHaveLength(2);
    const second = mails.map(confirmTokenIn).find((token) => token !== first)!;

    expect((await act({ type: 'confirmSubscribe', token: first })).status).toBe(404);
    expect(await listAddresses(team)).toEqual([]);
    expect((await act({ type: 'confirmSubscribe', token: second })).status).toBe(200);
    expect(await listAddresses(team)).toEqual([email]);
  });

  it('ignores a forged or foreign emailID and answers the same', async () => {
    const team = await owner();
    const other = await owner();
    const foreignEmail = await sentEmail(other);
    for (const emailID of [foreignEmail, UNKNOWN.email]) {
      const email = uniqueEmail();
      const res = await submit({ type: 'subscribe', email, newsletterID: team.listID, emailID });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      const token = confirmTokenIn((await mailsTo(email))[0]);
      expect((await act({ type: 'confirmSubscribe', token })).status).toBe(200);
    }
    expect((await emailDoc(foreignEmail)).subscribeCount).toBe(0);
    expect(await listAddresses(team)).toHaveLength(2);
  });

  it('takes nobody on a blocked or unknown list and says so, counting nothing for the team', async () => {
    const team = await owner('core');
    const blocked = await newList(team, { blockSubscribes: true });
    for (const newsletterID of [blocked, UNKNOWN.list]) {
      const res = await submit({ type: 'subscribe', email: uniqueEmail(), newsletterID });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(NOT_ACCEPTING);
    }
    expect(await listAddresses(team, blocked)).toEqual([]);
    expect((await teamDoc(team.teamID)).refusedSignups).toBeUndefined();
  });

  it('refuses malformed input with 400, and a list id of a shape never made with 404', async () => {
    const team = await owner();
    for (const body of [
      { type: 'subscribe', email: 'not-an-address', newsletterID: team.listID },
      { type: 'delete', email: uniqueEmail(), newsletterID: team.listID },
      { type: 'subscribe', email: uniqueEmail(), newsletterID: team.listID, extra: 1 },
    ]) {
      expect((await send('emailActionSubmit', body, publicly())).status, JSON.stringify(body)).toBe(400);
    }
    // An id of a shape the code never makes names no list: 404, as on every public call.
    const malformed = await submit({ type: 'subscribe', email: uniqueEmail(), newsletterID: 'bad id' });
    expect(malformed.status).toBe(404);
    expect(errorOf(malformed).code).toBe('not-found');
  });
});

describe('POST /emailActionSubmit subscribe at the plan limit', () => {
  /** A Starter team holding its 50 subscribers, `onList` among them. */
  async function fullTeam(onList: string): Promise<Owner> {
    const team = await owner();
    const filled = await importInto(
      team,
      Array.from({ length: 49 }, () => uniqueEmail('member')),
    );
    expect(filled.status).toBe(200);
    await newSubscriber(team, onList);
    return team;
  }

  it('answers every address alike, stores nothing, counts each lost sign-up and mails the owner once a day', async () => {
    const onList = uniqueEmail('member');
    const team = await fullTeam(onList);
    const before = await teamDoc(team.teamID);
    const consentBefore = (await consentOf(team.teamID)).length;
    const fresh = uniqueEmail('turned-away');

    for (const email of [fresh, onList]) {
      const res = await submit({ type: 'subscribe', email, newsletterID: team.listID });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(NOT_ACCEPTING);
    }
    expect(await listAddresses(team)).toHaveLength(50);
    expect(await listAddresses(team)).not.toContain(fresh);
    expect((await consentOf(team.teamID)).length).toBe(consentBefore);
    const after = await teamDoc(team.teamID);
    expect(after.counters).toEqual(before.counters);
    // The address already on the list lost nothing: only the other one counts.
    expect(after.refusedSignups).toMatchObject({ count: 1, listIDs: [team.listID], tier: 'starter' });

    await submit({ type: 'subscribe', email: uniqueEmail('turned-away'), newsletterID: team.listID });
    expect((await teamDoc(team.teamID)).refusedSignups?.count).toBe(2);
    const notices = await mailsTo(team.email, 2, 1000);
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe('Sign-ups to First list are being turned away');
    expect(notices[0].text).toContain("the team reached the Starter plan's 50 subscribers");
    expect(await mailsTo(fresh, 1, 500)).toEqual([]);

    // The next day (as far as the team document knows) brings one more mail.
    await testStore().doc(`teams/${team.teamID}`).update({ refusedNoticeDay: '2000-01-01' });
    await submit({ type: 'subscribe', email: uniqueEmail('turned-away'), newsletterID: team.listID });
    expect(await mailsTo(team.email, 2)).toHaveLength(2);
    expect((await teamDoc(team.teamID)).refusedSignups?.count).toBe(3);
  });

  it('warns every member on the dashboard; manageSubscribers may dismiss what was shown', async () => {
    const team = await fullTeam(uniqueEmail('member'));
    const viewer = await actor(team, 'viewer');
    const editor = await actor(team, 'editor');
    const warning = async (as: { idToken: string }) => (await dashboard(team, as)).warnings.refused_signups_warning;
    expect(await warning(team)).toBeNull();

    await submit({ type: 'subscribe', email: uniqueEmail('turned-away'), newsletterID: team.listID });
    const seen = await warning(viewer);
    expect(seen).toMatchObject({ count: 1, newsletterNames: ['First list'], planName: 'Starter', maxSubscribers: 50 });
    const dismiss = (as: { idToken: string }, key = '') =>
      call('dismissRefusedSignups', { teamID: team.teamID, key }, { as });
    expect((await dismiss(viewer, seen?.key)).status).toBe(401);

    await submit({ type: 'subscribe', email: uniqueEmail('turned-away'), newsletterID: team.listID });
    const stale = await dismiss(editor, seen?.key);
    expect(stale.status).toBe(409);
    expect(errorOf(stale)).toEqual({ code: 'conflict', message: REFUSED_SIGNUPS_CHANGED });
    const now = await warning(editor);
    expect(now?.count).toBe(2);
    expect((await dismiss(editor, now?.key)).status).toBe(200);
    expect(await warning(team)).toBeNull();

    const stranger = await actor(team, 'non-member');
    expect((await dismiss(stranger, now?.key)).status).toBe(404);
  });
});

describe('POST /emailActionSubmit unsubscribe', () => {
  it('answers the same whether or not the address is on the list; only a subscriber gets mail', async () => {
    const team = await owner();
    const on = uniqueEmail('on');
    const off = uniqueEmail('off');
    await newSubscriber(team, on);
    const other = await owner();
    // Answer times are compared by `npm run bench` (bench/public-links.mjs), not here.
    const answers = [
      await submit({ type: 'unsubscribe', email: on, newsletterID: team.listID }),
      await submit({ type: 'unsubscribe', email: off, newsletterID: team.listID }),
      await submit({ type: 'unsubscribe', email: uniqueEmail(), newsletterID: UNKNOWN.list }),
      await submit({ type: 'unsubscribe', email: on, newsletterID: other.listID }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(answers[0].body);
    }

    const [mail] = await mailsTo(on);
    expect(mail.subject).toBe('Confirm your unsubscribe from First list');
    expect(mail.text).toContain(page(`/link/unsub/${linkIDIn(mail)}`));
    expect(await headerOf(mail, 'List-Unsubscribe')).toBe(`<${page(`/api/oneClickUnsubscribe/${linkIDIn(mail)}`)}>`);
    expect(await headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(await mailsTo(off, 1, 500)).toEqual([]);
    // Asking is not leaving: the address stays until the link confirms it.
    expect(await listAddresses(team)).toEqual([on]);
  });

  it('writes a list name with line breaks on one line in the mail, so it cannot add lines to it', async () => {
    const team = await owner('core');
    const listID = await newList(team, { newsletterName: 'Parish\nNews\r\nBcc: someone@example.org' });
    const reader = uniqueEmail('lines');
    await newSubscriber(team, reader, [listID]);
    expect((await submit({ type: 'unsubscribe', email: reader, newsletterID: listID })).status).toBe(200);

    const [mail] = await mailsTo(reader);
    expect(mail.subject).toBe('Confirm your unsubscribe from Parish News Bcc: someone[@]example[.]org');
    expect(mail.text.split('\n')[0]).toBe(
      'Someone asked to unsubscribe this address from Parish News Bcc: someone[@]example[.]org.',
    );
  });
});

describe('unsubscribe and manage links', () => {
  it('opens with the address and lists; unsubscribeAll takes effect in the same request, with consent and the email count', async () => {
    const team = await owner('core');
    const second = await newList(team, { newsletterName: 'Second' });
    const hidden = await newList(team, { newsletterName: 'Hidden', private: true });
    const email = uniqueEmail('leaver');
    await newSubscriber(team, email, [team.listID, second]);
    const emailID = await sentEmail(team);
    const linkID = await unsubscribeLink(team, email, emailID);
    expect(linkID).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const opened = await open({ type: 'oneClickUnsubscribe', linkID });
    expect(opened.status).toBe(200);
    const data = ok(opened).returnData as LinkSubscriberData;
    expect(data.subscriberEmail).toBe(email);
    expect(data.newsletterData).toEqual({ newsletterName: 'First list', description: '' });
    expect(data.subscribedLists).toEqual([
      { id: team.listID, newsletterName: 'First list' },
      { id: second, newsletterName: 'Second' },
    ]);
    expect(data.publicLists.map((l) => l.id)).toEqual([team.listID, second]);
    expect(data.publicLists.map((l) => l.id)).not.toContain(hidden);

    const res = await act({ type: 'unsubscribeAll', subscriberEmail: email, newsletterIDs: [], token: linkID });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, subscribedLists: [] });
    expect(await listAddresses(team)).toEqual([]);
    expect(await listAddresses(team, second)).toEqual([]);
    expect((await emailDoc(emailID)).unsubscribeCount).toBe(1);
    const consent = await consentOf(team.teamID);
    expect(consent.map((c) => [c.newsletterID, c.action, c.source]).sort()).toEqual(
      [
        [team.listID, 'opt-in', 'dashboard'],
        [second, 'opt-in', 'dashboard'],
        [team.listID, 'opt-out', 'manage page'],
        [second, 'opt-out', 'manage page'],
      ].sort(),
    );
    expect(JSON.stringify(consent)).not.toContain(email.split('@')[0]);
  });

  it('leaveList and joinList change that one list, from the lists the subscriber is on now', async () => {
    const team = await owner('core');
    const second = await newList(team, { newsletterName: 'Second' });
    const third = await newList(team, { newsletterName: 'Third' });
    const email = uniqueEmail('one-list');
    await newSubscriber(team, email, [team.listID, second]);
    const linkID = await unsubscribeLink(team, email);
    // The page was opened on [first, second]; meanwhile the reader joined a third list elsewhere.
    await setLists(
      team,
      (await testStore().collection('subscribers').where('subscriberEmail', '==', email).get()).docs[0].id,
      email,
      [team.listID, second, third],
    );
    const left = ok(await act({ type: 'leaveList', newsletterID: team.listID, token: linkID }));
    expect('subscribedLists' in left && left.subscribedLists.map((l) => l.id)).toEqual([second, third]);
    const back = ok(await act({ type: 'joinList', newsletterID: team.listID, token: linkID }));
    expect('subscribedLists' in back && back.subscribedLists.map((l) => l.id).sort()).toEqual(
      [team.listID, second, third].sort(),
    );
    const consent = (await consentOf(team.teamID))
      .filter((c) => c.newsletterID === team.listID)
      .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    expect(consent.map((c) => [c.action, c.source]).slice(-2)).toEqual([
      ['opt-out', 'manage page'],
      ['opt-in', 'manage page'],
    ]);
  });

  it('updatePreferences sets the lists within the public ones and those the subscriber is on', async () => {
    const team = await owner('core');
    const second = await newList(team, { newsletterName: 'Second' });
    const hidden = await newList(team, { newsletterName: 'Hidden', private: true });
    const foreign = (await owner()).listID;
    const email = uniqueEmail('chooser');
    await newSubscriber(team, email);
    const linkID = await unsubscribeLink(team, email);
    const res = await act({
      type: 'updatePreferences',
      newsletterIDs: [second, hidden, foreign, UNKNOWN.list],
      token: linkID,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, subscribedLists: [{ id: second, newsletterName: 'Second' }] });
    expect(await listAddresses(team)).toEqual([]);
    expect(await listAddresses(team, second)).toEqual([email]);
    expect(await listAddresses(team, hidden)).toEqual([]);
    // The recipient may come back through their own link.
    const back = ok(await act({ type: 'updatePreferences', newsletterIDs: [team.listID, second], token: linkID }));
    expect('subscribedLists' in back && back.subscribedLists.map((l) => l.id)).toEqual([team.listID, second]);
    expect(await listAddresses(team)).toEqual([email]);
  });

  it('answers unknown, expired and malformed link ids with 404, 404 and 400', async () => {
    const team = await owner();
    const email = uniqueEmail();
    await newSubscriber(team, email);
    const linkID = await unsubscribeLink(team, email);
    await testStore()
      .doc(`links/${linkID}`)
      .update({ expiresAt: Date.now() - 1000 });
    const action = (token: string): CallInput<'linkAction'> => ({ type: 'unsubscribeAll', newsletterIDs: [], token });
    const unknown = UNKNOWN.link;
    const unknownOpen = await open({ type: 'oneClickUnsubscribe', linkID: unknown });
    expect(unknownOpen.status).toBe(404);
    const expiredOpen = await open({ type: 'oneClickUnsubscribe', linkID });
    expect(expiredOpen.status).toBe(404);
    expect(expiredOpen.body).toEqual(unknownOpen.body);
    expect((await act(action(unknown))).status).toBe(404);
    expect((await act(action(linkID))).status).toBe(404);
    expect(await listAddresses(team)).toEqual([email]);
    // A link id of another shape is answered like an unknown one.
    expect((await open({ type: 'oneClickUnsubscribe', linkID: 'a b' })).body).toEqual(unknownOpen.body);
    expect((await act(action('../x'))).status).toBe(404);
    expect(
      (await send('linkAction', { type: 'deleteAll', newsletterIDs: [], token: unknown }, publicly())).status,
    ).toBe(400);
  });
});

describe('a link and an address change', () => {
  it("ends the old address's links when the sender changes the address; the new address gets links of its own", async () => {
    const team = await owner();
    const oldAddress = uniqueEmail('old');
    const id = await newSubscriber(team, oldAddress);
    const oldLink = await unsubscribeLink(team, oldAddress);
    const newAddress = uniqueEmail('new');
    const moved = await setLists(team, id, newAddress, [team.listID]);
    expect(moved.status).toBe(200);

    const opened = await open({ type: 'oneClickUnsubscribe', linkID: oldLink });
    expect(opened.status).toBe(404);
    const action = await act({ type: 'unsubscribeAll', newsletterIDs: [], token: oldLink });
    expect(action.status).toBe(404);
    expect(await listAddresses(team)).toEqual([newAddress]);

    const newLink = await unsubscribeLink(team, newAddress);
    const reopened = await open({ type: 'oneClickUnsubscribe', linkID: newLink });
    expect(reopened.status).toBe(200);
    expect((ok(reopened).returnData as LinkSubscriberData).subscriberEmail).toBe(newAddress);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  const oneClick = (url: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    });

  it('takes the POST a mail provider sends to the List-Unsubscribe address: 200, no cookie, no redirect', async () => {
    const team = await owner();
    const email = uniqueEmail('oneclick');
    await newSubscriber(team, email);
    await unsubscribeLink(team, email);
    const [mail] = await mailsTo(email);
    const url = /^<(.+)>$/.exec((await headerOf(mail, 'List-Unsubscribe'))!)![1];
    const res = await oneClick(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('location')).toBeNull();
    expect(await listAddresses(team)).toEqual([]);
    expect((await consentOf(team.teamID)).map((c) => [c.action, c.source]).sort()).toEqual([
      ['opt-in', 'dashboard'],
      ['opt-out', 'one-click unsubscribe'],
    ]);
    // Sent again (providers retry), it changes nothing and still answers 200.
    expect((await oneClick(url)).status).toBe(200);
    expect((await oneClick(url.replace(/[^/]+$/, UNKNOWN.link))).status).toBe(404);
  });

  it('takes a form body on that address only: other calls still answer 415', async () => {
    const res = await request('POST', '/linkAction', {
      rawBody: 'List-Unsubscribe=One-Click',
      contentType: 'application/x-www-form-urlencoded',
      headers: newClient(),
    });
    expect(res.status).toBe(415);
  });

  it('sends a browser opening the address to the unsubscribe page', async () => {
    const linkID = UNKNOWN.link;
    const res = await call('oneClickUnsubscribePage', { linkID }, publicly());
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(page(`/link/unsub/${linkID}`));
  });
});

describe('POST /link', () => {
  it('makes a link for a subscriber of the team; roles without manageSubscribers get 401; foreign ids 404', async () => {
    const team = await owner();
    const id = await newSubscriber(team, uniqueEmail());
    const body = { newsletterID: team.listID, teamID: team.teamID, subscriberID: id, type: 'manage' } as const;
    const res = await call('createLink', body, { as: team });
    expect(res.status).toBe(200);
    const { linkID } = ok(res);
    expect(linkID).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await subscriberPage(linkID)).subscribedLists).toEqual([{ id: team.listID, newsletterName: 'First list' }]);

    const viewer = await actor(team, 'viewer');
    expect((await call('createLink', body, { as: viewer })).status).toBe(401);
    const other = await owner();
    const foreignSubscriber = await newSubscriber(other, uniqueEmail());
    const a = await call('createLink', { ...body, subscriberID: foreignSubscriber }, { as: team });
    const b = await call('createLink', { ...body, subscriberID: UNKNOWN.subscriber }, { as: team });
    expect(a.status).toBe(404);
    expect(a.body).toEqual(b.body);
    expect((await call('createLink', { ...body, newsletterID: other.listID }, { as: team })).status).toBe(404);
    expect((await send('createLink', { ...body, type: 'delete' }, { as: team })).status).toBe(400);
    expect((await call('createLink', body)).status).toBe(403);
  });
});

describe('GET /link (tracked links)', () => {
  const follow = (input: CallInput<'trackedLink'>) => call('trackedLink', input, publicly());

  it('redirects to the public page with the list name and counts a click on plans that track clicks', async () => {
    const team = await owner('core');
    const emailID = await sentEmail(team);
    const res = await follow({ newsletterID: team.listID, emailID, type: 'subscribe' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(page('/link/sub'));
    expect(Object.fromEntries(location.searchParams)).toEqual({
      newsletterID: team.listID,
      emailID,
      newsletterName: 'First list',
    });
    const unsub = await follow({ newsletterID: team.listID, emailID, type: 'unsubscribe' });
    expect(new URL(unsub.headers.get('location')!).pathname).toBe('/link/unsub');
    expect((await emailDoc(emailID)).clicks).toBe(2);

    const free = await owner();
    const freeEmail = await sentEmail(free);
    await follow({ newsletterID: free.listID, emailID: freeEmail, type: 'subscribe' });
    expect((await emailDoc(freeEmail)).clicks ?? 0).toBe(0);
    // A forged emailID of another list counts nothing.
    await follow({ newsletterID: free.listID, emailID, type: 'subscribe' });
    expect((await emailDoc(emailID)).clicks).toBe(2);
  });

  it('answers 404 for an unknown tracked link id and 400 without type or linkID', async () => {
    const team = await owner();
    await setTier(team.teamID, 'core');
    expect((await follow({ newsletterID: team.listID, linkID: UNKNOWN.link })).status).toBe(404);
    expect((await follow({ newsletterID: team.listID })).status).toBe(400);
    expect((await send('trackedLink', { newsletterID: team.listID, type: 'other' }, publicly())).status).toBe(400);
  });
});

describe('rate limits', () => {
  beforeEach(atStartOfHour);

  it('limits submissions per address whoever sends them, and calls per client, with the same answer for any list', async () => {
    const team = await owner();
    const email = uniqueEmail('limited');
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await submit({ type: 'unsubscribe', email, newsletterID: team.listID }));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5].status).toBe(429);
    expect(errorOf(answers[5]).code).toBe('rate-limited');

    const client = newClient();
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await open({ type: 'subscribe', newsletterID: team.listID }, client)).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

it('keeps dashboard changes working beside public ones', async () => {
  const team = await owner();
  const email = uniqueEmail();
  const id = await newSubscriber(team, email);
  await unsubscribeLink(team, email);
  expect((await setLists(team, id, email, [])).status).toBe(200);
  expect(await listAddresses(team)).toEqual([]);
});
