import { CONSENT_SOURCES, dashboardNoteConsent } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { call, errorOf, ok } from './support/client';
import { ROLES_AND_STRANGER, UNKNOWN, actor, owner, type Owner } from './support/fixtures';
import { importInto, newList, newSubscriber, setLists, subscriberBody } from './support/team-content';
import { dashboard, rowsOf } from './support/team-reads';
import type { TestUser } from './support/identities';
import { consentEvents, consentOf, consentWithAddresses, testStore } from './support/store';

const create = (team: Owner, email: string, lists: string[], as: TestUser = team) =>
  call('createSubscriber', subscriberBody(team.teamID, email, lists), { as });

describe('POST /subscribers', () => {
  it('creates a subscriber with per-list meta and the default source, and counts it', async () => {
    const team = await owner();
    const res = await call(
      'createSubscriber',
      {
        subscriberEmail: 'Ann@Example.ORG',
        subscriberName: 'Ann',
        notes: 'met at fair',
        subscribedNewsletters: [team.listID],
        teamID: team.teamID,
      },
      { as: team },
    );
    expect(res.status).toBe(201);
    const [row] = await rowsOf(team, 'subscribers');
    expect(row).toMatchObject({
      id: ok(res).id,
      subscriberEmail: 'Ann@example.org',
      subscriberName: 'Ann',
      notes: 'met at fair',
      newsletterIDs: [team.listID],
      subscriptionSource: 'individual dashboard creation',
      subscriptionMeta: { [team.listID]: { unsubscribedAt: null, source: CONSENT_SOURCES.dashboard } },
    });
    expect(row.subscriptionMeta[team.listID].subscribedAt?.seconds).toBeGreaterThan(0);
    const overview = (await dashboard(team)).overviewData;
    expect(overview).toMatchObject({ totalSubscribers: 1, recentSubscribersCount: 1 });
    expect(overview.latestSubscribers[0]).toMatchObject({ email: 'Ann@example.org', newsletterNames: ['First list'] });
  });

  it('answers 409 "already exists" for the same address in any case of its domain or local part; plus-addressing is distinct', async () => {
    const team = await owner();
    await create(team, 'ann@example.org', [team.listID]);
    const again = await create(team, 'ANN@EXAMPLE.org', []);
    expect(again.status).toBe(409);
    expect(errorOf(again)).toEqual({
      code: 'already-exists',
      message: 'A subscriber with this email already exists for this newsletter.',
    });
    expect((await create(team, 'ann+news@example.org', [])).status).toBe(201);
  });

  it('creates one subscriber when the same address is sent twice at once', async () => {
    const team = await owner();
    const answers = await Promise.all([
      create(team, 'twice@example.org', [team.listID]),
      create(team, 'twice@example.org', [team.listID]),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await rowsOf(team, 'subscribers')).toHaveLength(1);
  });

  it('refuses invalid and over-long addresses and text', async () => {
    const team = await owner();
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.org`;
    for (const email of ['nope', `${'a'.repeat(65)}@example.org`, long]) {
      expect((await create(team, email, [])).status, email).toBe(400);
    }
    const notes = await call(
      'createSubscriber',
      subscriberBody(team.teamID, 'a@example.org', [], { notes: 'x'.repeat(5001) }),
      { as: team },
    );
    expect(notes.status).toBe(400);
  });

  it('answers a list of another team like a missing one', async () => {
    const ann = await owner();
    const bob = await owner();
    const foreign = await create(ann, 'a@example.org', [bob.listID]);
    const missing = await create(ann, 'a@example.org', [UNKNOWN.list]);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });
});

describe('PUT /subscribers/{id}', () => {
  it('sets the lists: removed ones get unsubscribedAt and stay, added ones are subscribed now', async () => {
    const team = await owner('core');
    const second = await newList(team);
    const id = await newSubscriber(team, 'ann@example.org');
    const res = await call(
      'updateSubscriber',
      {
        ...subscriberBody(team.teamID, 'ann@example.org', [second], {
          subscriptionSource: 'phone call',
          subscriberName: 'Ann',
        }),
        id,
      },
      { as: team },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, id });
    const [row] = await rowsOf(team, 'subscribers');
    expect(row.newsletterIDs).toEqual([team.listID, second]);
    expect(row.subscriptionMeta[team.listID].unsubscribedAt).not.toBeNull();
    // Whatever source is sent, a list added in the dashboard is the team's, as its consent record says.
    expect(row.subscriptionMeta[second]).toMatchObject({ unsubscribedAt: null, source: CONSENT_SOURCES.dashboard });
    const lists = (await dashboard(team)).newsletters;
    expect(lists.map((n) => n.overviewData.totalSubscribers)).toEqual([0, 1]);
  });

  it('refuses an address another subscriber has with 409 "already exists"; a new address moves the id', async () => {
    const team = await owner();
    const id = await newSubscriber(team, 'ann@example.org', []);
    await newSubscriber(team, 'bob@example.org', []);
    const clash = await setLists(team, id, 'BOB@example.org', []);
    expect(clash.status).toBe(409);
    expect(errorOf(clash).message).toContain('already exists');
    const moved = await setLists(team, id, 'ann.new@example.org', []);
    expect(moved.status).toBe(200);
    expect(ok(moved).id).not.toBe(id);
    const emails = (await rowsOf(team, 'subscribers')).map((s) => s.subscriberEmail);
    expect(emails.sort()).toEqual(['ann.new@example.org', 'bob@example.org']);
  });

  it('answers a subscriber of another team exactly like a missing one', async () => {
    const ann = await owner();
    const bob = await owner();
    const bobs = await newSubscriber(bob, 'x@example.org', []);
    const foreign = await setLists(ann, bobs, 'x@example.org', []);
    const missing = await setLists(ann, 'nothing', 'x@example.org', []);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const foreignDelete = await call('deleteSubscriber', { id: bobs }, { as: ann });
    expect(foreignDelete.status).toBe(404);
    expect(foreignDelete.body).toEqual((await call('deleteSubscriber', { id: 'nothing' }, { as: ann })).body);
  });
});

describe('DELETE /subscribers/{id}', () => {
  it('removes the subscriber and its counts', async () => {
    const team = await owner();
    const id = await newSubscriber(team, 'ann@example.org');
    expect((await call('deleteSubscriber', { id }, { as: team })).status).toBe(200);
    const after = await dashboard(team);
    expect(after.overviewData.totalSubscribers).toBe(0);
    expect(after.newsletters[0].overviewData.totalSubscribers).toBe(0);
    expect((await testStore().doc(`subscribers/${id}`).get()).exists).toBe(false);
  });
});

describe('maxSubscribers', () => {
  it.each([
    ['starter', 50],
    ['core', 100],
    ['group', 500],
  ] as const)('the %s plan allows %i subscribers', async (tier, max) => {
    const team = await owner(tier);
    const batch = await importInto(
      team,
      Array.from({ length: max - 1 }, (_, i) => `s${i}@example.org`),
    );
    expect(batch.status).toBe(200);
    expect((await create(team, 'last@example.org', [])).status).toBe(201);
    const over = await create(team, 'over@example.org', []);
    expect(over.status).toBe(402);
    expect(errorOf(over).code).toBe('tier-limit');
    expect(errorOf(over).message).toContain(`allows ${max} subscribers`);
  });

  it('the business plan has no subscriber limit', async () => {
    const team = await owner('scale');
    await importInto(
      team,
      Array.from({ length: 600 }, (_, i) => `s${i}@example.org`),
    );
    expect((await create(team, 'more@example.org', [])).status).toBe(201);
  });
});

describe('subscriber calls by role', () => {
  // create, update, delete need manageSubscribers (owner, admin, editor).
  const expected = { owner: 201, admin: 201, editor: 201, viewer: 401, 'non-member': 404 } as const;
  it.each(ROLES_AND_STRANGER)('%s', async (who) => {
    const team = await owner();
    const id = await newSubscriber(team, 'kept@example.org', []);
    const user = await actor(team, who);
    const created = await create(team, 'new@example.org', [], user);
    expect(created.status).toBe(expected[who]);
    const ok = expected[who] === 201 ? 200 : expected[who];
    expect((await setLists(team, id, 'kept@example.org', [team.listID], user)).status).toBe(ok);
    const removed = await call('deleteSubscriber', { id }, { as: user });
    expect(removed.status).toBe(ok);
    if (ok === 401) expect(errorOf(removed).code).toBe('permission-denied');
  });
});

describe('consent records of dashboard changes', () => {
  it('records every opt-in and opt-out with the team, list, source and a keyed hash of the address only', async () => {
    const team = await owner('core');
    const second = await newList(team);
    const lists = [team.listID, second];
    const startedAt = Date.now();
    const ann = await call(
      'createSubscriber',
      subscriberBody(team.teamID, 'Ann@Example.ORG', lists, { subscriptionSource: 'phone call' }),
      { as: team },
    );
    expect(ann.status).toBe(201);
    const annID = ok(ann).id;
    await create(team, 'bob@example.org', [team.listID]);
    await create(team, 'nolist@example.org', []);
    const addresses = ['ann@example.org', 'ann.new@example.org', 'bob@example.org', 'nolist@example.org'];
    expect(await consentEvents(team.teamID, addresses)).toEqual(
      [
        ['ann@example.org', team.listID, 'opt-in', dashboardNoteConsent('phone call')],
        ['ann@example.org', second, 'opt-in', dashboardNoteConsent('phone call')],
        ['bob@example.org', team.listID, 'opt-in', 'dashboard'],
      ].sort(),
    );

    const edit = await setLists(team, annID, 'ann@example.org', [second]);
    expect(edit.body).toEqual({ ok: true, id: annID });
    const moved = ok(await setLists(team, annID, 'ann.new@example.org', lists));
    expect(moved.id).not.toBe(annID);
    expect((await call('deleteSubscriber', { id: moved.id }, { as: team })).status).toBe(200);

    expect(await consentEvents(team.teamID, addresses)).toEqual(
      [
        ['ann@example.org', team.listID, 'opt-in', dashboardNoteConsent('phone call')],
        ['ann@example.org', second, 'opt-in', dashboardNoteConsent('phone call')],
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
      expect(record.teamID).toBe(team.teamID);
      expect(record.at).toBeGreaterThanOrEqual(startedAt - 60_000);
      expect(Object.keys(record).sort()).toEqual([
        'action',
        'at',
        'emailHash',
        'hash',
        'newsletterID',
        'prev',
        'seq',
        'sequencedAt',
        'source',
        'teamID',
      ]);
    }
    expect(await consentWithAddresses()).toEqual([]);
  });

  it('writes no record for a refused call', async () => {
    const team = await owner('starter');
    await importInto(
      team,
      Array.from({ length: 49 }, (_, i) => `c${i}@example.org`),
    );
    const last = await create(team, 'last@example.org', [team.listID]);
    expect(last.status).toBe(201);
    expect(await consentOf(team.teamID)).toHaveLength(50);

    expect((await create(team, 'over@example.org', [team.listID])).status).toBe(402);
    expect((await importInto(team, ['over1@example.org', 'c0@example.org'])).status).toBe(402);
    expect((await create(team, 'LAST@example.org', [team.listID])).status).toBe(409);
    expect((await setLists(team, ok(last).id, 'c1@example.org', [])).status).toBe(409);
    expect((await setLists(team, 'nothing', 'x@example.org', [team.listID])).status).toBe(404);
    expect(await consentOf(team.teamID)).toHaveLength(50);
  });
});
