import { MAX } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { call, errorOf, ok, send } from './support/client';
import { ROLES_AND_STRANGER, UNKNOWN, actor, owner, type Owner } from './support/fixtures';
import { importInto, newList, newSubscriber } from './support/team-content';
import { dashboard, rowsOf } from './support/team-reads';
import { consentEvents, recountedCounts, storedCounts } from './support/store';

const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.org`);

const emailsOf = async (team: Owner) => (await rowsOf(team, 'subscribers')).map((s) => s.subscriberEmail).sort();

describe('POST /deleteSubscribers', () => {
  it('deletes the chosen subscribers with their counts and opt-outs, and keeps the rest', async () => {
    const team = await owner('core');
    const second = await newList(team);
    const ann = await newSubscriber(team, 'ann@example.org', [team.listID, second]);
    const bob = await newSubscriber(team, 'bob@example.org', [team.listID]);
    const cy = await newSubscriber(team, 'cy@example.org', []);
    await newSubscriber(team, 'kept@example.org', [team.listID, second]);

    const res = await call('deleteSubscribers', { teamID: team.teamID, ids: [ann, bob, cy, ann] }, { as: team });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 3 });

    expect(await emailsOf(team)).toEqual(['kept@example.org']);
    const after = await dashboard(team);
    expect(after.overviewData.totalSubscribers).toBe(1);
    expect(after.newsletters.map((n) => n.overviewData)).toEqual([
      expect.objectContaining({ totalSubscribers: 1, recentSubscribersCount: 1 }),
      expect.objectContaining({ totalSubscribers: 1, recentSubscribersCount: 1 }),
    ]);
    expect(await storedCounts(team.teamID)).toEqual(await recountedCounts(team.teamID));
    const optOuts = (await consentEvents(team.teamID, ['ann@example.org', 'bob@example.org', 'kept@example.org']))
      .filter(([, , action]) => action === 'opt-out')
      .sort();
    expect(optOuts).toEqual(
      [
        ['ann@example.org', team.listID, 'opt-out', 'deleted by sender'],
        ['ann@example.org', second, 'opt-out', 'deleted by sender'],
        ['bob@example.org', team.listID, 'opt-out', 'deleted by sender'],
      ].sort(),
    );
  });

  it(`deletes the most one call takes (${MAX.bulkSubscriberIDs}) in one call, counters in step`, async () => {
    const team = await owner('scale');
    const imported = ok(await importInto(team, addresses('s', MAX.bulkSubscriberIDs + 2)));
    const ids = imported.createdSubscriberIDs.slice(0, MAX.bulkSubscriberIDs);
    const res = await call('deleteSubscribers', { teamID: team.teamID, ids }, { as: team });
    expect(res.body).toEqual({ deleted: MAX.bulkSubscriberIDs });
    expect((await rowsOf(team, 'subscribers')).map((s) => s.id).sort()).toEqual(
      imported.createdSubscriberIDs.slice(MAX.bulkSubscriberIDs).sort(),
    );
    const counts = await storedCounts(team.teamID);
    expect(counts).toEqual(await recountedCounts(team.teamID));
    expect(counts.team.subscribers).toBe(2);
  });

  it('answers 404 for a subscriber of another team, like a missing one, and deletes nothing', async () => {
    const ann = await owner();
    const bob = await owner();
    const anns = await newSubscriber(ann, 'mine@example.org');
    const bobs = await newSubscriber(bob, 'theirs@example.org');

    const foreign = await call('deleteSubscribers', { teamID: ann.teamID, ids: [anns, bobs] }, { as: ann });
    const missing = await call(
      'deleteSubscribers',
      { teamID: ann.teamID, ids: [anns, UNKNOWN.subscriber] },
      { as: ann },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const otherTeam = await call('deleteSubscribers', { teamID: bob.teamID, ids: [bobs] }, { as: ann });
    expect(otherTeam.status).toBe(404);

    expect(await emailsOf(ann)).toEqual(['mine@example.org']);
    expect(await emailsOf(bob)).toEqual(['theirs@example.org']);
    expect((await dashboard(ann)).overviewData.totalSubscribers).toBe(1);
    expect((await dashboard(bob)).overviewData.totalSubscribers).toBe(1);
  });

  it('refuses no ids and more than one call takes, naming the field', async () => {
    const team = await owner();
    const none = await send('deleteSubscribers', { teamID: team.teamID, ids: [] }, { as: team });
    expect(none.status).toBe(400);
    expect(errorOf(none).fields).toEqual([{ path: 'ids', message: 'Choose at least one subscriber.' }]);
    const id = await newSubscriber(team, 'ann@example.org');
    const many = Array.from({ length: MAX.bulkSubscriberIDs + 1 }, () => id);
    const tooMany = await send('deleteSubscribers', { teamID: team.teamID, ids: many }, { as: team });
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany).fields?.[0]?.path).toBe('ids');
    expect(await emailsOf(team)).toEqual(['ann@example.org']);
  });
});

describe('POST /deleteSubscribers by role', () => {
  // Needs manageSubscribers (owner, admin, editor); a viewer is refused, a stranger told there is no such team.
  const expected = { owner: 200, admin: 200, editor: 200, viewer: 401, 'non-member': 404 } as const;
  it.each(ROLES_AND_STRANGER)('%s', async (who) => {
    const team = await owner();
    const ids = [await newSubscriber(team, 'a@example.org'), await newSubscriber(team, 'b@example.org', [])];
    const user = await actor(team, who);
    const res = await call('deleteSubscribers', { teamID: team.teamID, ids }, { as: user });
    expect(res.status).toBe(expected[who]);
    if (expected[who] === 401) expect(errorOf(res).code).toBe('permission-denied');
    expect(await emailsOf(team)).toEqual(expected[who] === 200 ? [] : ['a@example.org', 'b@example.org']);
  });
});
