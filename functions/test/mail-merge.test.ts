/**
 * POST /mailMergeLinks: the export for mail merge (docs/product.md §9). Each
 * row's Unsubscribe URL is a personal RFC 8058 address: one POST with the
 * body `List-Unsubscribe=One-Click` takes the subscriber off the list.
 */
import { CONSENT_SOURCES, type LinkSubscriberData, type MailMergeRow } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { call, errorOf, ok, send } from './support/client';
import { UNKNOWN, actor, owner, type Owner } from './support/fixtures';
import { uniqueEmail } from './support/identities';
import { newClient } from './support/public-client';
import { webOrigin } from './support/served-api';
import { consentOf, testStore } from './support/store';
import { importInto, newList, newSubscriber, optOutByLink, subscriberBody } from './support/team-content';

/** Every page of the export, as the dashboard asks for them. */
async function exportAll(team: Owner, newsletterID = team.listID, tag?: string): Promise<MailMergeRow[]> {
  const rows: MailMergeRow[] = [];
  let cursor: string | undefined;
  do {
    const page = ok(await call('mailMergeLinks', { newsletterID, ...(tag ? { tag } : {}), cursor }, { as: team }));
    rows.push(...page.rows);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

const listAddresses = async (team: Owner, listID = team.listID) =>
  ok(await call('newsletterSubscribers', { newsletterID: listID }, { as: team })).subscribers;

/** What a mail app sends to a List-Unsubscribe address (RFC 8058). */
const postOneClick = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...newClient() },
    body: 'List-Unsubscribe=One-Click',
    redirect: 'manual',
  });

const linkIDOf = (url: string) => url.split('/').at(-1)!;

