/**
 * Short tracked addresses, `/l/{shortID}` (docs/product.md §4 Tracked
 * addresses): an entry's footer links and a sender's URLs each have one,
 * which leads and counts exactly as the long GET /link address it stands for,
 * and goes with its entry or link. Followed on the path Hosting passes on,
 * without the /api prefix.
 */
import { ZShortLinkId, type EmailLog, type FooterShortIDs } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { FieldValue } from '../src/store/port';
import { requestAt } from './support/api';
import { call, errorOf, ok } from './support/client';
import { UNKNOWN, actor, owner, type Owner } from './support/fixtures';
import { newClient } from './support/public-client';
import { webOrigin } from './support/served-api';
import { countedDoc, setTier, testStore } from './support/store';
import { newList } from './support/team-content';

/** A reader's click on a short address, from a client of its own unless given. */
const follow = (shortID: string, client = newClient()) =>
  requestAt(webOrigin(), 'GET', `/l/${encodeURIComponent(shortID)}`, { headers: client });

const location = (answer: { headers: Headers }) => answer.headers.get('location');

async function loggedEmail(team: Owner, listID = team.listID) {
  return ok(await call('createEmail', { subject: 'Spring fair', newsletterID: listID, sent: true }, { as: team }));
}

async function trackURL(team: Owner, emailID: string, url: string) {
  const input = { type: 'url', newsletterID: team.listID, teamID: team.teamID, emailID, url } as const;
  return ok(await call('createLink', input, { as: team })) as { linkID: string; shortID: string };
}

/** The entry as the dashboard's email table gets it. */
async function dashboardEntry(team: Owner, id: string) {
  const page = ok(await call('getDashboardItem', { type: 'emails', teamID: team.teamID }, { as: team }));
  return (page.data as EmailLog[]).find((item) => item.id === id);
}

const doc = async (path: string) => (await countedDoc(path)) as Record<string, unknown> | undefined;
const clicksOf = async (path: string) => (await doc(path))?.clicks;

describe('an email entry’s footer links', () => {
  it('get two short ids with the entry, shown with it on the dashboard', async () => {
    const team = await owner('core');
    const { id, footerShortIDs } = await loggedEmail(team);
    for (const shortID of Object.values(footerShortIDs)) expect(ZShortLinkId.safeParse(shortID).success).toBe(true);
    expect(footerShortIDs.subscribe).not.toBe(footerShortIDs.unsubscribe);
    expect(await dashboardEntry(team, id)).toMatchObject({ footerShortIDs });
    expect(ok(await call('emailTrackedLinks', { emailID: id }, { as: team }))).toEqual({ links: [], footerShortIDs });
  });

  it('redirect where the long addresses do and count one click per client and hour for both', async () => {
    const team = await owner('core');
    const { id: emailID, footerShortIDs } = await loggedEmail(team);
    const client = newClient();
    for (const type of ['unsubscribe', 'subscribe'] as const) {
      const short = await follow(footerShortIDs[type], client);
      expect(short.status, type).toBe(302);
      const long = await call('trackedLink', { newsletterID: team.listID, emailID, type }, { headers: client });
      expect(long.status).toBe(302);
      expect(location(short)).toBe(location(long));
      const target = new URL(location(short)!);
      expect(target.origin + target.pathname).toBe(`${webOrigin()}/link/${type === 'subscribe' ? 'sub' : 'unsub'}`);
      expect(Object.fromEntries(target.searchParams)).toEqual({
        newsletterID: team.listID,
        emailID,
        newsletterName: 'First list',
      });
    }
    // One client: each link once, whichever address it came by.
    expect(await clicksOf(`emails/${emailID}`)).toBe(2);
    await follow(footerShortIDs.unsubscribe);
    expect(await clicksOf(`emails/${emailID}`)).toBe(3);

    // A plan without click tracking is still redirected, and nothing is counted.
    await setTier(team.teamID, 'starter');
    expect((await follow(footerShortIDs.unsubscribe)).status).toBe(302);
    expect(await clicksOf(`emails/${emailID}`)).toBe(3);
  });

  it('follow the entry to the list it is moved to', async () => {
    const team = await owner('core');
    const second = await newList(team, { newsletterName: 'Second list' });
    const { id, footerShortIDs } = await loggedEmail(team);
    const move = { id, subject: 'Spring fair', newsletterID: second, sent: true };
    expect((await call('updateEmail', move, { as: team })).status).toBe(200);
    const target = new URL(location(await follow(footerShortIDs.unsubscribe))!);
    expect(target.searchParams.get('newsletterID')).toBe(second);
    expect(target.searchParams.get('newsletterName')).toBe('Second list');
    expect(await clicksOf(`emails/${id}`)).toBe(1);
  });
});

