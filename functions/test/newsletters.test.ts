import { describe, expect, it } from 'vitest';
import { get, post } from './support/api';
import { ROLES_AND_STRANGER, actor, del, newsletterBody, owner, put, subscriberBody } from './support/fixtures';
import { consentEvents, setTier } from './support/store';

const listsOf = async (token: string, teamID: string) =>
  (await get(`/getDashboardData?teamID=${teamID}`, token)).body.newsletters as {
    id: string;
    newsletterName: string;
    private: boolean;
    blockSubscribes: boolean;
  }[];

describe('POST /newsletters', () => {
  it('stores every field and answers 201 with the newsletter', async () => {
    const team = await owner('solo');
    const res = await post(
      '/newsletters',
      newsletterBody(team.teamID, { sendWelcomeEmail: true, welcomeContent: 'Welcome!', private: true }),
      team.idToken,
    );
    expect(res.status).toBe(201);
    expect(res.body.newsletter).toMatchObject({
      id: res.body.id,
      teamID: team.teamID,
      newsletterName: 'A list',
      description: 'Public words',
      notes: 'Private words',
      private: true,
      sendWelcomeEmail: true,
      welcomeContent: 'Welcome!',
      blockSubscribes: false,
    });
  });

  it('forces private on when blockSubscribes is on, even against private:false', async () => {
    const team = await owner('solo');
    const res = await post(
      '/newsletters',
      newsletterBody(team.teamID, { private: false, blockSubscribes: true }),
      team.idToken,
    );
    expect(res.body.newsletter).toMatchObject({ private: true, blockSubscribes: true });
  });

  it.each([
    ['free', 1],
    ['solo', 3],
    ['team', 10],
  ] as const)('the %s plan allows %i lists (402 tier-limit after)', async (tier, max) => {
    const team = await owner(tier);
    for (let i = 1; i < max; i++) {
      expect((await post('/newsletters', newsletterBody(team.teamID), team.idToken)).status).toBe(201);
    }
    const over = await post('/newsletters', newsletterBody(team.teamID), team.idToken);
    expect(over.status).toBe(402);
    expect(over.body.error.code).toBe('tier-limit');
    expect(over.body.error.message).toContain(`allows ${max} newsletter`);
  });

  it('the business plan has no list limit', async () => {
    const team = await owner('business');
    for (let i = 0; i < 11; i++) {
      expect((await post('/newsletters', newsletterBody(team.teamID), team.idToken)).status).toBe(201);
    }
  });

  it('refuses text over its maximum length', async () => {
    const team = await owner('solo');
    const res = await post(
      '/newsletters',
      newsletterBody(team.teamID, { description: 'x'.repeat(1001) }),
      team.idToken,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields[0].path).toBe('description');
  });
});

describe('PUT /newsletters/{id}', () => {
  it('changes settings, couples private and blockSubscribes, and accepts a bare call', async () => {
    const team = await owner();
    const path = `/newsletters/${team.listID}`;
    expect((await put(path, { newsletterName: 'Renamed', notes: 'n' }, team.idToken)).status).toBe(200);
    expect((await put(path, { blockSubscribes: true }, team.idToken)).status).toBe(200);
    let list = (await listsOf(team.idToken, team.teamID))[0];
    expect(list).toMatchObject({ newsletterName: 'Renamed', private: true, blockSubscribes: true });
    await put(path, { private: false }, team.idToken);
    list = (await listsOf(team.idToken, team.teamID))[0];
    expect(list).toMatchObject({ private: false, blockSubscribes: false });
    await put(
      path,
      { private: false, blockSubscribes: true, newsletterID: team.listID, teamID: team.teamID },
      team.idToken,
    );
    list = (await listsOf(team.idToken, team.teamID))[0];
    expect(list).toMatchObject({ private: true, blockSubscribes: true });

    const bare = await put(path, undefined, team.idToken);
    expect(bare.status).toBe(200);
    expect(bare.body).toEqual({ ok: true });
  });

  it('answers a list of another team exactly like a missing one', async () => {
    const ann = await owner();
    const bob = await owner();
    const foreign = await put(`/newsletters/${bob.listID}`, { notes: 'x' }, ann.idToken);
    const missing = await put('/newsletters/noSuchList', { notes: 'x' }, ann.idToken);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await put(`/newsletters/${bob.listID}`, undefined, ann.idToken)).body).toEqual(missing.body);
  });
});

