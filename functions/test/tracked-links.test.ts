import { readOnlyListMessage, type CallInput } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { call, errorOf, ok, request, send } from './support/client';
import { UNKNOWN, actor, owner, type Owner } from './support/fixtures';
import { newList } from './support/team-content';
import { rowsOf } from './support/team-reads';
import type { TestUser } from './support/identities';
import { newClient } from './support/public-client';
import { setTier, testStore } from './support/store';

/** Each redirect comes from its own client address, so the per-client limit of GET /link never answers. */
const follow = (input: CallInput<'trackedLink'>) => call('trackedLink', input, { headers: newClient() });

async function loggedEmail(team: Owner, listID = team.listID): Promise<string> {
  return ok(await call('createEmail', { subject: 'Spring fair', newsletterID: listID, sent: true }, { as: team })).id;
}

const linkBody = (team: Owner, emailID: string, url: string, listID = team.listID) =>
  ({ type: 'url', newsletterID: listID, teamID: team.teamID, emailID, url }) as const;

const makeLink = (team: Owner, emailID: string, url: string, as?: TestUser, listID = team.listID) =>
  call('createLink', linkBody(team, emailID, url, listID), { as });

async function track(team: Owner, emailID: string, url: string, listID = team.listID): Promise<string> {
  return ok(await makeLink(team, emailID, url, team, listID)).linkID;
}

const address = (team: Owner, emailID: string, linkID: string, listID = team.listID) => ({
  newsletterID: listID,
  emailID,
  linkID,
});

const listLinks = async (team: Owner, emailID: string, as: TestUser = team) =>
  ok(await call('emailTrackedLinks', { emailID }, { as })).links;

async function emailRow(team: Owner, emailID: string) {
  return (await rowsOf(team, 'emails')).find((r) => r.id === emailID);
}

