import { describe, expect, it } from 'vitest';
import { get, post } from './support/api';
import { ROLES_AND_STRANGER, UNKNOWN, actor, newsletterBody, owner, put, subscriberBody } from './support/fixtures';
import { consentEvents, consentOf, consentWithAddresses, teamDoc } from './support/store';

const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.org`);

describe('POST /batchSubscribers', () => {
  it('splits entries, collapses duplicates and answers created, updated, existing and opted-out addresses', async () => {
    const team = await owner('solo');
    const gone = (
      await post('/subscribers', subscriberBody(team.teamID, 'gone@example.org', [team.listID]), team.idToken)
    ).body.id;
    await put(`/subscribers/${gone}`, subscriberBody(team.teamID, 'gone@example.org', []), team.idToken);
    await post('/subscribers', subscriberBody(team.teamID, 'here@example.org', [team.listID]), team.idToken);
    const other = (await post('/subscribers', subscriberBody(team.teamID, 'other@example.org', []), team.idToken)).body
      .id;

    const res = await post(
      '/batchSubscribers',
      {
        emails: ['new@example.org, NEW@example.org; here@example.org', 'gone@example.org\tother@example.org'],
        newsletterIDs: [team.listID],
        teamID: team.teamID,
        notes: 'Imported 2026-11-21',
      },
      team.idToken,
    );
    expect(res.status).toBe(200);
    expect(res.body.createdSubscriberIDs).toHaveLength(1);
    expect(res.body).toMatchObject({
      updatedSubscriberIDs: [other],
      alreadyExists: ['here@example.org'],
      optedOut: ['gone@example.org'],
    });
    const rows = (await get(`/getDashboardItem?type=subscribers&teamID=${team.teamID}`, team.idToken)).body.data;
    const created = rows.find((r: { id: string }) => r.id === res.body.createdSubscriberIDs[0]);
    expect(created).toMatchObject({
      subscriberEmail: 'new@example.org',
      notes: 'Imported 2026-11-21',
      subscriptionSource: 'batch import',
      subscriptionMeta: { [team.listID]: { unsubscribedAt: null, source: 'batch import' } },
    });
    const stillGone = rows.find((r: { id: string }) => r.id === gone);
    expect(stillGone.subscriptionMeta[team.listID].unsubscribedAt).not.toBeNull();
    const overview = (await get(`/getDashboardData?teamID=${team.teamID}`, team.idToken)).body;
    expect(overview.overviewData.totalSubscribers).toBe(4);
    expect(overview.newsletters[0].overviewData.totalSubscribers).toBe(3);
  });

  it('records an import opt-in for each subscription it makes and none for addresses it leaves as they were', async () => {
    const team = await owner('solo');
    const second = (await post('/newsletters', newsletterBody(team.teamID), team.idToken)).body.id;
    const lists = [team.listID, second];
    const gone = (
      await post('/subscribers', subscriberBody(team.teamID, 'gone@example.org', [team.listID]), team.idToken)
    ).body.id;
    await put(`/subscribers/${gone}`, subscriberBody(team.teamID, 'gone@example.org', []), team.idToken);
    await post('/subscribers', subscriberBody(team.teamID, 'here@example.org', lists), team.idToken);
    await post('/subscribers', subscriberBody(team.teamID, 'half@example.org', [team.listID]), team.idToken);
    const addresses = ['new@example.org', 'gone@example.org', 'here@example.org', 'half@example.org'];
    const before = await consentEvents(team.teamID, addresses);

    const res = await post(
      '/batchSubscribers',
      {
        emails: ['NEW@example.org here@example.org', 'gone@example.org half@example.org'],
        newsletterIDs: lists,
        teamID: team.teamID,
      },
      team.idToken,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ alreadyExists: ['here@example.org'], optedOut: ['gone@example.org'] });
    const after = await consentEvents(team.teamID, addresses);
    expect(after.filter((row) => row[3] === 'import')).toEqual(
      [
        ['new@example.org', team.listID, 'opt-in', 'import'],
        ['new@example.org', second, 'opt-in', 'import'],
        ['half@example.org', second, 'opt-in', 'import'],
        // gone@ is kept off the list it left; the other list is new to it.
        ['gone@example.org', second, 'opt-in', 'import'],
      ].sort(),
    );
    expect(after).toHaveLength(before.length + 4);

    const again = await post(
      '/batchSubscribers',
      { emails: addresses, newsletterIDs: lists, teamID: team.teamID },
      team.idToken,
    );
    expect(again.body.createdSubscriberIDs).toEqual([]);
    expect(await consentOf(team.teamID)).toHaveLength(after.length);
    expect(await consentWithAddresses()).toEqual([]);
  });

  it('refuses invalid entries with the spec message and a field per entry', async () => {
    const team = await owner();
    const res = await post(
      '/batchSubscribers',
      { emails: ['ok@example.org bad', 'worse@'], newsletterIDs: [team.listID], teamID: team.teamID },
      team.idToken,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Invalid email(s) bad, worse@');
    expect(res.body.error.fields.map((f: { path: string }) => f.path)).toEqual(['emails.0', 'emails.1']);
    const empty = await post(
      '/batchSubscribers',
      { emails: [' , ;'], newsletterIDs: [team.listID], teamID: team.teamID },
      team.idToken,
    );
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Please enter at least one email address.');
    expect(
      (await get(`/getDashboardData?teamID=${team.teamID}`, team.idToken)).body.overviewData.totalSubscribers,
    ).toBe(0);
  });

  it('refuses the whole call past the plan with a message naming plan and total', async () => {
    const team = await owner('free');
    await post(
      '/batchSubscribers',
      { emails: addresses('a', 40), newsletterIDs: [team.listID], teamID: team.teamID },
      team.idToken,
    );
    const res = await post(
      '/batchSubscribers',
      { emails: addresses('b', 23), newsletterIDs: [team.listID], teamID: team.teamID },
      team.idToken,
    );
    expect(res.status).toBe(402);
    expect(res.body.error).toEqual({
      code: 'tier-limit',
      message: 'The Starter plan allows 50 subscribers; this import would bring the team to 63.',
    });
    expect(await consentOf(team.teamID)).toHaveLength(40);
    // Addresses already there do not count against the limit.
    const mixed = await post(
      '/batchSubscribers',
      { emails: [...addresses('a', 40), ...addresses('c', 10)], newsletterIDs: [team.listID], teamID: team.teamID },
      team.idToken,
    );
    expect(mixed.status).toBe(200);
    expect(mixed.body.createdSubscriberIDs).toHaveLength(10);
  });

  it('lets only one of two imports racing at the limit through', async () => {
    const team = await owner('free');
    const call = (prefix: string) =>
      post(
        '/batchSubscribers',
        { emails: addresses(prefix, 30), newsletterIDs: [team.listID], teamID: team.teamID },
        team.idToken,
      );
    const answers = await Promise.all([call('x'), call('y'), call('z')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 402, 402]);
    expect((await teamDoc(team.teamID)).counters.subscribers).toBe(30);
    expect(await consentOf(team.teamID)).toHaveLength(30);
    expect(Object.keys((await teamDoc(team.teamID)).reservations ?? {})).toEqual([]);
  });

  it('takes 10 000 addresses in one call and refuses more', async () => {
    const team = await owner('business');
    const res = await post(
      '/batchSubscribers',
      { emails: addresses('big', 10_000), newsletterIDs: [team.listID], teamID: team.teamID },
      team.idToken,
    );
    expect(res.status).toBe(200);
    expect(res.body.createdSubscriberIDs).toHaveLength(10_000);
    expect(await consentOf(team.teamID)).toHaveLength(10_000);
    const over = await post(
      '/batchSubscribers',
      { emails: addresses('more', 10_001), newsletterIDs: [team.listID], teamID: team.teamID },
      team.idToken,
    );
    expect(over.status).toBe(400);
    const list = await get(`/newsletterSubscribers/${team.listID}`, team.idToken);
    expect(list.body.subscribers).toHaveLength(10_000);
  });

  it('answers lists of another team like missing ones', async () => {
    const ann = await owner();
    const bob = await owner();
    const foreign = await post(
      '/batchSubscribers',
      { emails: ['a@example.org'], newsletterIDs: [bob.listID], teamID: ann.teamID },
      ann.idToken,
    );
    const missing = await post(
      '/batchSubscribers',
      { emails: ['a@example.org'], newsletterIDs: [UNKNOWN.list], teamID: ann.teamID },
      ann.idToken,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });

  const expected = { owner: 200, admin: 200, editor: 200, viewer: 401, 'non-member': 404 } as const;
  it.each(ROLES_AND_STRANGER)('by role: %s', async (who) => {
    const team = await owner();
    const user = await actor(team, who);
    const res = await post(
      '/batchSubscribers',
      { emails: ['a@example.org'], newsletterIDs: [team.listID], teamID: team.teamID },
      user.idToken,
    );
    expect(res.status).toBe(expected[who]);
  });
});
