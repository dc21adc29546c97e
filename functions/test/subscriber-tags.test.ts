/**
 * Tags on subscribers (docs/product.md §3, §5, §6): set with a subscriber,
 * added or removed on many at once, narrowing a list's copy; reserved to the
 * plans with `tags`, and kept read-only when a team's plan loses them.
 */
import { MAX, TAG_MESSAGES, featureNotOnPlanMessage, type Tier } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { call, errorOf, ok, send } from './support/client';
import { ROLES_AND_STRANGER, UNKNOWN, actor, owner, type Owner } from './support/fixtures';
import { setTier } from './support/store';
import { importInto, newList, newSubscriber, subscriberBody } from './support/team-content';
import { rowsOf } from './support/team-reads';

/** Each subscriber's address and tags, as the dashboard's table reads them. */
const tagsByEmail = async (team: Owner) =>
  Object.fromEntries((await rowsOf(team, 'subscribers')).map((s) => [s.subscriberEmail, s.tags]));

const tagged = async (team: Owner, email: string, tags: string[], lists = [team.listID]) =>
  ok(await call('createSubscriber', subscriberBody(team.teamID, email, lists, { tags }), { as: team })).id;

const copy = async (team: Owner, tag?: string) =>
  call('newsletterSubscribers', { newsletterID: team.listID, ...(tag === undefined ? {} : { tag }) }, { as: team });

const PLANS_WITHOUT: Tier[] = ['starter', 'core'];
const PLANS_WITH: Tier[] = ['group', 'scale'];

describe('tags on one subscriber', () => {
  it.each(PLANS_WITH)(
    'on %s: stored with one spelling each, shown on the dashboard, changed by an edit',
    async (tier) => {
      const team = await owner(tier);
      const id = await tagged(team, 'ann@example.org', [' VIP ', 'vip', 'Book club']);
      await newSubscriber(team, 'bob@example.org');
      expect(await tagsByEmail(team)).toEqual({ 'ann@example.org': ['VIP', 'Book club'], 'bob@example.org': [] });

      const edit = { ...subscriberBody(team.teamID, 'ann@example.org', [team.listID], { tags: ['Donor'] }), id };
      ok(await call('updateSubscriber', edit, { as: team }));
      expect((await tagsByEmail(team))['ann@example.org']).toEqual(['Donor']);

      // An edit that leaves tags out keeps them.
      const rename = {
        ...subscriberBody(team.teamID, 'ann@example.org', [team.listID], { subscriberName: 'Ann' }),
        id,
      };
      ok(await call('updateSubscriber', rename, { as: team }));
      expect((await tagsByEmail(team))['ann@example.org']).toEqual(['Donor']);
    },
  );

  it('keeps the tags when an edit moves the subscriber to a new address', async () => {
    const team = await owner('group');
    const id = await tagged(team, 'ann@example.org', ['VIP']);
    const moved = { ...subscriberBody(team.teamID, 'ann@elsewhere.org', [team.listID]), id };
    ok(await call('updateSubscriber', moved, { as: team }));
    expect(await tagsByEmail(team)).toEqual({ 'ann@elsewhere.org': ['VIP'] });
  });

  it.each(PLANS_WITHOUT)('on %s: refused with 402 naming the plan, and nothing is stored', async (tier) => {
    const team = await owner(tier);
    const res = await call(
      'createSubscriber',
      subscriberBody(team.teamID, 'ann@example.org', [team.listID], { tags: ['VIP'] }),
      {
        as: team,
      },
    );
    expect(res.status).toBe(402);
    expect(errorOf(res)).toMatchObject({ code: 'tier-limit', message: featureNotOnPlanMessage('tags', tier) });
    expect(await tagsByEmail(team)).toEqual({});

    // No tags, or none at all, is an ordinary subscriber.
    await tagged(team, 'bob@example.org', []);
    const id = await newSubscriber(team, 'cy@example.org');
    const edit = { ...subscriberBody(team.teamID, 'cy@example.org', [team.listID], { tags: ['VIP'] }), id };
    const refused = await call('updateSubscriber', edit, { as: team });
    expect(refused.status).toBe(402);
    expect(await tagsByEmail(team)).toEqual({ 'bob@example.org': [], 'cy@example.org': [] });
  });

  it('keeps the tags, read-only, when the plan lapses: other edits pass, tag changes are refused', async () => {
    const team = await owner('group');
    const id = await tagged(team, 'ann@example.org', ['VIP', 'Donor']);
    await setTier(team.teamID, 'starter');

    expect(await tagsByEmail(team)).toEqual({ 'ann@example.org': ['VIP', 'Donor'] });
    const unchanged = { tags: ['Donor', 'VIP'], subscriberName: 'Ann' };
    ok(
      await call(
        'updateSubscriber',
        { ...subscriberBody(team.teamID, 'ann@example.org', [team.listID], unchanged), id },
        { as: team },
      ),
    );
    const left = { subscriberName: 'Ann Lee' };
    ok(
      await call(
        'updateSubscriber',
        { ...subscriberBody(team.teamID, 'ann@example.org', [team.listID], left), id },
        { as: team },
      ),
    );

    for (const tags of [[], ['VIP'], ['vip', 'Donor']]) {
      const change = {
        ...subscriberBody(team.teamID, 'ann@example.org', [team.listID], { tags, subscriberName: 'X' }),
        id,
      };
      const res = await call('updateSubscriber', change, { as: team });
      expect(res.status).toBe(402);
      expect(errorOf(res).message).toBe(featureNotOnPlanMessage('tags', 'starter'));
    }
    const [row] = await rowsOf(team, 'subscribers');
    expect(row).toMatchObject({ subscriberName: 'Ann Lee', tags: ['VIP', 'Donor'] });
    expect((await copy(team, 'VIP')).status).toBe(402);
  });

  it('refuses bad tags with 400 naming the field, and stores nothing', async () => {
    const team = await owner('scale');
    const cases: [unknown, string][] = [
      [['a\nb'], TAG_MESSAGES.oneLine],
      [['  '], TAG_MESSAGES.empty],
      [['x'.repeat(MAX.tag + 1)], TAG_MESSAGES.tooLong],
      [Array.from({ length: MAX.tagsPerSubscriber + 1 }, (_, i) => `t${i}`), TAG_MESSAGES.tooMany],
    ];
    for (const [tags, message] of cases) {
      const res = await send(
        'createSubscriber',
        { ...subscriberBody(team.teamID, 'ann@example.org', []), tags },
        { as: team },
      );
      expect(res.status).toBe(400);
      expect(errorOf(res).fields?.[0]).toMatchObject({ path: expect.stringMatching(/^tags/), message });
    }
    const notList = await send(
      'createSubscriber',
      { ...subscriberBody(team.teamID, 'ann@example.org', []), tags: 'VIP' },
      { as: team },
    );
    expect(notList.status).toBe(400);
    expect(await tagsByEmail(team)).toEqual({});
  });
});

