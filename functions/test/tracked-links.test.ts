import { randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, get, post } from './support/api';
import { UNKNOWN, actor, del, newsletterBody, owner, put, type Owner } from './support/fixtures';
import { setTier, stackStore } from './support/store';

/** Each redirect comes from its own client address, so the per-client limit of GET /link never answers. */
const newClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const follow = (query: string) => api('GET', `/link?${query}`, { headers: { 'x-forwarded-for': newClient() } });

const unknownID = () => randomBytes(16).toString('base64url');

async function loggedEmail(team: Owner, listID = team.listID): Promise<string> {
  const res = await post('/emails', { subject: 'Spring fair', newsletterID: listID, sent: true }, team.idToken);
  if (res.status !== 201) throw new Error(`email: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

const linkBody = (team: Owner, emailID: string, url: string, listID = team.listID) => ({
  type: 'url',
  newsletterID: listID,
  teamID: team.teamID,
  emailID,
  url,
});

async function track(team: Owner, emailID: string, url: string, listID = team.listID): Promise<string> {
  const res = await post('/link', linkBody(team, emailID, url, listID), team.idToken);
  if (res.status !== 200) throw new Error(`track: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.linkID;
}

const address = (team: Owner, emailID: string, linkID: string, listID = team.listID) =>
  `newsletterID=${listID}&emailID=${emailID}&linkID=${linkID}`;

const listLinks = async (team: Owner, emailID: string, token = team.idToken) =>
  (await get(`/trackedLinks/${emailID}`, token)).body.links as { linkID: string; url: string; clicks: number }[];

async function emailRow(team: Owner, emailID: string) {
  const rows = (await get(`/getDashboardItem?type=emails&teamID=${team.teamID}`, team.idToken)).body.data;
  return rows.find((r: { id: string }) => r.id === emailID);
}

describe('POST /link type url', () => {
  it('makes a tracked link for owners, admins and editors; a viewer gets 401 and a stranger 404', async () => {
    const team = await owner('team');
    const emailID = await loggedEmail(team);
    for (const who of ['owner', 'admin', 'editor'] as const) {
      const user = await actor(team, who);
      const res = await post('/link', linkBody(team, emailID, `https://example.org/${who}`), user.idToken);
      expect(res.status, who).toBe(200);
      expect(res.body.linkID).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    const viewer = await actor(team, 'viewer');
    const refused = await post('/link', linkBody(team, emailID, 'https://example.org/viewer'), viewer.idToken);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('permission-denied');
    const stranger = await actor(team, 'non-member');
    const foreign = await post('/link', linkBody(team, emailID, 'https://example.org/x'), stranger.idToken);
    expect(foreign.status).toBe(404);
    expect((await listLinks(team, emailID)).map((l) => l.url)).toEqual([
      'https://example.org/owner',
      'https://example.org/admin',
      'https://example.org/editor',
    ]);
    expect((await post('/link', linkBody(team, emailID, 'https://example.org/'))).status).toBe(403);
  });

  it('answers lists and entries of another team, or of another list, like missing ones', async () => {
    const team = await owner('solo');
    const other = await owner('solo');
    const emailID = await loggedEmail(team);
    const theirs = await loggedEmail(other);
    const second = (await post('/newsletters', newsletterBody(team.teamID), team.idToken)).body.id;
    const onSecond = await loggedEmail(team, second);
    const url = 'https://example.org/a';

    const foreignEmail = await post('/link', linkBody(team, theirs, url), team.idToken);
    const missingEmail = await post('/link', linkBody(team, UNKNOWN.email, url), team.idToken);
    expect(foreignEmail.status).toBe(404);
    expect(foreignEmail.body).toEqual(missingEmail.body);
    expect(foreignEmail.body.error.message).toBe('Email was not found.');
    // An entry of another list of the same team.
    const otherList = await post('/link', linkBody(team, onSecond, url), team.idToken);
    expect(otherList.status).toBe(404);
    expect(otherList.body).toEqual(missingEmail.body);

    const foreignList = await post('/link', linkBody(team, emailID, url, other.listID), team.idToken);
    const missingList = await post('/link', linkBody(team, emailID, url, UNKNOWN.list), team.idToken);
    expect(foreignList.status).toBe(404);
    expect(foreignList.body).toEqual(missingList.body);
    expect(foreignList.body.error.message).toBe('Newsletter was not found.');
    const foreignTeam = await post('/link', { ...linkBody(team, emailID, url), teamID: other.teamID }, team.idToken);
    expect(foreignTeam.status).toBe(404);
    expect(await listLinks(team, emailID)).toEqual([]);
  });

  it('answers 402 on the free plan, naming the plan that has tracked links', async () => {
    const team = await owner();
    const emailID = await loggedEmail(team);
    const res = await post('/link', linkBody(team, emailID, 'https://example.org/'), team.idToken);
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('tier-limit');
    expect(res.body.error.message).toContain('Tracked links come with the Core plan and up');
    expect(await listLinks(team, emailID)).toEqual([]);
  });

  it('takes only full http and https addresses of at most 2000 characters, trimmed', async () => {
    const team = await owner('solo');
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
      const res = await post('/link', linkBody(team, emailID, url), team.idToken);
      expect(res.status, JSON.stringify(url)).toBe(400);
      expect(res.body.error.fields, JSON.stringify(url)).toEqual([{ path: 'url', message: formatMessage }]);
    }
    expect((await post('/link', { ...linkBody(team, emailID, ''), url: 42 }, team.idToken)).status).toBe(400);
    const long = `https://example.org/${'a'.repeat(1981)}`;
    expect(long).toHaveLength(2001);
    const tooLong = await post('/link', linkBody(team, emailID, long), team.idToken);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe('A web address has at most 2000 characters.');
    const { url: _url, ...missing } = linkBody(team, emailID, '');
    const absent = await post('/link', missing, team.idToken);
    expect(absent.status).toBe(400);
    expect(absent.body.error.fields).toEqual([{ path: 'url', message: 'This field is required.' }]);
    expect(
      (await post('/link', { ...linkBody(team, emailID, 'https://example.org'), extra: 1 }, team.idToken)).status,
    ).toBe(400);
    expect(await listLinks(team, emailID)).toEqual([]);

    const longest = long.slice(0, 2000);
    expect(await track(team, emailID, `  ${longest}\n`)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await listLinks(team, emailID)).map((l) => l.url)).toEqual([longest]);
  });

  it('gives the same link for the same URL of one email, and a new one for another email', async () => {
    const team = await owner('solo');
    const emailID = await loggedEmail(team);
    const first = await track(team, emailID, 'https://example.org/article');
    expect(await track(team, emailID, ' https://example.org/article ')).toBe(first);
    // Racing requests for one new URL still make one link.
    const raced = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/link', linkBody(team, emailID, 'https://example.org/raced'), team.idToken),
      ),
    );
    expect(raced.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(raced.map((r) => r.body.linkID)).size).toBe(1);
    const another = await loggedEmail(team);
    expect(await track(team, another, 'https://example.org/article')).not.toBe(first);
    expect((await listLinks(team, emailID)).map((l) => l.url)).toEqual([
      'https://example.org/article',
      'https://example.org/raced',
    ]);
  });

  it('keeps at most 50 tracked links per email, answering 409 beyond', async () => {
    const team = await owner('solo');
    const emailID = await loggedEmail(team);
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push(await track(team, emailID, `https://example.org/${i}`));
    expect(new Set(ids).size).toBe(50);
    const over = await post('/link', linkBody(team, emailID, 'https://example.org/50'), team.idToken);
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('conflict');
    expect(over.body.error.message).toContain('at most 50 tracked links');
    // An address already tracked is still handed out at the cap.
    expect(await track(team, emailID, 'https://example.org/7')).toBe(ids[7]);
    expect((await del(`/trackedLinks/${ids[0]}`, team.idToken)).status).toBe(200);
    expect(await track(team, emailID, 'https://example.org/50')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await listLinks(team, emailID)).toHaveLength(50);
  });

  it('still takes the subscriber variant as before', async () => {
    const team = await owner();
    const res = await post(
      '/link',
      { newsletterID: team.listID, teamID: team.teamID, subscriberID: UNKNOWN.subscriber, type: 'manage' },
      team.idToken,
    );
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Subscriber was not found.');
    const mixed = await post(
      '/link',
      { newsletterID: team.listID, teamID: team.teamID, subscriberID: 's', type: 'url', url: 'https://example.org' },
      team.idToken,
    );
    expect(mixed.status).toBe(400);
  });
});