describe('POST /link type url', () => {
  it('makes a tracked link for owners, admins and editors; a viewer gets 401 and a stranger 404', async () => {
    const team = await owner('group');
    const emailID = await loggedEmail(team);
    for (const who of ['owner', 'admin', 'editor'] as const) {
      const user = await actor(team, who);
      const res = await makeLink(team, emailID, `https://example.org/${who}`, user);
      expect(res.status, who).toBe(200);
      expect(ok(res).linkID).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    const viewer = await actor(team, 'viewer');
    const refused = await makeLink(team, emailID, 'https://example.org/viewer', viewer);
    expect(refused.status).toBe(401);
    expect(errorOf(refused).code).toBe('permission-denied');
    const stranger = await actor(team, 'non-member');
    const foreign = await makeLink(team, emailID, 'https://example.org/x', stranger);
    expect(foreign.status).toBe(404);
    expect((await listLinks(team, emailID)).map((l) => l.url)).toEqual([
      'https://example.org/owner',
      'https://example.org/admin',
      'https://example.org/editor',
    ]);
    expect((await makeLink(team, emailID, 'https://example.org/')).status).toBe(403);
  });

  it('answers lists and entries of another team, or of another list, like missing ones', async () => {
    const team = await owner('core');
    const other = await owner('core');
    const emailID = await loggedEmail(team);
    const theirs = await loggedEmail(other);
    const second = await newList(team);
    const onSecond = await loggedEmail(team, second);
    const url = 'https://example.org/a';

    const foreignEmail = await makeLink(team, theirs, url, team);
    const missingEmail = await makeLink(team, UNKNOWN.email, url, team);
    expect(foreignEmail.status).toBe(404);
    expect(foreignEmail.body).toEqual(missingEmail.body);
    expect(errorOf(foreignEmail).message).toBe('Email was not found.');
    // An entry of another list of the same team.
    const otherList = await makeLink(team, onSecond, url, team);
    expect(otherList.status).toBe(404);
    expect(otherList.body).toEqual(missingEmail.body);

    const foreignList = await makeLink(team, emailID, url, team, other.listID);
    const missingList = await makeLink(team, emailID, url, team, UNKNOWN.list);
    expect(foreignList.status).toBe(404);
    expect(foreignList.body).toEqual(missingList.body);
    expect(errorOf(foreignList).message).toBe('Newsletter was not found.');
    const foreignTeam = await call(
      'createLink',
      { ...linkBody(team, emailID, url), teamID: other.teamID },
      { as: team },
    );
    expect(foreignTeam.status).toBe(404);
    expect(await listLinks(team, emailID)).toEqual([]);
  });

  it('answers 402 on the free plan, naming the plan that has tracked links', async () => {
    const team = await owner();
    const emailID = await loggedEmail(team);
    const res = await makeLink(team, emailID, 'https://example.org/', team);
    expect(res.status).toBe(402);
    expect(errorOf(res).code).toBe('tier-limit');
    expect(errorOf(res).message).toBe(
      'Tracked links come with the Core plan and up; your team is on the Starter plan.',
    );
    expect(await listLinks(team, emailID)).toEqual([]);
  });

  it('answers 402 on an entry of a list beyond the plan, naming the list, and makes nothing', async () => {
    const team = await owner('group');
    const lists = [team.listID];
    for (const name of ['Second', 'Third', 'Fourth']) lists.push(await newList(team, { newsletterName: name }));
    const onFourth = await loggedEmail(team, lists[3]);
    const onFirst = await loggedEmail(team);
    await setTier(team.teamID, 'core');
    const res = await makeLink(team, onFourth, 'https://example.org/', team, lists[3]);
    expect(res.status).toBe(402);
    expect(errorOf(res).message).toBe(readOnlyListMessage('Fourth', 'core', 4));
    expect(await listLinks(team, onFourth)).toEqual([]);
    expect((await makeLink(team, onFirst, 'https://example.org/', team)).status).toBe(200);
  });

  it('takes only full http and https addresses of at most 2000 characters, trimmed', async () => {
    const team = await owner('core');
    const emailID = await loggedEmail(team);
    const formatMessage = 'Enter a full web address starting with http:// or https://.';
    for (const url of [
      'javascript:alert(1)',
      'ftp://example.org/file',
      '/about',
      'example.org/article',
      'https://',
      'https://example.org/a b',
      '',
      '   ',
    ]) {
      const res = await makeLink(team, emailID, url, team);
      expect(res.status, JSON.stringify(url)).toBe(400);
      expect(errorOf(res).fields, JSON.stringify(url)).toEqual([{ path: 'url', message: formatMessage }]);
    }
    expect((await send('createLink', { ...linkBody(team, emailID, ''), url: 42 }, { as: team })).status).toBe(400);
    const long = `https://example.org/${'a'.repeat(1981)}`;
    expect(long).toHaveLength(2001);
    const tooLong = await makeLink(team, emailID, long, team);
    expect(tooLong.status).toBe(400);
    expect(errorOf(tooLong).message).toBe('A web address has at most 2,000 characters.');
    const { url: _url, ...missing } = linkBody(team, emailID, '');
    const absent = await send('createLink', missing, { as: team });
    expect(absent.status).toBe(400);
    expect(errorOf(absent).fields).toEqual([{ path: 'url', message: 'This field is required.' }]);
    const extra = await send(
      'createLink',
      { ...linkBody(team, emailID, 'https://example.org'), extra: 1 },
      { as: team },
    );
    expect(extra.status).toBe(400);
    expect(await listLinks(team, emailID)).toEqual([]);

    const longest = long.slice(0, 2000);
    expect(await track(team, emailID, `  ${longest}\n`)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await listLinks(team, emailID)).map((l) => l.url)).toEqual([longest]);
  });

  it('gives the same link for the same URL of one email, and a new one for another email', async () => {
    const team = await owner('core');
    const emailID = await loggedEmail(team);
    const first = await track(team, emailID, 'https://example.org/article');
    expect(await track(team, emailID, ' https://example.org/article ')).toBe(first);
    // Racing requests for one new URL still make one link.
    const raced = await Promise.all(
      Array.from({ length: 5 }, () => makeLink(team, emailID, 'https://example.org/raced', team)),
    );
    expect(raced.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(raced.map((r) => ok(r).linkID)).size).toBe(1);
    const another = await loggedEmail(team);
    expect(await track(team, another, 'https://example.org/article')).not.toBe(first);
    expect((await listLinks(team, emailID)).map((l) => l.url)).toEqual([
      'https://example.org/article',
      'https://example.org/raced',
    ]);
  });

  it('keeps at most 50 tracked links per email, answering 409 beyond', async () => {
    const team = await owner('core');
    const emailID = await loggedEmail(team);
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push(await track(team, emailID, `https://example.org/${i}`));
    expect(new Set(ids).size).toBe(50);
    const over = await makeLink(team, emailID, 'https://example.org/50', team);
    expect(over.status).toBe(409);
    expect(errorOf(over).code).toBe('conflict');
    expect(errorOf(over).message).toContain('at most 50 tracked links');
    // An address already tracked is still handed out at the cap.
    expect(await track(team, emailID, 'https://example.org/7')).toBe(ids[7]);
    expect((await call('deleteTrackedLink', { linkID: ids[0] }, { as: team })).status).toBe(200);
    expect(await track(team, emailID, 'https://example.org/50')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await listLinks(team, emailID)).toHaveLength(50);
  });

  it('still takes the subscriber variant as before', async () => {
    const team = await owner();
    const res = await call(
      'createLink',
      { newsletterID: team.listID, teamID: team.teamID, subscriberID: UNKNOWN.subscriber, type: 'manage' },
      { as: team },
    );
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe('Subscriber was not found.');
    const mixed = await send(
      'createLink',
      { newsletterID: team.listID, teamID: team.teamID, subscriberID: 's', type: 'url', url: 'https://example.org' },
      { as: team },
    );
    expect(mixed.status).toBe(400);
  });
});