describe('POST /mailMergeLinks', () => {
  it('answers each current subscriber of the list, names included, with personal links until the links expire', async () => {
    const team = await owner('core');
    const other = await newList(team, { newsletterName: 'Other' });
    const ada = uniqueEmail('ada');
    ok(
      await call(
        'createSubscriber',
        subscriberBody(team.teamID, ada, [team.listID], { subscriberName: 'Ada Lovelace' }),
        {
          as: team,
        },
      ),
    );
    const plain = uniqueEmail('plain');
    await newSubscriber(team, plain);
    const leaver = uniqueEmail('leaver');
    await optOutByLink(team, await newSubscriber(team, leaver));
    await newSubscriber(team, uniqueEmail('elsewhere'), [other]);

    const before = Date.now();
    const page = ok(await call('mailMergeLinks', { newsletterID: team.listID }, { as: team }));
    expect(page.nextCursor).toBeNull();
    // Links last 60 days (domain/recipients/links.ts): the dashboard says until when.
    const expires = page.linksExpireAt.seconds * 1000;
    expect(expires).toBeGreaterThanOrEqual(before + 59 * 86_400_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 61 * 86_400_000);

    const byEmail = new Map(page.rows.map((row) => [row.email, row]));
    expect([...byEmail.keys()].sort()).toEqual([ada, plain].sort());
    expect(byEmail.get(ada)!.name).toBe('Ada Lovelace');
    expect(byEmail.get(plain)!.name).toBe('');
    for (const row of page.rows) {
      expect(row.unsubscribeUrl).toMatch(new RegExp(`^${webOrigin()}/api/oneClickUnsubscribe/[A-Za-z0-9_-]{22}$`));
      expect(row.manageUrl).toMatch(new RegExp(`^${webOrigin()}/link/manage/[A-Za-z0-9_-]{22}$`));
    }
    // Each opens that subscriber's own page.
    const opened = ok(
      await call(
        'linkOpen',
        { type: 'unsubscribe', linkID: linkIDOf(byEmail.get(ada)!.manageUrl) },
        { headers: newClient() },
      ),
    ).returnData as LinkSubscriberData;
    expect(opened.subscriberEmail).toBe(ada);
  });

  it('unsubscribes a row with one form POST to its Unsubscribe URL, and opens the one-button page on a GET', async () => {
    const team = await owner('core');
    const second = await newList(team, { newsletterName: 'Second' });
    const stayer = uniqueEmail('stayer');
    const leaver = uniqueEmail('leaver');
    await newSubscriber(team, stayer);
    await newSubscriber(team, leaver, [team.listID, second]);
    const rows = await exportAll(team);
    const row = rows.find((r) => r.email === leaver)!;

    const page = await fetch(row.unsubscribeUrl, { redirect: 'manual', headers: newClient() });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`${webOrigin()}/link/unsub/${linkIDOf(row.unsubscribeUrl)}`);
    // Opening it changes nothing.
    expect((await listAddresses(team)).sort()).toEqual([leaver, stayer].sort());

    const res = await postOneClick(row.unsubscribeUrl);
    expect(res.status).toBe(200);
    expect(await listAddresses(team)).toEqual([stayer]);
    // Only the link's list: the other stays.
    expect(await listAddresses(team, second)).toEqual([leaver]);
    const optOuts = (await consentOf(team.teamID)).filter((c) => c.action === 'opt-out');
    // The team made the link, so the record is the team's.
    expect(optOuts.map((c) => [c.newsletterID, c.source])).toEqual([[team.listID, CONSENT_SOURCES.teamLink]]);

    // A second export leaves the one who left out; the first export's links still work.
    expect((await exportAll(team)).map((r) => r.email)).toEqual([stayer]);
    expect((await postOneClick(rows.find((r) => r.email === stayer)!.unsubscribeUrl)).status).toBe(200);
    expect(await listAddresses(team)).toEqual([]);
  });

  it('reads a long list in pages, each subscriber once', async () => {
    const team = await owner('scale');
    const emails = Array.from({ length: 1001 }, (_, i) => `merge-${i}-${uniqueEmail('p')}`);
    ok(await importInto(team, emails));
    const first = ok(await call('mailMergeLinks', { newsletterID: team.listID }, { as: team }));
    expect(first.rows).toHaveLength(1000);
    expect(first.nextCursor).not.toBeNull();
    const rest = ok(
      await call('mailMergeLinks', { newsletterID: team.listID, cursor: first.nextCursor! }, { as: team }),
    );
    expect(rest.nextCursor).toBeNull();
    expect([...first.rows, ...rest.rows].map((r) => r.email).sort()).toEqual([...emails].sort());
    const bad = await call('mailMergeLinks', { newsletterID: team.listID, cursor: 'nonsense' }, { as: team });
    expect(bad.status).toBe(400);
  });

  it('pages through a long list by tag, making links only for the tagged, even when a page has none', async () => {
    const team = await owner('scale');
    ok(
      await importInto(
        team,
        Array.from({ length: 1000 }, (_, i) => `plain-${i}-${uniqueEmail('p')}`),
      ),
    );
    const vip = uniqueEmail('vip');
    ok(
      await call('createSubscriber', subscriberBody(team.teamID, vip, [team.listID], { tags: ['VIP'] }), { as: team }),
    );
    const first = ok(await call('mailMergeLinks', { newsletterID: team.listID, tag: 'VIP' }, { as: team }));
    expect(first).toMatchObject({ rows: [] });
    expect(first.nextCursor).not.toBeNull();
    expect((await exportAll(team, team.listID, 'VIP')).map((r) => r.email)).toEqual([vip]);
    // The tagged subscriber's two links, and none for the thousand others.
    const links = await testStore().collection('links').where('teamID', '==', team.teamID).get();
    expect(links.size).toBe(2);
  });

  it('narrows to a tag on plans with tags, and says which plan brings them on others', async () => {
    const free = await owner('starter');
    const refused = await call('mailMergeLinks', { newsletterID: free.listID, tag: 'VIP' }, { as: free });
    expect(refused.status).toBe(402);
    expect(errorOf(refused).message).toMatch(/^Tags come with the .* plan/);

    const team = await owner('group');
    const vip = uniqueEmail('vip');
    ok(
      await call('createSubscriber', subscriberBody(team.teamID, vip, [team.listID], { tags: ['VIP'] }), { as: team }),
    );
    await newSubscriber(team, uniqueEmail('plain'));
    expect((await exportAll(team, team.listID, 'vip')).map((r) => r.email)).toEqual([vip]);
  });

  it('lets editors export; refuses a viewer (401), another team (404, as an unknown list) and no session (403)', async () => {
    const team = await owner('group');
    await newSubscriber(team, uniqueEmail('kept'));
    const viewer = await actor(team, 'viewer');
    const stranger = await actor(team, 'non-member');
    const editor = await actor(team, 'editor');
    const asViewer = await call('mailMergeLinks', { newsletterID: team.listID }, { as: viewer });
    expect(asViewer.status).toBe(401);
    const asStranger = await call('mailMergeLinks', { newsletterID: team.listID }, { as: stranger });
    expect(asStranger.status).toBe(404);
    expect(errorOf(asStranger).message).toBe(
      errorOf(await call('mailMergeLinks', { newsletterID: UNKNOWN.list }, { as: team })).message,
    );
    expect(ok(await call('mailMergeLinks', { newsletterID: team.listID }, { as: editor })).rows).toHaveLength(1);
    expect((await send('mailMergeLinks', { newsletterID: team.listID })).status).toBe(403);
  });

  it('sweeps expired personal links as it makes new ones, so repeated exports do not pile them up', async () => {
    const team = await owner();
    await newSubscriber(team, uniqueEmail('kept'));
    const [old] = await exportAll(team);
    const oldLink = testStore().doc(`links/${linkIDOf(old.unsubscribeUrl)}`);
    await oldLink.update({ expiresAt: Date.now() - 1 });
    const [fresh] = await exportAll(team);
    expect((await oldLink.get()).exists).toBe(false);
    expect(
      (
        await testStore()
          .doc(`links/${linkIDOf(fresh.unsubscribeUrl)}`)
          .get()
      ).exists,
    ).toBe(true);
  });
});