describe('GET /link with a linkID', () => {
  it('redirects to the exact URL and counts the click on the link and on the email', async () => {
    const team = await owner('solo');
    const emailID = await loggedEmail(team);
    const url = 'https://example.org/article?utm_source=news&q=caf%C3%A9#part-2';
    const linkID = await track(team, emailID, url);
    const res = await follow(address(team, emailID, linkID));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(url);
    // Without the emailID, as an address could be shortened by hand.
    const again = await follow(`newsletterID=${team.listID}&linkID=${linkID}`);
    expect(again.headers.get('location')).toBe(url);

    expect(await listLinks(team, emailID)).toMatchObject([{ linkID, url, clicks: 2 }]);
    expect((await emailRow(team, emailID)).clicks).toBe(2);
  });

  it('answers 404 for an unknown link and for a link with another list or email in the address', async () => {
    const team = await owner('solo');
    const other = await owner('solo');
    const emailID = await loggedEmail(team);
    const otherEmail = await loggedEmail(other);
    const linkID = await track(team, emailID, 'https://example.org/');
    const unknown = await follow(address(team, emailID, unknownID()));
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
    expect((await emailRow(team, emailID)).clicks).toBe(0);
  });

  it('still redirects a team that left the plan, counting nothing', async () => {
    const team = await owner('solo');
    const emailID = await loggedEmail(team);
    const linkID = await track(team, emailID, 'https://example.org/about');
    await setTier(team.teamID, 'free');
    const res = await follow(address(team, emailID, linkID));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.org/about');
    expect(await listLinks(team, emailID)).toMatchObject([{ linkID, clicks: 0 }]);
    expect((await emailRow(team, emailID)).clicks).toBe(0);
  });
});

