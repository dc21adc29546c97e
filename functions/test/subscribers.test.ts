import { describe, expect, it } from 'vitest';
import { get, post } from './support/api';
import {
  ROLES_AND_STRANGER,
  UNKNOWN,
  actor,
  del,
  newsletterBody,
  owner,
  put,
  subscriberBody,
} from './support/fixtures';
import { consentEvents, consentOf, consentWithAddresses, stackStore } from './support/store';

const page = async (token: string, teamID: string) =>
  (await get(`/getDashboardItem?type=subscribers&teamID=${teamID}`, token)).body;

describe('POST /subscribers', () => {
  it('creates a subscriber with per-list meta and the default source, and counts it', async () => {
    const team = await owner();
    const res = await post(
      '/subscribers',
      {
        subscriberEmail: 'Ann@Example.ORG',
        subscriberName: 'Ann',
        notes: 'met at fair',
        subscribedNewsletters: [team.listID],
        teamID: team.teamID,
      },
      team.idToken,
    );
    expect(res.status).toBe(201);
    const [row] = (await page(team.idToken, team.teamID)).data;
    expect(row).toMatchObject({
      id: res.body.id,
      subscriberEmail: 'Ann@example.org',
      subscriberName: 'Ann',
      notes: 'met at fair',
      newsletterIDs: [team.listID],
      subscriptionSource: 'individual dashboard creation',
      subscriptionMeta: { [team.listID]: { unsubscribedAt: null, source: 'individual dashboard creation' } },
    });
    expect(row.subscriptionMeta[team.listID].subscribedAt.seconds).toBeGreaterThan(0);
    const overview = (await get(`/getDashboardData?teamID=${team.teamID}`, team.idToken)).body.overviewData;
    expect(overview).toMatchObject({ totalSubscribers: 1, recentSubscribersCount: 1 });
    expect(overview.latestSubscribers[0]).toMatchObject({ email: 'Ann@example.org', newsletterNames: ['First list'] });
  });

  it('answers 409 "already exists" for the same address in any case of its domain or local part; plus-addressing is distinct', async () => {
    const team = await owner();
    await post('/subscribers', subscriberBody(team.teamID, 'ann@example.org', [team.listID]), team.idToken);
    const again = await post('/subscribers', subscriberBody(team.teamID, 'ANN@EXAMPLE.org', []), team.idToken);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'already-exists',
      message: 'A subscriber with this email already exists for this newsletter.',
    });
    expect(
      (await post('/subscribers', subscriberBody(team.teamID, 'ann+news@example.org', []), team.idToken)).status,
    ).toBe(201);
  });

  it('creates one subscriber when the same address is sent twice at once', async () => {
    const team = await owner();
    const body = subscriberBody(team.teamID, 'twice@example.org', [team.listID]);
    const answers = await Promise.all([
      post('/subscribers', body, team.idToken),
      post('/subscribers', body, team.idToken),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await page(team.idToken, team.teamID)).data).toHaveLength(1);
  });

  it('refuses invalid and over-long addresses and text', async () => {
    const team = await owner();
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.org`;
    for (const email of ['nope', `${'a'.repeat(65)}@example.org`, long]) {
      const res = await post('/subscribers', subscriberBody(team.teamID, email, []), team.idToken);
      expect(res.status, email).toBe(400);
    }
    const notes = await post(
      '/subscribers',
      subscriberBody(team.teamID, 'a@example.org', [], { notes: 'x'.repeat(5001) }),
      team.idToken,
    );
    expect(notes.status).toBe(400);
  });

  it('answers a list of another team like a missing one', async () => {
    const ann = await owner();
    const bob = await owner();
    const foreign = await post('/subscribers', subscriberBody(ann.teamID, 'a@example.org', [bob.listID]), ann.idToken);
    const missing = await post(
      '/subscribers',
      subscriberBody(ann.teamID, 'a@example.org', [UNKNOWN.list]),
      ann.idToken,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });
});

describe('PUT /subscribers/{id}', () => {
  it('sets the lists: removed ones get unsubscribedAt and stay, added ones are subscribed now', async () => {
    const team = await owner('solo');
    const second = (await post('/newsletters', newsletterBody(team.teamID), team.idToken)).body.id;
    const id = (await post('/subscribers', subscriberBody(team.teamID, 'ann@example.org', [team.listID]), team.idToken))
      .body.id;
    const res = await put(
      `/subscribers/${id}`,
      subscriberBody(team.teamID, 'ann@example.org', [second], {
        subscriptionSource: 'phone call',
        subscriberName: 'Ann',
      }),
      team.idToken,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, id });
    const [row] = (await page(team.idToken, team.teamID)).data;
    expect(row.newsletterIDs).toEqual([team.listID, second]);
    expect(row.subscriptionMeta[team.listID].unsubscribedAt).not.toBeNull();
    expect(row.subscriptionMeta[second]).toMatchObject({ unsubscribedAt: null, source: 'phone call' });
    const lists = (await get(`/getDashboardData?teamID=${team.teamID}`, team.idToken)).body.newsletters;
    expect(lists.map((n: { overviewData: { totalSubscribers: number } }) => n.overviewData.totalSubscribers)).toEqual([
      0, 1,
    ]);
  });

  it('refuses an address another subscriber has with 409 "already exists"; a new address moves the id', async () => {
    const team = await owner();
    const id = (await post('/subscribers', subscriberBody(team.teamID, 'ann@example.org', []), team.idToken)).body.id;
    await post('/subscribers', subscriberBody(team.teamID, 'bob@example.org', []), team.idToken);
    const clash = await put(`/subscribers/${id}`, subscriberBody(team.teamID, 'BOB@example.org', []), team.idToken);
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toContain('already exists');
    const moved = await put(`/subscribers/${id}`, subscriberBody(team.teamID, 'ann.new@example.org', []), team.idToken);
    expect(moved.status).toBe(200);
    expect(moved.body.id).not.toBe(id);
    const emails = (await page(team.idToken, team.teamID)).data.map(
      (s: { subscriberEmail: string }) => s.subscriberEmail,
    );
    expect(emails.sort()).toEqual(['ann.new@example.org', 'bob@example.org']);
  });

  it('answers a subscriber of another team exactly like a missing one', async () => {
    const ann = await owner();
    const bob = await owner();
    const bobs = (await post('/subscribers', subscriberBody(bob.teamID, 'x@example.org', []), bob.idToken)).body.id;
    const foreign = await put(`/subscribers/${bobs}`, subscriberBody(ann.teamID, 'x@example.org', []), ann.idToken);
    const missing = await put('/subscribers/nothing', subscriberBody(ann.teamID, 'x@example.org', []), ann.idToken);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const foreignDelete = await del(`/subscribers/${bobs}`, ann.idToken);
    expect(foreignDelete.status).toBe(404);
    expect(foreignDelete.body).toEqual((await del('/subscribers/nothing', ann.idToken)).body);
  });
});

describe('DELETE /subscribers/{id}', () => {
  it('removes the subscriber and its counts', async () => {
    const team = await owner();
    const id = (await post('/subscribers', subscriberBody(team.teamID, 'ann@example.org', [team.listID]), team.idToken))
      .body.id;
    expect((await del(`/subscribers/${id}`, team.idToken)).status).toBe(200);
    const dashboard = (await get(`/getDashboardData?teamID=${team.teamID}`, team.idToken)).body;
    expect(dashboard.overviewData.totalSubscribers).toBe(0);
    expect(dashboard.newsletters[0].overviewData.totalSubscribers).toBe(0);
    expect((await stackStore().doc(`subscribers/${id}`).get()).exists).toBe(false);
  });
});

describe('maxSubscribers', () => {
  it.each([
    ['free', 50],
    ['solo', 100],
    ['team', 500],
  ] as const)('the %s plan allows %i subscribers', async (tier, max) => {
    const team = await owner(tier);
    const emails = Array.from({ length: max - 1 }, (_, i) => `s${i}@example.org`);
    const batch = await post(
      '/batchSubscribers',
      { emails, newsletterIDs: [team.listID], teamID: team.teamID },
      team.idToken,
    );
    expect(batch.status).toBe(200);
    expect((await post('/subscribers', subscriberBody(team.teamID, 'last@example.org', []), team.idToken)).status).toBe(
      201,
    );
    const over = await post('/subscribers', subscriberBody(team.teamID, 'over@example.org', []), team.idToken);
    expect(over.status).toBe(402);
    expect(over.body.error.code).toBe('tier-limit');
    expect(over.body.error.message).toContain(`allows ${max} subscribers`);
  });

  it('the business plan has no subscriber limit', async () => {
    const team = await owner('business');
    const emails = Array.from({ length: 600 }, (_, i) => `s${i}@example.org`);
    await post('/batchSubscribers', { emails, newsletterIDs: [team.listID], teamID: team.teamID }, team.idToken);
    expect((await post('/subscribers', subscriberBody(team.teamID, 'more@example.org', []), team.idToken)).status).toBe(
      201,
    );
  });
});

describe('subscriber calls by role', () => {
  // create, update, delete need manageSubscribers (owner, admin, editor).
  const expected = { owner: 201, admin: 201, editor: 201, viewer: 401, 'non-member': 404 } as const;
  it.each(ROLES_AND_STRANGER)('%s', async (who) => {
    const team = await owner();
    const id = (await post('/subscribers', subscriberBody(team.teamID, 'kept@example.org', []), team.idToken)).body.id;
    const user = await actor(team, who);
    const created = await post('/subscribers', subscriberBody(team.teamID, 'new@example.org', []), user.idToken);
    expect(created.status).toBe(expected[who]);
    const ok = expected[who] === 201 ? 200 : expected[who];
    expect(
      (await put(`/subscribers/${id}`, subscriberBody(team.teamID, 'kept@example.org', [team.listID]), user.idToken))
        .status,
    ).toBe(ok);
    const removed = await del(`/subscribers/${id}`, user.idToken);
    expect(removed.status).toBe(ok);
    if (ok === 401) expect(removed.body.error.code).toBe('permission-denied');
  });
});

describe('consent records of dashboard changes', () => {
  it('records every opt-in and opt-out with the team, list, source and a keyed hash of the address only', async () => {
    const team = await owner('solo');
    const second = (await post('/newsletters', newsletterBody(team.teamID), team.idToken)).body.id;
    const lists = [team.listID, second];
    const startedAt = Date.now();
    const ann = await post(
      '/subscribers',
      subscriberBody(team.teamID, 'Ann@Example.ORG', lists, { subscriptionSource: 'phone call' }),
      team.idToken,
    );
    expect(ann.status).toBe(201);
    await post('/subscribers', subscriberBody(team.teamID, 'bob@example.org', [team.listID]), team.idToken);
    await post('/subscribers', subscriberBody(team.teamID, 'nolist@example.org', []), team.idToken);
    const addresses = ['ann@example.org', 'ann.new@example.org', 'bob@example.org', 'nolist@example.org'];
    expect(await consentEvents(team.teamID, addresses)).toEqual(
      [
        ['ann@example.org', team.listID, 'opt-in', 'phone call'],
        ['ann@example.org', second, 'opt-in', 'phone call'],
        ['bob@example.org', team.listID, 'opt-in', 'dashboard'],
      ].sort(),
    );

    const edit = await put(
      `/subscribers/${ann.body.id}`,
      subscriberBody(team.teamID, 'ann@example.org', [second]),
      team.idToken,
    );
    expect(edit.body).toEqual({ ok: true, id: ann.body.id });
    const moved = await put(
      `/subscribers/${ann.body.id}`,
      subscriberBody(team.teamID, 'ann.new@example.org', lists),
      team.idToken,
    );
    expect(moved.body.id).not.toBe(ann.body.id);
    expect((await del(`/subscribers/${moved.body.id}`, team.idToken)).status).toBe(200);

    expect(await consentEvents(team.teamID, addresses)).toEqual(
      [
        ['ann@example.org', team.listID, 'opt-in', 'phone call'],
        ['ann@example.org', second, 'opt-in', 'phone call'],
        ['bob@example.org', team.listID, 'opt-in', 'dashboard'],
        // The edit that left the first list.
        ['ann@example.org', team.listID, 'opt-out', 'dashboard'],
        // The new address: the old one stops, the new one starts; the list it rejoined is the sender's own opt-in.
        ['ann@example.org', second, 'opt-out', 'address changed by sender'],
        ['ann.new@example.org', second, 'opt-in', 'address changed by sender'],
        ['ann.new@example.org', team.listID, 'opt-in', 'dashboard'],
        ['ann.new@example.org', team.listID, 'opt-out', 'deleted by sender'],
        ['ann.new@example.org', second, 'opt-out', 'deleted by sender'],
      ].sort(),
    );
    for (const record of await consentOf(team.teamID)) {
      expect(record.teamId).toBe(team.teamID);
      expect(record.at).toBeGreaterThanOrEqual(startedAt - 60_000);
      expect(Object.keys(record).sort()).toEqual(['action', 'at', 'emailHash', 'newsletterId', 'source', 'teamId']);
    }
    expect(await consentWithAddresses()).toEqual([]);
  });

  it('writes no record for a refused call', async () => {
    const team = await owner('free');
    const emails = Array.from({ length: 49 }, (_, i) => `c${i}@example.org`);
    await post('/batchSubscribers', { emails, newsletterIDs: [team.listID], teamID: team.teamID }, team.idToken);
    const last = await post(
      '/subscribers',
      subscriberBody(team.teamID, 'last@example.org', [team.listID]),
      team.idToken,
    );
    expect(last.status).toBe(201);
    expect(await consentOf(team.teamID)).toHaveLength(50);

    const over = await post(
      '/subscribers',
      subscriberBody(team.teamID, 'over@example.org', [team.listID]),
      team.idToken,
    );
    expect(over.status).toBe(402);
    const overImport = await post(
      '/batchSubscribers',
      { emails: ['over1@example.org', 'c0@example.org'], newsletterIDs: [team.listID], teamID: team.teamID },
      team.idToken,
    );
    expect(overImport.status).toBe(402);
    const duplicate = await post(
      '/subscribers',
      subscriberBody(team.teamID, 'LAST@example.org', [team.listID]),
      team.idToken,
    );
    expect(duplicate.status).toBe(409);
    const clash = await put(
      `/subscribers/${last.body.id}`,
      subscriberBody(team.teamID, 'c1@example.org', []),
      team.idToken,
    );
    expect(clash.status).toBe(409);
    const missing = await put(
      '/subscribers/nothing',
      subscriberBody(team.teamID, 'x@example.org', [team.listID]),
      team.idToken,
    );
    expect(missing.status).toBe(404);
    expect(await consentOf(team.teamID)).toHaveLength(50);
  });
});