describe('POST /subscriberTags', () => {
  it('adds a tag to the chosen subscribers and removes one, keeping one spelling each', async () => {
    const team = await owner('group');
    const ann = await tagged(team, 'ann@example.org', ['vip']);
    const bob = await tagged(team, 'bob@example.org', ['Donor']);
    await tagged(team, 'cy@example.org', ['Donor']);

    const added = await call(
      'subscriberTags',
      { teamID: team.teamID, subscriberIDs: [ann, bob, ann], add: ' VIP ' },
      { as: team },
    );
    expect(added.body).toEqual({ updated: 1 });
    expect(await tagsByEmail(team)).toEqual({
      'ann@example.org': ['vip'],
      'bob@example.org': ['Donor', 'VIP'],
      'cy@example.org': ['Donor'],
    });

    const removed = await call(
      'subscriberTags',
      { teamID: team.teamID, subscriberIDs: [ann, bob], remove: 'DONOR' },
      { as: team },
    );
    expect(removed.body).toEqual({ updated: 1 });
    const both = { teamID: team.teamID, subscriberIDs: [ann, bob], add: 'Spring', remove: 'VIP' };
    expect(ok(await call('subscriberTags', both, { as: team }))).toEqual({ updated: 2 });
    expect(await tagsByEmail(team)).toEqual({
      'ann@example.org': ['Spring'],
      'bob@example.org': ['Spring'],
      'cy@example.org': ['Donor'],
    });
  });

  it(`tags the most one call takes (${MAX.bulkSubscriberIDs}) at once`, async () => {
    const team = await owner('scale');
    const emails = Array.from({ length: MAX.bulkSubscriberIDs }, (_, i) => `s${i}@example.org`);
    const ids = ok(await importInto(team, emails)).createdSubscriberIDs;
    expect(
      ok(await call('subscriberTags', { teamID: team.teamID, subscriberIDs: ids, add: 'Spring' }, { as: team })),
    ).toEqual({
      updated: MAX.bulkSubscriberIDs,
    });
    expect(ok(await copy(team, 'spring')).subscribers).toHaveLength(MAX.bulkSubscriberIDs);
  });

  it.each(PLANS_WITHOUT)('on %s: refused with 402, and nothing changes', async (tier) => {
    const team = await owner('group');
    const ann = await tagged(team, 'ann@example.org', ['VIP']);
    await setTier(team.teamID, tier);
    for (const change of [{ add: 'Donor' }, { remove: 'VIP' }]) {
      const res = await call('subscriberTags', { teamID: team.teamID, subscriberIDs: [ann], ...change }, { as: team });
      expect(res.status).toBe(402);
      expect(errorOf(res).message).toBe(featureNotOnPlanMessage('tags', tier));
    }
    // The plan is checked before the subscribers: an unknown id changes nothing about the answer.
    const unknown = { teamID: team.teamID, subscriberIDs: [ann, UNKNOWN.subscriber], add: 'Donor' };
    expect((await call('subscriberTags', unknown, { as: team })).status).toBe(402);
    expect(await tagsByEmail(team)).toEqual({ 'ann@example.org': ['VIP'] });
  });

  it('answers 404 for a subscriber of another team, like a missing one, and changes nothing', async () => {
    const ann = await owner('group');
    const bob = await owner('group');
    const anns = await tagged(ann, 'mine@example.org', []);
    const bobs = await tagged(bob, 'theirs@example.org', []);

    const foreign = await call(
      'subscriberTags',
      { teamID: ann.teamID, subscriberIDs: [anns, bobs], add: 'X' },
      { as: ann },
    );
    const missing = await call(
      'subscriberTags',
      { teamID: ann.teamID, subscriberIDs: [anns, UNKNOWN.subscriber], add: 'X' },
      { as: ann },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(
      (await call('subscriberTags', { teamID: bob.teamID, subscriberIDs: [bobs], add: 'X' }, { as: ann })).status,
    ).toBe(404);
    expect(await tagsByEmail(ann)).toEqual({ 'mine@example.org': [] });
    expect(await tagsByEmail(bob)).toEqual({ 'theirs@example.org': [] });
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const team = await owner('group');
    const full = Array.from({ length: MAX.tagsPerSubscriber }, (_, i) => `t${i}`);
    const ann = await tagged(team, 'ann@example.org', full);
    const bob = await tagged(team, 'bob@example.org', []);
    const base = { teamID: team.teamID, subscriberIDs: [ann, bob] };
    const cases: [unknown, string][] = [
      [{ ...base }, 'add'],
      [{ ...base, add: 'a,b' }, 'add'],
      [{ ...base, remove: '' }, 'remove'],
      [{ ...base, add: 'VIP', remove: 'vip' }, 'remove'],
      [{ ...base, subscriberIDs: [], add: 'VIP' }, 'subscriberIDs'],
      [
        { ...base, subscriberIDs: Array.from({ length: MAX.bulkSubscriberIDs + 1 }, () => ann), add: 'VIP' },
        'subscriberIDs',
      ],
      // Ann has as many tags as a subscriber may have.
      [{ ...base, add: 'One more' }, 'add'],
    ];
    for (const [input, field] of cases) {
      const res = await send('subscriberTags', input, { as: team });
      expect(res.status).toBe(400);
      expect(errorOf(res).fields?.[0]?.path).toBe(field);
    }
    expect(await tagsByEmail(team)).toEqual({ 'ann@example.org': full, 'bob@example.org': [] });
    // Adding one Ann already has fits.
    expect(ok(await call('subscriberTags', { ...base, add: 'T0' }, { as: team }))).toEqual({ updated: 1 });
  });
});

describe('POST /subscriberTags by role', () => {
  // Needs manageSubscribers (owner, admin, editor); a viewer is refused, a stranger told there is no such team.
  const expected = { owner: 200, admin: 200, editor: 200, viewer: 401, 'non-member': 404 } as const;
  it.each(ROLES_AND_STRANGER)('%s', async (who) => {
    const team = await owner('group');
    const id = await tagged(team, 'ann@example.org', []);
    const res = await call(
      'subscriberTags',
      { teamID: team.teamID, subscriberIDs: [id], add: 'VIP' },
      { as: await actor(team, who) },
    );
    expect(res.status).toBe(expected[who]);
    expect(await tagsByEmail(team)).toEqual({ 'ann@example.org': expected[who] === 200 ? ['VIP'] : [] });
  });
});

describe('importing tags', () => {
  it("stores each row's tags, and adds them to a subscriber the team has", async () => {
    const team = await owner('group');
    await tagged(team, 'ann@example.org', ['VIP']);
    const rows = [
      { email: 'ann@example.org', tags: ['donor', 'vip'] },
      { email: 'bob@example.org', tags: ['Book club'] },
      { email: 'cy@example.org' },
    ];
    ok(await importInto(team, rows));
    expect(await tagsByEmail(team)).toEqual({
      'ann@example.org': ['VIP', 'donor'],
      'bob@example.org': ['Book club'],
      'cy@example.org': [],
    });
  });

  it.each(PLANS_WITHOUT)('on %s: an import with tags is refused with 402 and imports nothing', async (tier) => {
    const team = await owner(tier);
    const res = await importInto(team, [{ email: 'ann@example.org', tags: ['VIP'] }]);
    expect(res.status).toBe(402);
    expect(errorOf(res).message).toBe(featureNotOnPlanMessage('tags', tier));
    expect(await tagsByEmail(team)).toEqual({});
    ok(await importInto(team, [{ email: 'ann@example.org' }]));
    expect(await tagsByEmail(team)).toEqual({ 'ann@example.org': [] });
  });
});

describe('GET /teamTags', () => {
  it('names every tag the team’s subscribers have, once each as the first to have it spells it, and not another team’s', async () => {
    const team = await owner('group');
    const id = await tagged(team, 'ann@example.org', ['VIP', 'Choir']);
    ok(await importInto(team, [{ email: 'bob@example.org', tags: ['Book club', 'vip'] }]));
    const other = await owner('group');
    await tagged(other, 'cy@example.org', ['Elsewhere']);
    expect(ok(await call('teamTags', { teamID: team.teamID }, { as: team })).tags).toEqual([
      'Book club',
      'Choir',
      'VIP',
    ]);

    // A tag taken off everyone who had it is no longer offered.
    ok(await call('subscriberTags', { teamID: team.teamID, subscriberIDs: [id], remove: 'Choir' }, { as: team }));
    expect(ok(await call('teamTags', { teamID: team.teamID }, { as: team })).tags).toEqual(['Book club', 'VIP']);
  });
});

describe('copying a list by tag', () => {
  it('narrows the addresses on the list to those with the tag, compared without case', async () => {
    const team = await owner('group');
    const other = await newList(team);
    await tagged(team, 'ann@example.org', ['VIP']);
    await tagged(team, 'bob@example.org', ['vip', 'Donor']);
    await tagged(team, 'cy@example.org', ['Donor']);
    await tagged(team, 'dee@example.org', ['VIP'], [other]);

    expect(ok(await copy(team, 'Vip')).subscribers.sort()).toEqual(['ann@example.org', 'bob@example.org']);
    expect(ok(await copy(team, 'nobody')).subscribers).toEqual([]);
    expect(ok(await copy(team)).subscribers.sort()).toEqual(['ann@example.org', 'bob@example.org', 'cy@example.org']);

    // An email log entry's copy is its whole list: it takes no tag.
    const emailID = ok(await call('createEmail', { subject: 'Hi', newsletterID: team.listID }, { as: team })).id;
    expect((await send('emailSubscribers', { emailID, tag: 'donor' }, { as: team })).status).toBe(400);
  });

  it.each(PLANS_WITHOUT)('on %s: a tag is refused with 402; the whole list still copies', async (tier) => {
    const team = await owner(tier);
    await newSubscriber(team, 'ann@example.org');
    const res = await copy(team, 'VIP');
    expect(res.status).toBe(402);
    expect(errorOf(res).message).toBe(featureNotOnPlanMessage('tags', tier));
    expect(ok(await copy(team)).subscribers).toEqual(['ann@example.org']);
  });

  it("answers another team's list with 404 and a bad tag with 400", async () => {
    const ann = await owner('group');
    const bob = await owner('group');
    await tagged(bob, 'theirs@example.org', ['VIP']);
    expect((await call('newsletterSubscribers', { newsletterID: bob.listID, tag: 'VIP' }, { as: ann })).status).toBe(
      404,
    );
    const bad = await send('newsletterSubscribers', { newsletterID: ann.listID, tag: 'a\nb' }, { as: ann });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual([{ path: 'tag', message: TAG_MESSAGES.oneLine }]);
  });
});