describe('GET /link with a linkID', () => {
  it('redirects to the exact URL and counts the click on the link and on the email', async () => {
    const team = await owner('core');
    const emailID = await loggedEmail(team);
    const url = 'https://example.org/article?utm_source=news&q=caf%C3%A9#part-2';
    const linkID = await track(team, emailID, url);
    const res = await follow(address(team, emailID, linkID));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(url);
    // Without the emailID, as an address could be shortened by hand.
    const again = await follow({ newsletterID: team.listID, linkID });
    expect(again.headers.get('location')).toBe(url);

    expect(await listLinks(team, emailID)).toMatchObject([{ linkID, url, clicks: 2 }]);
    expect((await emailRow(team, emailID))?.clicks).toBe(2);
  });

  it('answers 404 for an unknown link and for a link with another list or email in the address', async () => {
    const team = await owner('core');
    const other = await owner('core');
    const emailID = await loggedEmail(team);
    const otherEmail = await loggedEmail(other);
    const linkID = await track(team, emailID, 'https://example.org/');
    const unknown = await follow(address(team, emailID, UNKNOWN.link));
    expect(unknown.status).toBe(404);
    const wrongList = await follow(address(team, emailID, linkID, other.listID));
    expect(wrongList.status).toBe(404);
    expect(wrongList.body).toEqual(unknown.body);
    const wrongEmail = await follow(address(team, otherEmail, linkID));
    expect(wrongEmail.status).toBe(404);
    expect(wrongEmail.body).toEqual(unknown.body);
    const malformed = await follow(address(team, emailID, 'bad id'));
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual(unknown.body);
    expect(await listLinks(team, emailID)).toMatchObject([{ clicks: 0 }]);
    expect((await emailRow(team, emailID))?.clicks).toBe(0);
  });

  it('still redirects a team that left the plan, counting nothing', async () => {
    const team = await owner('core');
    const emailID = await loggedEmail(team);
    const linkID = await track(team, emailID, 'https://example.org/about');
    await setTier(team.teamID, 'starter');
    const res = await follow(address(team, emailID, linkID));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.org/about');
    expect(await listLinks(team, emailID)).toMatchObject([{ linkID, clicks: 0 }]);
    expect((await emailRow(team, emailID))?.clicks).toBe(0);
  });
});