describe('GET and DELETE /trackedLinks', () => {
  it('lists an email’s links oldest first for every role, and lets those who log emails delete them', async () => {
    const team = await owner('team');
    const emailID = await loggedEmail(team);
    const a = await track(team, emailID, 'https://example.org/a');
    const b = await track(team, emailID, 'https://example.org/b');
    const c = await track(team, emailID, 'https://example.org/c');
    const res = await get(`/trackedLinks/${emailID}`, team.idToken);
    expect(res.status).toBe(200);
    expect(res.body.links.map((l: { linkID: string }) => l.linkID)).toEqual([a, b, c]);
    expect(res.body.links[0]).toEqual({
      linkID: a,
      newsletterID: team.listID,
      url: 'https://example.org/a',
      clicks: 0,
      createdAt: { seconds: expect.any(Number), nanoseconds: expect.any(Number) },
    });

    const viewer = await actor(team, 'viewer');
    expect((await listLinks(team, emailID, viewer.idToken)).map((l) => l.linkID)).toEqual([a, b, c]);
    const refused = await del(`/trackedLinks/${a}`, viewer.idToken);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('permission-denied');

    const editor = await actor(team, 'editor');
    const deleted = await del(`/trackedLinks/${a}`, editor.idToken);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect((await listLinks(team, emailID)).map((l) => l.linkID)).toEqual([b, c]);
    expect((await follow(address(team, emailID, a))).status).toBe(404);
    expect((await follow(address(team, emailID, b))).status).toBe(302);
    expect((await del(`/trackedLinks/${a}`, team.idToken)).status).toBe(404);
    expect((await get(`/trackedLinks/${emailID}`)).status).toBe(403);
  });

  it('answers emails and links of another team like missing ones', async () => {
    const team = await owner('solo');
    const emailID = await loggedEmail(team);
    const linkID = await track(team, emailID, 'https://example.org/');
    const stranger = await actor(team, 'non-member');
    const foreignList = await get(`/trackedLinks/${emailID}`, stranger.idToken);
    expect(foreignList.status).toBe(404);
    expect(foreignList.body).toEqual((await get(`/trackedLinks/${UNKNOWN.email}`, stranger.idToken)).body);
    const foreignDelete = await del(`/trackedLinks/${linkID}`, stranger.idToken);
    expect(foreignDelete.status).toBe(404);
    expect(foreignDelete.body).toEqual((await del(`/trackedLinks/${unknownID()}`, stranger.idToken)).body);
    expect(await listLinks(team, emailID)).toHaveLength(1);
    expect((await api('PUT', `/trackedLinks/${linkID}`, { token: team.idToken, body: {} })).status).toBe(405);
  });

  it('deletes an email’s links with the email', async () => {
    const team = await owner('solo');
    const emailID = await loggedEmail(team);
    const kept = await loggedEmail(team);
    const linkID = await track(team, emailID, 'https://example.org/gone');
    const other = await track(team, kept, 'https://example.org/kept');
    expect((await del(`/emails/${emailID}`, team.idToken)).status).toBe(200);
    expect((await follow(address(team, emailID, linkID))).status).toBe(404);
    expect((await get(`/trackedLinks/${emailID}`, team.idToken)).status).toBe(404);
    expect((await stackStore().doc(`trackedLinks/${linkID}`).get()).exists).toBe(false);
    expect((await follow(address(team, kept, other))).status).toBe(302);
  });

  it('deletes the links of a deleted list’s emails, also of an email moved there after its links were made', async () => {
    const team = await owner('solo');
    const second = (await post('/newsletters', newsletterBody(team.teamID), team.idToken)).body.id;
    const onSecond = await loggedEmail(team, second);
    const moved = await loggedEmail(team);
    const kept = await loggedEmail(team);
    const a = await track(team, onSecond, 'https://example.org/a', second);
    const b = await track(team, moved, 'https://example.org/b');
    const c = await track(team, kept, 'https://example.org/c');
    const move = { subject: 'Spring fair', newsletterID: second, sent: true };
    expect((await put(`/emails/${moved}`, move, team.idToken)).status).toBe(200);
    // Addresses already sent name the list the link was made with, and keep working after a move.
    expect((await follow(address(team, moved, b))).status).toBe(302);

    expect((await del(`/newsletters/${second}`, team.idToken)).status).toBe(200);
    for (const [emailID, linkID, listID] of [
      [onSecond, a, second],
      [moved, b, team.listID],
    ]) {
      expect((await follow(address(team, emailID, linkID, listID))).status).toBe(404);
      expect((await stackStore().doc(`trackedLinks/${linkID}`).get()).exists).toBe(false);
    }
    expect((await follow(address(team, kept, c))).status).toBe(302);
  });
});