describe('a sender’s URL', () => {
  it('gets a short id when tracked, the same for the same URL, and it redirects and counts', async () => {
    const team = await owner('core');
    const { id: emailID } = await loggedEmail(team);
    const url = 'https://example.org/article?utm_source=news&q=caf%C3%A9#part-2';
    const { linkID, shortID } = await trackURL(team, emailID, url);
    expect(ZShortLinkId.safeParse(shortID).success).toBe(true);
    expect(await trackURL(team, emailID, url)).toEqual({ linkID, shortID });

    const res = await follow(shortID);
    expect(res.status).toBe(302);
    expect(location(res)).toBe(url);
    // Query parameters a mail program appends are dropped, not refused.
    expect(
      location(await requestAt(webOrigin(), 'GET', `/l/${shortID}?utm_medium=email`, { headers: newClient() })),
    ).toBe(url);
    expect(await clicksOf(`trackedLinks/${linkID}`)).toBe(2);
    expect(await clicksOf(`emails/${emailID}`)).toBe(2);
    const { links } = ok(await call('emailTrackedLinks', { emailID }, { as: team }));
    expect(links).toMatchObject([{ linkID, shortID, url, clicks: 2 }]);

    // The long address of earlier mails still leads there.
    const long = await call('trackedLink', { newsletterID: team.listID, emailID, linkID }, { headers: newClient() });
    expect(long.status).toBe(302);
    expect(location(long)).toBe(url);
  });
});

describe('unknown short ids', () => {
  it('answer 404 like an unknown long address, for any id shape, and through /api too', async () => {
    const team = await owner('core');
    const unknownLong = await call(
      'trackedLink',
      { newsletterID: team.listID, linkID: UNKNOWN.link },
      { headers: newClient() },
    );
    expect(unknownLong.status).toBe(404);
    for (const id of ['NoSuchLink', 'short', 'a'.repeat(300), '__x__', '.x', 'ünï']) {
      const res = await follow(id);
      expect(res.status, id).toBe(404);
      expect(res.body, id).toEqual(unknownLong.body);
    }
    expect(errorOf(await call('shortLink', { id: 'NoSuchLink' }, { headers: newClient() })).code).toBe('not-found');
  });
});

