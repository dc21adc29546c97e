import { planLimitMessage } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { call, created, errorOf, fieldPaths, ok, request } from './support/client';
import { ROLES_AND_STRANGER, actor, owner, type Owner } from './support/fixtures';
import { newList, newSubscriber, newsletterBody, setLists } from './support/team-content';
import { dashboard, rowsOf } from './support/team-reads';
import type { TestUser } from './support/identities';
import { consentEvents, setTier } from './support/store';

const listsOf = async (team: Owner) => (await dashboard(team)).newsletters;
const create = (team: Owner, as: TestUser = team) => call('createNewsletter', newsletterBody(team.teamID), { as });
/** PUT /newsletters/{id} with no body at all. */
const bare = (id: string, as: TestUser) => request('PUT', `/newsletters/${id}`, { as });

describe('POST /newsletters', () => {
  it('stores every field and answers 201 with the newsletter', async () => {
    const team = await owner('core');
    const { id, newsletter } = created(
      await call(
        'createNewsletter',
        newsletterBody(team.teamID, { sendWelcomeEmail: true, welcomeContent: 'Welcome!', private: true }),
        { as: team },
      ),
    );
    expect(newsletter).toMatchObject({
      id,
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
    const team = await owner('core');
    const res = await call('createNewsletter', newsletterBody(team.teamID, { private: false, blockSubscribes: true }), {
      as: team,
    });
    expect(ok(res).newsletter).toMatchObject({ private: true, blockSubscribes: true });
  });

  it.each([
    ['starter', 1],
    ['core', 3],
    ['group', 10],
  ] as const)('the %s plan allows %i lists (402 tier-limit after)', async (tier, max) => {
    const team = await owner(tier);
    for (let i = 1; i < max; i++) expect((await create(team)).status).toBe(201);
    const over = await create(team);
    expect(over.status).toBe(402);
    expect(errorOf(over).code).toBe('tier-limit');
    expect(errorOf(over).message).toBe(planLimitMessage('lists', tier, max + 1));
  });

  it('the business plan has no list limit', async () => {
    const team = await owner('scale');
    for (let i = 0; i < 11; i++) expect((await create(team)).status).toBe(201);
  });

  it('refuses text over its maximum length', async () => {
    const team = await owner('core');
    const res = await call('createNewsletter', newsletterBody(team.teamID, { description: 'x'.repeat(1001) }), {
      as: team,
    });
    expect(res.status).toBe(400);
    expect(fieldPaths(res)[0]).toBe('description');
  });
});

describe('PUT /newsletters/{id}', () => {
  it('changes settings, couples private and blockSubscribes, and accepts a bare call', async () => {
    const team = await owner();
    const id = team.listID;
    const as = { as: team };
    expect((await call('updateNewsletter', { id, newsletterName: 'Renamed', notes: 'n' }, as)).status).toBe(200);
    expect((await call('updateNewsletter', { id, blockSubscribes: true }, as)).status).toBe(200);
    let list = (await listsOf(team))[0];
    expect(list).toMatchObject({ newsletterName: 'Renamed', private: true, blockSubscribes: true });
    await call('updateNewsletter', { id, private: false }, as);
    list = (await listsOf(team))[0];
    expect(list).toMatchObject({ private: false, blockSubscribes: false });
    await call(
      'updateNewsletter',
      { id, private: false, blockSubscribes: true, newsletterID: team.listID, teamID: team.teamID },
      as,
    );
    list = (await listsOf(team))[0];
    expect(list).toMatchObject({ private: true, blockSubscribes: true });

    const res = await bare(id, team);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('answers a list of another team exactly like a missing one', async () => {
    const ann = await owner();
    const bob = await owner();
    const foreign = await call('updateNewsletter', { id: bob.listID, notes: 'x' }, { as: ann });
    const missing = await call('updateNewsletter', { id: 'noSuchList', notes: 'x' }, { as: ann });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await bare(bob.listID, ann)).body).toEqual(missing.body);
  });
});

describe('DELETE /newsletters/{id}', () => {
  it('refuses the last list with 409 and deletes another with its subscriptions and log', async () => {
    const team = await owner('core');
    const last = await call('deleteNewsletter', { id: team.listID }, { as: team });
    expect(last.status).toBe(409);
    expect(errorOf(last)).toEqual({ code: 'conflict', message: 'A team keeps at least one newsletter.' });

    const second = await newList(team);
    await newSubscriber(team, 'ann@example.org', [team.listID, second]);
    await call('createEmail', { subject: 'Sent', sent: true, newsletterID: second }, { as: team });
    expect((await dashboard(team)).overviewData.totalEmails).toBe(1);

    expect((await call('deleteNewsletter', { id: second }, { as: team })).status).toBe(200);
    const after = await dashboard(team);
    expect(after.newsletters.map((n) => n.id)).toEqual([team.listID]);
    expect(after.overviewData).toMatchObject({ totalEmails: 0, totalSubscribers: 1 });
    expect((await rowsOf(team, 'subscribers'))[0].newsletterIDs).toEqual([team.listID]);
    expect(await rowsOf(team, 'emails')).toEqual([]);
  });

  it('records an opt-out for each subscriber still on a deleted list', async () => {
    const team = await owner('core');
    const second = await newList(team);
    const both = [team.listID, second];
    await newSubscriber(team, 'ann@example.org', both);
    const bob = await newSubscriber(team, 'bob@example.org', both);
    await setLists(team, bob, 'bob@example.org', [team.listID]);
    expect((await call('deleteNewsletter', { id: second }, { as: team })).status).toBe(200);
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
    const team = await owner('scale');
    const extra = await newList(team);
    const user = await actor(team, who);
    const want = expected[who];
    expect((await create(team, user)).status).toBe(want.create);
    expect((await call('updateNewsletter', { id: extra, notes: 'by role' }, { as: user })).status).toBe(want.update);
    expect((await bare(extra, user)).status).toBe(want.bare);
    const removed = await call('deleteNewsletter', { id: extra }, { as: user });
    expect(removed.status).toBe(want.remove);
    if (want.remove === 401) expect(errorOf(removed).code).toBe('permission-denied');
  });

  it('a tier downgrade keeps existing lists but refuses new ones', async () => {
    const team = await owner('core');
    await create(team);
    await setTier(team.teamID, 'starter');
    expect((await create(team)).status).toBe(402);
    expect(await listsOf(team)).toHaveLength(2);
  });
});