describe('DELETE /newsletters/{id}', () => {
  it('refuses the last list with 409 and deletes another with its subscriptions and log', async () => {
    const team = await owner('solo');
    const last = await del(`/newsletters/${team.listID}`, team.idToken);
    expect(last.status).toBe(409);
    expect(last.body.error).toEqual({ code: 'conflict', message: 'A team keeps at least one newsletter.' });

    const second = (await post('/newsletters', newsletterBody(team.teamID), team.idToken)).body.id;
    await post('/subscribers', subscriberBody(team.teamID, 'ann@example.org', [team.listID, second]), team.idToken);
    await post('/emails', { subject: 'Sent', sent: true, newsletterID: second }, team.idToken);
    expect((await get(`/getDashboardData?teamID=${team.teamID}`, team.idToken)).body.overviewData.totalEmails).toBe(1);

    expect((await del(`/newsletters/${second}`, team.idToken)).status).toBe(200);
    const dashboard = (await get(`/getDashboardData?teamID=${team.teamID}`, team.idToken)).body;
    expect(dashboard.newsletters.map((n: { id: string }) => n.id)).toEqual([team.listID]);
    expect(dashboard.overviewData).toMatchObject({ totalEmails: 0, totalSubscribers: 1 });
    const subscribers = (await get(`/getDashboardItem?type=subscribers&teamID=${team.teamID}`, team.idToken)).body;
    expect(subscribers.data[0].newsletterIDs).toEqual([team.listID]);
    const emails = (await get(`/getDashboardItem?type=emails&teamID=${team.teamID}`, team.idToken)).body;
    expect(emails.data).toEqual([]);
  });

  it('records an opt-out for each subscriber still on a deleted list', async () => {
    const team = await owner('solo');
    const second = (await post('/newsletters', newsletterBody(team.teamID), team.idToken)).body.id;
    const both = [team.listID, second];
    await post('/subscribers', subscriberBody(team.teamID, 'ann@example.org', both), team.idToken);
    const bob = (await post('/subscribers', subscriberBody(team.teamID, 'bob@example.org', both), team.idToken)).body
      .id;
    await put(`/subscribers/${bob}`, subscriberBody(team.teamID, 'bob@example.org', [team.listID]), team.idToken);
    expect((await del(`/newsletters/${second}`, team.idToken)).status).toBe(200);
    const events = await consentEvents(team.teamID, ['ann@example.org', 'bob@example.org']);
    expect(events.filter((row) => row[1] === second)).toEqual([
      ['ann@example.org', second, 'opt-in', 'dashboard'],
      ['ann@example.org', second, 'opt-out', 'list deleted'],
      ['bob@example.org', second, 'opt-in', 'dashboard'],
      ['bob@example.org', second, 'opt-out', 'dashboard'],
    ]);
  });
});

describe('newsletter calls by role', () => {
  // POST and PUT need manageNewsletters (owner, admin, editor); DELETE needs updateNewsletters (owner, admin).
  const expected = {
    owner: { create: 201, update: 200, bare: 200, remove: 200 },
    admin: { create: 201, update: 200, bare: 200, remove: 200 },
    editor: { create: 201, update: 200, bare: 200, remove: 401 },
    viewer: { create: 401, update: 401, bare: 200, remove: 401 },
    'non-member': { create: 404, update: 404, bare: 404, remove: 404 },
  };
  it.each(ROLES_AND_STRANGER)('%s', async (who) => {
    const team = await owner('business');
    const extra = (await post('/newsletters', newsletterBody(team.teamID), team.idToken)).body.id;
    const user = await actor(team, who);
    const want = expected[who];
    expect((await post('/newsletters', newsletterBody(team.teamID), user.idToken)).status).toBe(want.create);
    expect((await put(`/newsletters/${extra}`, { notes: 'by role' }, user.idToken)).status).toBe(want.update);
    expect((await put(`/newsletters/${extra}`, undefined, user.idToken)).status).toBe(want.bare);
    const removed = await del(`/newsletters/${extra}`, user.idToken);
    expect(removed.status).toBe(want.remove);
    if (want.remove === 401) expect(removed.body.error.code).toBe('permission-denied');
  });

  it('a tier downgrade keeps existing lists but refuses new ones', async () => {
    const team = await owner('solo');
    await post('/newsletters', newsletterBody(team.teamID), team.idToken);
    await setTier(team.teamID, 'free');
    expect((await post('/newsletters', newsletterBody(team.teamID), team.idToken)).status).toBe(402);
    expect(await listsOf(team.idToken, team.teamID)).toHaveLength(2);
  });
});