describe('GET and DELETE /trackedLinks', () => {
  it('lists an email’s links oldest first for every role, and lets those who log emails delete them', async () => {
    const team = await owner('group');
    const emailID = await loggedEmail(team);
    const a = await track(team, emailID, 'https://example.org/a');
    const b = await track(team, emailID, 'https://example.org/b');
    const c = await track(team, emailID, 'https://example.org/c');
    const res = await call('emailTrackedLinks', { emailID }, { as: team });
    expect(res.status).toBe(200);
    const { links } = ok(res);
    expect(links.map((l) => l.linkID)).toEqual([a, b, c]);
    expect(links[0]).toEqual({
      linkID: a,
      newsletterID: team.listID,
      shortID: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
      url: 'https://example.org/a',
      clicks: 0,
      createdAt: { seconds: expect.any(Number), nanoseconds: expect.any(Number) },
    });

    const viewer = await actor(team, 'viewer');
    expect((await listLinks(team, emailID, viewer)).map((l) => l.linkID)).toEqual([a, b, c]);
    const refused = await call('deleteTrackedLink', { linkID: a }, { as: viewer });
    expect(refused.status).toBe(401);
    expect(errorOf(refused).code).toBe('permission-denied');

    const editor = await actor(team, 'editor');
    const deleted = await call('deleteTrackedLink', { linkID: a }, { as: editor });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect((await listLinks(team, emailID)).map((l) => l.linkID)).toEqual([b, c]);
    expect((await follow(address(team, emailID, a))).status).toBe(404);
    expect((await follow(address(team, emailID, b))).status).toBe(302);
    expect((await call('deleteTrackedLink', { linkID: a }, { as: team })).status).toBe(404);
    expect((await call('emailTrackedLinks', { emailID })).status).toBe(403);
  });

  it('answers emails and links of another team like missing ones', async () => {
    const team = await owner('core');
    const emailID = await loggedEmail(team);
    const linkID = await track(team, emailID, 'https://example.org/');
    const stranger = await actor(team, 'non-member');
    const foreignList = await call('emailTrackedLinks', { emailID }, { as: stranger });
    expect(foreignList.status).toBe(404);
    expect(foreignList.body).toEqual(
      (await call('emailTrackedLinks', { emailID: UNKNOWN.email }, { as: stranger })).body,
    );
    const foreignDelete = await call('deleteTrackedLink', { linkID }, { as: stranger });
    expect(foreignDelete.status).toBe(404);
    expect(foreignDelete.body).toEqual(
      (await call('deleteTrackedLink', { linkID: UNKNOWN.link }, { as: stranger })).body,
    );
    expect(await listLinks(team, emailID)).toHaveLength(1);
    expect((await request('PUT', `/trackedLinks/${linkID}`, { as: team, body: {} })).status).toBe(405);
  });

  it('deletes an email’s links with the email', async () => {
    const team = await owner('core');
    const emailID = await loggedEmail(team);
    const kept = await loggedEmail(team);
    const linkID = await track(team, emailID, 'https://example.org/gone');
    const other = await track(team, kept, 'https://example.org/kept');
    expect((await call('deleteEmail', { id: emailID }, { as: team })).status).toBe(200);
    expect((await follow(address(team, emailID, linkID))).status).toBe(404);
    expect((await call('emailTrackedLinks', { emailID }, { as: team })).status).toBe(404);
    expect((await testStore().doc(`trackedLinks/${linkID}`).get()).exists).toBe(false);
    expect((await follow(address(team, kept, other))).status).toBe(302);
  });

  it('deletes the links of a deleted list’s emails, also of an email moved there after its links were made', async () => {
    const team = await owner('core');
    const second = await newList(team);
    const onSecond = await loggedEmail(team, second);
    const moved = await loggedEmail(team);
    const kept = await loggedEmail(team);
    const a = await track(team, onSecond, 'https://example.org/a', second);
    const b = await track(team, moved, 'https://example.org/b');
    const c = await track(team, kept, 'https://example.org/c');
    const move = { id: moved, subject: 'Spring fair', newsletterID: second, sent: true };
    expect((await call('updateEmail', move, { as: team })).status).toBe(200);
    // Addresses already sent name the list the link was made with, and keep working after a move.
    expect((await follow(address(team, moved, b))).status).toBe(302);

    expect((await call('deleteNewsletter', { id: second }, { as: team })).status).toBe(200);
    for (const [emailID, linkID, listID] of [
      [onSecond, a, second],
      [moved, b, team.listID],
    ]) {
      expect((await follow(address(team, emailID, linkID, listID))).status).toBe(404);
      expect((await testStore().doc(`trackedLinks/${linkID}`).get()).exists).toBe(false);
    }
    expect((await follow(address(team, kept, c))).status).toBe(302);
  });
});
