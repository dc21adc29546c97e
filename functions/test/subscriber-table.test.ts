/**
 * GET /getDashboardItem?type=subscribers as a long table reads it: a page at
 * a time, sorted, filtered by list, status and tag, searched by the
 * beginning of an address or a name, with the total of every match.
 */
import {
  MAX,
  SUBSCRIBER_QUERY_MESSAGES,
  SUBSCRIBER_SORTS,
  searchKey,
  type CallInput,
  type Subscriber,
} from '@listkeep/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, fieldPaths, ok, send } from './support/client';
import { owner, type Owner } from './support/fixtures';
import { importInto, newList, optOutByLink, setLists } from './support/team-content';

type TableInput = Omit<CallInput<'getDashboardItem'>, 'type' | 'teamID' | 'cursor' | 'limit'>;

/** Every page of the table for `input`, `limit` rows at a time: the rows in order, and each page's total. */
async function readAll(team: Owner, input: TableInput, limit = 3) {
  const rows: Subscriber[] = [];
  const totals: (number | null)[] = [];
  let cursor: string | undefined;
  do {
    const page = ok(
      await call(
        'getDashboardItem',
        { type: 'subscribers', teamID: team.teamID, limit, cursor, ...input },
        { as: team },
      ),
    );
    rows.push(...(page.data as Subscriber[]));
    totals.push(page.total);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { rows, emails: rows.map((s) => s.subscriberEmail.toLowerCase()), totals };
}

const sorted = (values: string[]) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

// Addresses with names of mixed case, some tagged, spread over two lists.
const PEOPLE = [
  { email: 'ann@example.org', name: 'Ann Archer', tags: ['News'] },
  { email: 'Anton@example.org', name: 'anton Brook', tags: [] },
  { email: 'bea@example.org', name: 'Bea Brook', tags: ['news', 'VIP'] },
  { email: 'bob@example.org', name: '', tags: [] },
  { email: 'carl@example.org', name: 'Carl Annan', tags: ['VIP'] },
  { email: 'cora@example.org', name: '', tags: [] },
  { email: 'dan@example.org', name: 'Dan Dune', tags: [] },
  { email: 'dora@example.org', name: 'Dora', tags: ['news'] },
];
const ALL = PEOPLE.map((p) => p.email.toLowerCase());

describe('GET /getDashboardItem: the subscribers table', () => {
  let team: Owner;
  let other: string;
  beforeAll(async () => {
    team = await owner('group');
    other = await newList(team, { newsletterName: 'Other list' });
    ok(await importInto(team, PEOPLE, [team.listID]));
    ok(await importInto(team, ['dan@example.org', 'dora@example.org', 'eve@example.org'], [other]));
    const ids = new Map((await readAll(team, {}, MAX.pageSize)).rows.map((s) => [s.subscriberEmail, s.id]));
    // Bob leaves the first list; Cora leaves every list; Dan moves to the other list only.
    ok(await setLists(team, ids.get('bob@example.org')!, 'bob@example.org', []));
    ok(await setLists(team, ids.get('cora@example.org')!, 'cora@example.org', []));
    ok(await setLists(team, ids.get('dan@example.org')!, 'dan@example.org', [other]));
  });

  it('pages every sort, both ways, returning each subscriber exactly once in order with the total', async () => {
    const everyone = [...ALL, 'eve@example.org'];
    for (const sort of SUBSCRIBER_SORTS) {
      const { rows, emails, totals } = await readAll(team, { sort });
      expect(sorted(emails), sort).toEqual(sorted(everyone));
      expect(new Set(totals), sort).toEqual(new Set([everyone.length]));
      const keys = sort.endsWith('email')
        ? emails
        : sort.endsWith('name')
          ? rows.map((s) => searchKey(s.subscriberName))
          : null;
      const times = rows.map((s) => s.createdAt!.seconds * 1e9 + s.createdAt!.nanoseconds);
      const falling = sort.startsWith('-');
      const inOrder = (list: (string | number)[]) =>
        list.every((v, i) => i === 0 || (falling ? list[i - 1] >= v : list[i - 1] <= v));
      expect(inOrder(keys ?? times), sort).toBe(true);
    }
    // Without a sort: newest first, as the table opens.
    const { emails } = await readAll(team, {});
    expect(emails[0]).toBe('eve@example.org');
  });

  it('leaves the count out on every page when asked to skip it, the rows the same', async () => {
    const counted = await readAll(team, { sort: 'email' });
    const skipped = await readAll(team, { sort: 'email', total: 'skip' });
    expect(skipped.emails).toEqual(counted.emails);
    expect(new Set(skipped.totals)).toEqual(new Set([null]));
  });

  it('filters by list, by status on a list or on any, and by tag without case', async () => {
    const matches = async (input: TableInput) => {
      const { emails, totals } = await readAll(team, { ...input, sort: 'email' }, 2);
      expect(new Set(totals)).toEqual(new Set([emails.length]));
      return emails;
    };
    // On the first list, subscribed or not.
    expect(await matches({ newsletterID: team.listID })).toEqual(
      sorted([
        'ann@example.org',
        'anton@example.org',
        'bea@example.org',
        'bob@example.org',
        'carl@example.org',
        'cora@example.org',
        'dan@example.org',
        'dora@example.org',
      ]),
    );
    expect(await matches({ newsletterID: team.listID, status: 'unsubscribed' })).toEqual([
      'bob@example.org',
      'cora@example.org',
      'dan@example.org',
    ]);
    expect(await matches({ newsletterID: other, status: 'subscribed' })).toEqual([
      'dan@example.org',
      'dora@example.org',
      'eve@example.org',
    ]);
    // Over all lists: on none now.
    expect(await matches({ status: 'unsubscribed' })).toEqual(['bob@example.org', 'cora@example.org']);
    expect(await matches({ status: 'subscribed' })).toHaveLength(ALL.length + 1 - 2);
    expect(await matches({ tag: 'NEWS' })).toEqual(['ann@example.org', 'bea@example.org', 'dora@example.org']);
    expect(await matches({ tag: 'vip' })).toEqual(['bea@example.org', 'carl@example.org']);
  });

  it('filters by a tag together with a list, a status, or both, paging each with its exact total', async () => {
    const ids = new Map((await readAll(team, {}, MAX.pageSize)).rows.map((s) => [s.subscriberEmail, s.id]));
    const gold = ['bea@example.org', 'bob@example.org', 'dan@example.org'].map((email) => ids.get(email)!);
    ok(await call('subscriberTags', { teamID: team.teamID, subscriberIDs: gold, add: 'Gold' }, { as: team }));
    const matches = async (input: TableInput) => {
      for (const limit of [1, 2]) {
        const { emails, totals } = await readAll(team, { ...input, sort: 'email' }, limit);
        expect(new Set(totals), JSON.stringify(input)).toEqual(new Set([emails.length]));
        if (limit === 2) return emails;
      }
    };
    const first = team.listID;
    expect(await matches({ tag: 'gold', newsletterID: first })).toEqual([
      'bea@example.org',
      'bob@example.org',
      'dan@example.org',
    ]);
    expect(await matches({ tag: 'gold', newsletterID: first, status: 'unsubscribed' })).toEqual([
      'bob@example.org',
      'dan@example.org',
    ]);
    expect(await matches({ tag: 'gold', newsletterID: first, status: 'subscribed' })).toEqual(['bea@example.org']);
    expect(await matches({ tag: 'GOLD', newsletterID: other })).toEqual(['dan@example.org']);
    expect(await matches({ tag: 'gold', status: 'unsubscribed' })).toEqual(['bob@example.org']);
    expect(await matches({ tag: 'gold', status: 'subscribed' })).toEqual(['bea@example.org', 'dan@example.org']);
    expect(await matches({ tag: 'news', newsletterID: other, status: 'subscribed' })).toEqual(['dora@example.org']);
    expect(await matches({ tag: 'vip', newsletterID: other })).toEqual([]);
    // With a search and another sort.
    const { emails, totals } = await readAll(team, { tag: 'gold', newsletterID: first, q: 'b', sort: '-email' }, 1);
    expect(emails).toEqual(['bob@example.org', 'bea@example.org']);
    expect(new Set(totals)).toEqual(new Set([2]));
  });

  it('searches the beginning of an address, or of a name when sorted by name, without case', async () => {
    const search = async (input: TableInput) => {
      const { rows, emails, totals } = await readAll(team, input, 1);
      expect(new Set(totals)).toEqual(new Set([rows.length]));
      return { rows, emails };
    };
    expect((await search({ q: 'AN' })).emails).toEqual(['ann@example.org', 'anton@example.org']);
    expect((await search({ q: 'an', sort: '-email' })).emails).toEqual(['anton@example.org', 'ann@example.org']);
    expect((await search({ q: 'ann@example.org' })).emails).toEqual(['ann@example.org']);
    // A name's beginning, not a word inside it: Carl Annan does not match.
    expect((await search({ q: 'AN', sort: 'name' })).rows.map((s) => s.subscriberName)).toEqual([
      'Ann Archer',
      'anton Brook',
    ]);
    expect((await search({ q: 'b', sort: '-name' })).rows.map((s) => s.subscriberName)).toEqual(['Bea Brook']);
    expect((await search({ q: 'nobody' })).emails).toEqual([]);
    // A search within a filter.
    expect((await search({ q: 'd', newsletterID: team.listID, status: 'subscribed' })).emails).toEqual([
      'dora@example.org',
    ]);
  });

  it('keeps its filters true after tags change in bulk, an opt-out by link and a deleted list', async () => {
    const mine = await owner('group');
    const second = await newList(mine, { newsletterName: 'Second' });
    ok(await importInto(mine, ['gus@example.org', 'hana@example.org'], [mine.listID, second]));
    const ids = new Map((await readAll(mine, {})).rows.map((s) => [s.subscriberEmail, s.id]));
    const emails = async (input: TableInput) => (await readAll(mine, { ...input, sort: 'email' })).emails;

    ok(
      await call(
        'subscriberTags',
        { teamID: mine.teamID, subscriberIDs: [...ids.values()], add: 'Late' },
        { as: mine },
      ),
    );
    expect(await emails({ tag: 'late' })).toEqual(['gus@example.org', 'hana@example.org']);
    await optOutByLink(mine, ids.get('gus@example.org')!);
    expect(await emails({ newsletterID: mine.listID, status: 'unsubscribed' })).toEqual(['gus@example.org']);
    ok(await call('deleteNewsletter', { id: second }, { as: mine }));
    // Gus was subscribed only to the deleted list: on no list now.
    expect(await emails({ status: 'unsubscribed' })).toEqual(['gus@example.org']);
    expect(await emails({ status: 'subscribed' })).toEqual(['hana@example.org']);
  });

  it('refuses bad parameters with 400 and says which', async () => {
    const read = (input: Record<string, unknown>) =>
      send('getDashboardItem', { type: 'subscribers', teamID: team.teamID, ...input }, { as: team });
    const refused = async (input: Record<string, unknown>, field: string, message?: string) => {
      const res = await read(input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(fieldPaths(res), JSON.stringify(input)).toContain(field);
      if (message) expect(errorOf(res).fields?.find((f) => f.path === field)?.message).toBe(message);
    };
    await refused({ sort: 'age' }, 'sort');
    await refused({ status: 'bouncing' }, 'status');
    await refused({ q: 'a'.repeat(MAX.search + 1) }, 'q');
    await refused({ q: ' ' }, 'q');
    await refused({ q: 'ann', sort: '-createdAt' }, 'sort', SUBSCRIBER_QUERY_MESSAGES.searchByDate);
    await refused({ type: 'emails', sort: 'email' }, 'sort', SUBSCRIBER_QUERY_MESSAGES.onlySubscribers);
    const first = ok(
      await call(
        'getDashboardItem',
        { type: 'subscribers', teamID: team.teamID, limit: 2, sort: 'email' },
        { as: team },
      ),
    );
    await refused({ sort: 'name', cursor: first.nextCursor }, 'cursor', SUBSCRIBER_QUERY_MESSAGES.otherSort);
    await refused({ cursor: first.nextCursor }, 'cursor', SUBSCRIBER_QUERY_MESSAGES.otherSort);
    await refused({ sort: 'email', cursor: 'garbage' }, 'cursor');
  });

  it("answers 404 for another team's list, and a tag filter needs a plan with tags", async () => {
    const stranger = await owner('group');
    const res = await send(
      'getDashboardItem',
      { type: 'subscribers', teamID: team.teamID, newsletterID: stranger.listID },
      { as: team },
    );
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toMatch(/Newsletter/);
    // An id of no list's shape answers as a missing one, as everywhere in the API.
    const malformed = await send(
      'getDashboardItem',
      { type: 'subscribers', teamID: team.teamID, newsletterID: 'not a list id!' },
      { as: team },
    );
    expect(malformed.status).toBe(404);
    const free = await owner('starter');
    const tagged = await send(
      'getDashboardItem',
      { type: 'subscribers', teamID: free.teamID, tag: 'news' },
      { as: free },
    );
    expect(tagged.status).toBe(402);
  });

  it('gives emails and team users their total too', async () => {
    const emails = ok(await call('getDashboardItem', { type: 'emails', teamID: team.teamID }, { as: team }));
    expect(emails.total).toBe(emails.data.length);
    const users = ok(await call('getDashboardItem', { type: 'teamUsers', teamID: team.teamID }, { as: team }));
    expect(users.total).toBe(1);
  });
});