describe('short addresses go with what they stand for', () => {
  it('when the entry is deleted, its footer’s and its URLs’ alike', async () => {
    const team = await owner('core');
    const { id: emailID, footerShortIDs } = await loggedEmail(team);
    const kept = await loggedEmail(team);
    const { shortID } = await trackURL(team, emailID, 'https://example.org/gone');
    expect((await call('deleteEmail', { id: emailID }, { as: team })).status).toBe(200);
    for (const id of [...Object.values(footerShortIDs), shortID]) {
      expect((await follow(id)).status, id).toBe(404);
      expect(await doc(`shortLinks/${id}`)).toBeUndefined();
    }
    expect((await follow(kept.footerShortIDs.unsubscribe)).status).toBe(302);
  });

  it('when the tracked link is deleted', async () => {
    const team = await owner('core');
    const { id: emailID } = await loggedEmail(team);
    const { linkID, shortID } = await trackURL(team, emailID, 'https://example.org/a');
    expect((await call('deleteTrackedLink', { linkID }, { as: team })).status).toBe(200);
    expect((await follow(shortID)).status).toBe(404);
    expect(await doc(`shortLinks/${shortID}`)).toBeUndefined();
  });

  it('when the list is deleted', async () => {
    const team = await owner('core');
    const second = await newList(team);
    const onSecond = await loggedEmail(team, second);
    const { shortID } = await trackURL(team, (await loggedEmail(team)).id, 'https://example.org/kept');
    const moved = ok(
      await call(
        'createLink',
        {
          type: 'url',
          newsletterID: second,
          teamID: team.teamID,
          emailID: onSecond.id,
          url: 'https://example.org/gone',
        },
        { as: team },
      ),
    ) as { shortID: string };
    expect((await call('deleteNewsletter', { id: second }, { as: team })).status).toBe(200);
    for (const id of [...Object.values(onSecond.footerShortIDs), moved.shortID]) {
      expect((await follow(id)).status, id).toBe(404);
      expect(await doc(`shortLinks/${id}`)).toBeUndefined();
    }
    expect((await follow(shortID)).status).toBe(302);
  });

  it('when the account is deleted', async () => {
    const team = await owner('core');
    const { id: emailID, footerShortIDs } = await loggedEmail(team);
    const { shortID } = await trackURL(team, emailID, 'https://example.org/a');
    const res = await call('deleteAccount', { confirmEmail: team.email }, { as: team });
    expect(res.status).toBe(200);
    for (const id of [...Object.values(footerShortIDs), shortID]) {
      expect(await doc(`shortLinks/${id}`), id).toBeUndefined();
    }
  });
});

describe('entries and links from before short addresses', () => {
  it('get their short ids when the entry’s tracked links are read, once, for any role', async () => {
    const team = await owner('group');
    const { id: emailID, footerShortIDs: first } = await loggedEmail(team);
    const { linkID, shortID: firstURL } = await trackURL(team, emailID, 'https://example.org/old');
    // As such an entry and link were stored.
    const store = testStore();
    for (const id of [...Object.values(first), firstURL]) await store.doc(`shortLinks/${id}`).delete();
    await store.doc(`emails/${emailID}`).update({ footerShortIDs: FieldValue.delete() });
    await store.doc(`trackedLinks/${linkID}`).update({ shortID: FieldValue.delete() });
    expect(await dashboardEntry(team, emailID)).not.toHaveProperty('footerShortIDs');

    const viewer = await actor(team, 'viewer');
    const made = ok(await call('emailTrackedLinks', { emailID }, { as: viewer }));
    const footerShortIDs: FooterShortIDs = made.footerShortIDs;
    const [{ shortID }] = made.links;
    expect(new Set([...Object.values(footerShortIDs), shortID]).size).toBe(3);
    expect(ok(await call('emailTrackedLinks', { emailID }, { as: team }))).toEqual(made);
    expect(await trackURL(team, emailID, 'https://example.org/old')).toEqual({ linkID, shortID });

    expect(location(await follow(shortID))).toBe('https://example.org/old');
    expect(new URL(location(await follow(footerShortIDs.subscribe))!).pathname).toBe('/link/sub');
    expect(await clicksOf(`emails/${emailID}`)).toBe(2);
  });

  it('a URL tracked again gets one then', async () => {
    const team = await owner('core');
    const { id: emailID } = await loggedEmail(team);
    const { linkID, shortID: old } = await trackURL(team, emailID, 'https://example.org/b');
    await testStore().doc(`shortLinks/${old}`).delete();
    await testStore().doc(`trackedLinks/${linkID}`).update({ shortID: FieldValue.delete() });
    const again = await trackURL(team, emailID, 'https://example.org/b');
    expect(again.linkID).toBe(linkID);
    expect(again.shortID).not.toBe(old);
    expect(location(await follow(again.shortID))).toBe('https://example.org/b');
  });
});
