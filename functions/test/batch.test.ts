import { IMPORT_AGREEMENT } from '@listkeep/common/src/import';
import { describe, expect, it } from 'vitest';
import { call, errorOf, fieldPaths, ok, send } from './support/client';
import { ROLES_AND_STRANGER, UNKNOWN, actor, owner } from './support/fixtures';
import { importInto, newList, newSubscriber, setLists, subscriberBody } from './support/team-content';
import { dashboard, rowsOf } from './support/team-reads';
import { consentEvents, consentOf, consentWithAddresses, teamDoc } from './support/store';

const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.org`);

describe('POST /batchSubscribers', () => {
  it('splits entries, collapses duplicates and answers created, updated, existing and opted-out addresses', async () => {
    const team = await owner('core');
    const gone = await newSubscriber(team, 'gone@example.org');
    await setLists(team, gone, 'gone@example.org', []);
    await newSubscriber(team, 'here@example.org');
    const other = await newSubscriber(team, 'other@example.org', []);

    const res = await call(
      'batchSubscribers',
      {
        emails: ['new@example.org, NEW@example.org; here@example.org', 'gone@example.org\tother@example.org'],
        newsletterIDs: [team.listID],
        teamID: team.teamID,
        notes: 'Imported 2026-11-21',
        agreed: true,
      },
      { as: team },
    );
    expect(res.status).toBe(200);
    const answer = ok(res);
    expect(answer.createdSubscriberIDs).toHaveLength(1);
    expect(answer).toMatchObject({
      updatedSubscriberIDs: [other],
      alreadyExists: ['here@example.org'],
      optedOut: ['gone@example.org'],
    });
    const rows = await rowsOf(team, 'subscribers');
    const created = rows.find((r) => r.id === answer.createdSubscriberIDs[0]);
    expect(created).toMatchObject({
      subscriberEmail: 'new@example.org',
      notes: 'Imported 2026-11-21',
      subscriptionSource: 'batch import',
      subscriptionMeta: { [team.listID]: { unsubscribedAt: null, source: 'batch import' } },
    });
    const stillGone = rows.find((r) => r.id === gone);
    expect(stillGone?.subscriptionMeta[team.listID].unsubscribedAt).not.toBeNull();
    const overview = await dashboard(team);
    expect(overview.overviewData.totalSubscribers).toBe(4);
    expect(overview.newsletters[0].overviewData.totalSubscribers).toBe(3);
  });

  it('records an import opt-in for each subscription it makes and none for addresses it leaves as they were', async () => {
    const team = await owner('core');
    const second = await newList(team);
    const lists = [team.listID, second];
    const gone = await newSubscriber(team, 'gone@example.org');
    await setLists(team, gone, 'gone@example.org', []);
    await newSubscriber(team, 'here@example.org', lists);
    await newSubscriber(team, 'half@example.org');
    const addresses = ['new@example.org', 'gone@example.org', 'here@example.org', 'half@example.org'];
    const before = await consentEvents(team.teamID, addresses);

    const res = await importInto(
      team,
      ['NEW@example.org here@example.org', 'gone@example.org half@example.org'],
      lists,
    );
    expect(res.status).toBe(200);
    expect(ok(res)).toMatchObject({ alreadyExists: ['here@example.org'], optedOut: ['gone@example.org'] });
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

    const again = await importInto(team, addresses, lists);
    expect(ok(again).createdSubscriberIDs).toEqual([]);
    expect(await consentOf(team.teamID)).toHaveLength(after.length);
    expect(await consentWithAddresses()).toEqual([]);
  });

  it('refuses invalid entries with the "Invalid email(s)" message and a field per entry', async () => {
    const team = await owner();
    const res = await importInto(team, ['ok@example.org bad', 'worse@']);
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe('Invalid email(s) bad, worse@');
    expect(fieldPaths(res)).toEqual(['emails.0', 'emails.1']);
    const empty = await importInto(team, [' , ;']);
    expect(empty.status).toBe(400);
    expect(errorOf(empty).message).toBe('Please enter at least one email address.');
    expect((await dashboard(team)).overviewData.totalSubscribers).toBe(0);
  });

  it("refuses an import without the sender's word that the people agreed to hear from them", async () => {
    const team = await owner();
    const body = { emails: ['ann@example.org'], newsletterIDs: [team.listID], teamID: team.teamID };
    for (const agreed of [undefined, false, 'yes']) {
      const res = await send('batchSubscribers', { ...body, agreed }, { as: team });
      expect(res.status).toBe(400);
      expect(errorOf(res).message).toBe(IMPORT_AGREEMENT.missing);
      expect(fieldPaths(res)).toEqual(['agreed']);
    }
    expect((await dashboard(team)).overviewData.totalSubscribers).toBe(0);
  });

  it('stores the names of pasted mail-program lists and the names and notes of rows', async () => {
    const team = await owner('core');
    const kept = subscriberBody(team.teamID, 'kept@example.org', [team.listID], { subscriberName: 'Kept Name' });
    expect((await call('createSubscriber', kept, { as: team })).status).toBe(201);
    const unnamed = await newSubscriber(team, 'unnamed@example.org', []);
    const emails = [
      'Ann Lee <ann@example.org>; "Lee, Bob" <bob@example.org>',
      { email: 'cy@example.org', name: 'Cy Young', notes: 'Met at the fair' },
      { email: 'kept@example.org', name: 'Other Name' },
      { email: 'unnamed@example.org', name: 'Now Named' },
    ];
    const input = {
      emails,
      newsletterIDs: [team.listID],
      teamID: team.teamID,
      notes: 'Imported 2026-11-23',
      agreed: true as const,
    };
    const res = await call('batchSubscribers', input, { as: team });
    expect(res.status).toBe(200);
    expect(ok(res)).toMatchObject({ updatedSubscriberIDs: [unnamed], alreadyExists: ['kept@example.org'] });
    const rows = await rowsOf(team, 'subscribers');
    const byEmail = Object.fromEntries(rows.map((r) => [r.subscriberEmail, [r.subscriberName, r.notes]]));
    expect(byEmail).toEqual({
      'ann@example.org': ['Ann Lee', 'Imported 2026-11-23'],
      'bob@example.org': ['Lee, Bob', 'Imported 2026-11-23'],
      'cy@example.org': ['Cy Young', 'Imported 2026-11-23\nMet at the fair'],
      // A name fills an empty one and never replaces one the sender kept; existing notes stay.
      'kept@example.org': ['Kept Name', ''],
      'unnamed@example.org': ['Now Named', ''],
    });
  });

  it('refuses a row whose address is not one, naming its entry', async () => {
    const team = await owner();
    const res = await importInto(team, ['ok@example.org', { email: 'Ann Lee <ann@example.org>', name: 'Ann' }]);
    expect(res.status).toBe(400);
    expect(fieldPaths(res)).toEqual(['emails.1']);
  });

  it('refuses the whole call past the plan, saying how many still fit; the first that fit go in', async () => {
    const team = await owner('starter');
    await importInto(team, addresses('a', 40));
    const res = await importInto(team, addresses('b', 23));
    expect(res.status).toBe(402);
    expect(errorOf(res)).toEqual({
      code: 'tier-limit',
      message:
        'The Starter plan allows 50 subscribers; this import would bring the team to 63. Upgrade to Core to add more.',
      limit: { allowed: 50, room: 10 },
    });
    expect(await consentOf(team.teamID)).toHaveLength(40);

    // Addresses already there do not count against the limit.
    const mixed = await importInto(team, [...addresses('a', 40), ...addresses('c', 5)]);
    expect(ok(mixed).createdSubscriberIDs).toHaveLength(5);

    // The room shrank since the refusal: the first ten are refused whole again, with the new room.
    await newSubscriber(team, 'meanwhile@example.org');
    const late = await importInto(team, addresses('b', 23).slice(0, 10));
    expect(late.status).toBe(402);
    expect(errorOf(late).limit).toEqual({ allowed: 50, room: 4 });
    const fit = await importInto(team, addresses('b', 23).slice(0, 4));
    expect(ok(fit).createdSubscriberIDs).toHaveLength(4);
    expect((await teamDoc(team.teamID)).counters.subscribers).toBe(50);
    expect(errorOf(await importInto(team, ['one-more@example.org'])).limit).toEqual({ allowed: 50, room: 0 });
  });

  it('lets only one of two imports racing at the limit through', async () => {
    const team = await owner('starter');
    const answers = await Promise.all(['x', 'y', 'z'].map((prefix) => importInto(team, addresses(prefix, 30))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 402, 402]);
    expect((await teamDoc(team.teamID)).counters.subscribers).toBe(30);
    expect(await consentOf(team.teamID)).toHaveLength(30);
    expect(Object.keys((await teamDoc(team.teamID)).reservations ?? {})).toEqual([]);
  });

  it('takes 10 000 addresses in one call and refuses more', async () => {
    const team = await owner('scale');
    const res = await importInto(team, addresses('big', 10_000));
    expect(res.status).toBe(200);
    expect(ok(res).createdSubscriberIDs).toHaveLength(10_000);
    expect(await consentOf(team.teamID)).toHaveLength(10_000);
    // On Firestore that is 41 transactions, most of them side by side, each counting on the history entry.
    const history = ok(await call('importHistory', { teamID: team.teamID }, { as: team })).imports;
    expect(history).toMatchObject([{ id: ok(res).importID, created: 10_000, added: 0 }]);
    const over = await importInto(team, addresses('more', 10_001));
    expect(over.status).toBe(400);
    const list = await call('newsletterSubscribers', { newsletterID: team.listID }, { as: team });
    expect(ok(list).subscribers).toHaveLength(10_000);
  });

  it('answers lists of another team like missing ones', async () => {
    const ann = await owner();
    const bob = await owner();
    const foreign = await importInto(ann, ['a@example.org'], [bob.listID]);
    const missing = await importInto(ann, ['a@example.org'], [UNKNOWN.list]);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });

  const expected = { owner: 200, admin: 200, editor: 200, viewer: 401, 'non-member': 404 } as const;
  it.each(ROLES_AND_STRANGER)('by role: %s', async (who) => {
    const team = await owner();
    const user = await actor(team, who);
    const res = await importInto(team, ['a@example.org'], [team.listID], user);
    expect(res.status).toBe(expected[who]);
  });
});
