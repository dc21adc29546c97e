/**
 * Sources of a list (docs/product.md §4 Sources): named subscribe links with
 * their QR codes, who may manage them, their limits, and sign-ups through
 * their links credited to them and counted by week.
 */
import {
  MAX,
  SOURCE_MESSAGES,
  SOURCE_WEEKS,
  listSourceConsent,
  readOnlyListMessage,
  sourceNameTaken,
  type CallInput,
} from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { shardSums } from '../src/domain/counters/counter-shards';
import type { SourceDoc, SubscriberDoc } from '../src/domain/docs';
import { subscriberID } from '../src/domain/subscribers/subscribers';
import { DAY_MS, lastWeeks, weekKey } from '../src/domain/time';
import { call, errorOf, fieldPaths, ok } from './support/client';
import { UNKNOWN, actor, owner, type Owner } from './support/fixtures';
import { uniqueEmail, type TestUser } from './support/identities';
import { confirmTokenIn, mailsTo } from './support/mail';
import { newClient } from './support/public-client';
import { consentEvents, consentWithAddresses, setTier, testStore } from './support/store';
import { newList, newSubscriber } from './support/team-content';

const UNKNOWN_SOURCE = 'noSuchSource00000000';

const create = (team: Owner, name: string, as: TestUser = team, newsletterID = team.listID) =>
  call('createSource', { newsletterID, name }, { as });

async function newSource(team: Owner, name: string, listID = team.listID): Promise<string> {
  const res = await create(team, name, team, listID);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ok(res).source.id;
}

const sourcesOf = async (team: Owner, listID = team.listID, as: TestUser = team) =>
  ok(await call('newsletterSources', { newsletterID: listID }, { as }));

const names = async (team: Owner, listID = team.listID) => (await sourcesOf(team, listID)).sources.map((s) => s.name);

const sourceDoc = async (id: string) => (await testStore().doc<SourceDoc>(`sources/${id}`).get()).data();

/** Asks to subscribe on the public page, as opened from `input`'s link, and confirms from the mail. */
async function subscribeThrough(input: Omit<CallInput<'emailActionSubmit'>, 'type' | 'email'>, email = uniqueEmail()) {
  const asked = await call('emailActionSubmit', { type: 'subscribe', email, ...input }, { headers: newClient() });
  expect(asked.body).toEqual({ ok: true });
  const token = confirmTokenIn((await mailsTo(email))[0]);
  const confirmed = await call('linkAction', { type: 'confirmSubscribe', token }, { headers: newClient() });
  expect(confirmed.status).toBe(200);
  return email;
}

async function metaSource(team: Owner, email: string, listID = team.listID) {
  const doc = (
    await testStore()
      .doc<SubscriberDoc>(`subscribers/${subscriberID(team.teamID, email)}`)
      .get()
  ).data();
  return { list: doc?.subscriptionMeta[listID]?.source, subscriber: doc?.subscriptionSource };
}

describe('POST /sources, PUT and DELETE /sources/{id}', () => {
  it('lets owners, admins and editors make, rename and delete sources; viewers read them (401 to change)', async () => {
    const team = await owner('core');
    for (const who of ['owner', 'admin', 'editor'] as const) {
      const user = await actor(team, who);
      const res = await create(team, `Flyer by ${who}`, user);
      expect(res.status, who).toBe(201);
      const { source } = ok(res);
      expect(source).toMatchObject({ newsletterID: team.listID, name: `Flyer by ${who}`, subscribes: 0 });
      expect(source.id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(source.weekly).toEqual(Array(SOURCE_WEEKS).fill(0));
      ok(await call('renameSource', { id: source.id, name: `Poster by ${who}` }, { as: user }));
    }
    expect(await names(team)).toEqual(['Poster by owner', 'Poster by admin', 'Poster by editor']);

    const viewer = await actor(team, 'viewer');
    const seen = await sourcesOf(team, team.listID, viewer);
    expect(seen.sources.map((s) => s.name)).toEqual(['Poster by owner', 'Poster by admin', 'Poster by editor']);
    const [first] = seen.sources;
    for (const refused of [
      await create(team, 'Viewer flyer', viewer),
      await call('renameSource', { id: first.id, name: 'Viewer poster' }, { as: viewer }),
      await call('deleteSource', { id: first.id }, { as: viewer }),
    ]) {
      expect(refused.status).toBe(401);
      expect(errorOf(refused).message).toBe('Your role (viewer) does not allow you to manage newsletters.');
    }

    const editor = await actor(team, 'editor');
    ok(await call('deleteSource', { id: first.id }, { as: editor }));
    expect(await names(team)).toEqual(['Poster by admin', 'Poster by editor']);
    expect(await sourceDoc(first.id)).toBeUndefined();
    // Gone is gone: a second delete, or a rename of it, answers like an unknown source.
    expect((await call('deleteSource', { id: first.id })).status).toBe(403);
    const again = await call('deleteSource', { id: first.id }, { as: team });
    expect(again.status).toBe(404);
    expect(errorOf(again).message).toBe('Source was not found.');
  });

  it('answers a stranger 404 for the list and for its sources, as for unknown ids, and changes nothing', async () => {
    const team = await owner('core');
    const id = await newSource(team, 'Website form');
    const stranger = await actor(team, 'non-member');
    const unknownList = await call('newsletterSources', { newsletterID: UNKNOWN.list }, { as: team });
    const unknownSource = await call('renameSource', { id: UNKNOWN_SOURCE, name: 'X' }, { as: team });
    expect(unknownList.status).toBe(404);
    expect(unknownSource.status).toBe(404);

    expect((await call('newsletterSources', { newsletterID: team.listID }, { as: stranger })).body).toEqual(
      unknownList.body,
    );
    expect((await create(team, 'Stranger flyer', stranger)).body).toEqual(unknownList.body);
    expect((await call('renameSource', { id, name: 'Stolen' }, { as: stranger })).body).toEqual(unknownSource.body);
    expect((await call('deleteSource', { id }, { as: stranger })).body).toEqual(unknownSource.body);
    // An id of another shape names nothing either.
    expect((await call('deleteSource', { id: 'not a source id' }, { as: team })).body).toEqual(unknownSource.body);
    expect(await names(team)).toEqual(['Website form']);
  });

  it('refuses a bad name with 400 on its field, and changes nothing', async () => {
    const team = await owner('core');
    const id = await newSource(team, 'Flyer');
    const cases: [string, string][] = [
      ['', SOURCE_MESSAGES.nameRequired],
      ['   ', SOURCE_MESSAGES.nameRequired],
      ['x'.repeat(MAX.sourceName + 1), `Must be at most ${MAX.sourceName} characters.`],
      ['Spring\nfair', SOURCE_MESSAGES.oneLine],
    ];
    for (const [name, message] of cases) {
      for (const res of [await create(team, name), await call('renameSource', { id, name }, { as: team })]) {
        expect(res.status, JSON.stringify(name)).toBe(400);
        expect(errorOf(res).message).toBe(message);
        expect(fieldPaths(res)).toEqual(['name']);
      }
    }
    const wrongType = await call(
      'createSource',
      { newsletterID: team.listID, name: 42 as unknown as string },
      {
        as: team,
      },
    );
    expect(wrongType.status).toBe(400);
    // Names are trimmed; the longest name fits.
    const longest = 'y'.repeat(MAX.sourceName);
    expect(ok(await create(team, `  ${longest}  `)).source.name).toBe(longest);
    expect(await names(team)).toEqual(['Flyer', longest]);
  });

  it('keeps names unique in a list without case, and lets another list use the same name', async () => {
    const team = await owner('core');
    const second = await newList(team, { newsletterName: 'Second' });
    const flyer = await newSource(team, 'Spring Flyer');
    const poster = await newSource(team, 'Poster');

    const taken = await create(team, '  spring flyer ');
    expect(taken.status).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: 'already-exists', message: sourceNameTaken('Spring Flyer') });
    const renamedOnto = await call('renameSource', { id: poster, name: 'SPRING FLYER' }, { as: team });
    expect(renamedOnto.status).toBe(409);
    expect(errorOf(renamedOnto).message).toBe(sourceNameTaken('Spring Flyer'));

    // A source may change the case of its own name; another list has names of its own.
    ok(await call('renameSource', { id: flyer, name: 'spring flyer' }, { as: team }));
    await newSource(team, 'Spring Flyer', second);
    expect(await names(team)).toEqual(['spring flyer', 'Poster']);
    expect(await names(team, second)).toEqual(['Spring Flyer']);
  });

  it(`holds at most ${MAX.sourcesPerList} sources per list (409); deleting one makes room`, async () => {
    const team = await owner('core');
    const ids: string[] = [];
    for (let i = 1; i <= MAX.sourcesPerList; i++) ids.push(await newSource(team, `Flyer ${i}`));
    const full = await create(team, 'One too many');
    expect(full.status).toBe(409);
    expect(errorOf(full)).toMatchObject({ code: 'conflict', message: SOURCE_MESSAGES.full });
    expect(errorOf(full).message).toBe('A list has at most 20 sources. Delete one you no longer need first.');
    expect((await names(team)).length).toBe(MAX.sourcesPerList);
    // Another list is not full.
    await newSource(team, 'Elsewhere', await newList(team, { newsletterName: 'Other' }));

    ok(await call('deleteSource', { id: ids[0] }, { as: team }));
    await newSource(team, 'One too many');
    expect((await names(team)).at(-1)).toBe('One too many');
  });

  it('makes one source of a name however many ask for it at once', async () => {
    const team = await owner('core');
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(team, 'Market stall')));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await names(team)).toEqual(['Market stall']);
  });

  it('answers 402 on a plan without tracked links; such a team still reads and deletes its sources', async () => {
    const free = await owner();
    const res = await create(free, 'Flyer');
    expect(res.status).toBe(402);
    expect(errorOf(res)).toMatchObject({
      code: 'tier-limit',
      message: 'Tracked links come with the Core plan and up; your team is on the Starter plan.',
    });
    expect((await sourcesOf(free)).sources).toEqual([]);

    const lapsed = await owner('core');
    const id = await newSource(lapsed, 'Flyer');
    await setTier(lapsed.teamID, 'starter');
    expect((await call('renameSource', { id, name: 'Poster' }, { as: lapsed })).status).toBe(402);
    expect(await names(lapsed)).toEqual(['Flyer']);
    ok(await call('deleteSource', { id }, { as: lapsed }));
    expect(await names(lapsed)).toEqual([]);
  });

  it('answers 402 for a list beyond the plan, naming the list', async () => {
    const team = await owner('group');
    const lists = [team.listID];
    for (const name of ['Second', 'Third', 'Fourth']) lists.push(await newList(team, { newsletterName: name }));
    const onFourth = await newSource(team, 'Flyer', lists[3]);
    await setTier(team.teamID, 'core');
    const res = await create(team, 'Poster', team, lists[3]);
    expect(res.status).toBe(402);
    expect(errorOf(res).message).toBe(readOnlyListMessage('Fourth', 'core', 4));
    expect((await call('renameSource', { id: onFourth, name: 'Poster' }, { as: team })).status).toBe(402);
    await newSource(team, 'Poster', lists[0]);
    ok(await call('deleteSource', { id: onFourth }, { as: team }));
  });

  it('goes with its list', async () => {
    const team = await owner('core');
    const second = await newList(team, { newsletterName: 'Second' });
    const kept = await newSource(team, 'Kept');
    const gone = [await newSource(team, 'Flyer', second), await newSource(team, 'Poster', second)];
    ok(await call('deleteNewsletter', { id: second }, { as: team }));
    for (const id of gone) expect(await sourceDoc(id)).toBeUndefined();
    expect(await sourceDoc(kept)).toBeDefined();
    expect((await call('newsletterSources', { newsletterID: second }, { as: team })).status).toBe(404);
  });
});

describe('a sign-up through a source’s link', () => {
  it('is recorded with the source on the subscriber and its consent record, and counted under it this week', async () => {
    const team = await owner('core');
    const flyer = await newSource(team, 'Spring fair flyer');
    const form = await newSource(team, 'Website form');
    const email = await subscribeThrough({ newsletterID: team.listID, sourceID: flyer });

    expect(await metaSource(team, email)).toEqual({
      list: listSourceConsent('Spring fair flyer'),
      subscriber: listSourceConsent('Spring fair flyer'),
    });
    expect(await consentEvents(team.teamID, [email])).toEqual([
      [email, team.listID, 'opt-in', 'subscribe page: Spring fair flyer'],
    ]);
    expect(await consentWithAddresses()).toEqual([]);

    const { weeks, sources } = await sourcesOf(team);
    expect(weeks).toEqual(lastWeeks(Date.now(), SOURCE_WEEKS));
    expect(weeks.at(-1)).toBe(weekKey(Date.now()));
    const thisWeekOnly = [...Array(SOURCE_WEEKS - 1).fill(0), 1];
    expect(sources.map((s) => [s.id, s.subscribes, s.weekly])).toEqual([
      [flyer, 1, thisWeekOnly],
      [form, 0, Array(SOURCE_WEEKS).fill(0)],
    ]);

    // A second sign-up through the form, and one through the plain link, which credits nothing.
    await subscribeThrough({ newsletterID: team.listID, sourceID: form });
    const plain = await subscribeThrough({ newsletterID: team.listID });
    expect((await metaSource(team, plain)).list).toBe('subscribe page');
    expect((await sourcesOf(team)).sources.map((s) => s.subscribes)).toEqual([1, 1]);
  });

  it('counts every one of sign-ups confirmed at once', async () => {
    const team = await owner('core');
    const flyer = await newSource(team, 'Flyer');
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) {
      const email = uniqueEmail();
      const input = { type: 'subscribe', email, newsletterID: team.listID, sourceID: flyer } as const;
      expect((await call('emailActionSubmit', input, { headers: newClient() })).body).toEqual({ ok: true });
      tokens.push(confirmTokenIn((await mailsTo(email))[0]));
    }
    const confirmations = await Promise.all(
      tokens.map((token) => call('linkAction', { type: 'confirmSubscribe', token }, { headers: newClient() })),
    );
    expect(confirmations.map((c) => c.status)).toEqual([200, 200, 200, 200]);
    const [source] = (await sourcesOf(team)).sources;
    expect([source.subscribes, source.weekly.at(-1)]).toEqual([4, 4]);
  });

  it('adds up by week and drops weeks older than those shown', async () => {
    const team = await owner('core');
    const flyer = await newSource(team, 'Flyer');
    const now = Date.now();
    const twoWeeksAgo = weekKey(now - 14 * DAY_MS);
    const tooOld = weekKey(now - SOURCE_WEEKS * 7 * DAY_MS);
    // Sign-ups of earlier weeks, as confirmations then would have counted them.
    await testStore()
      .doc(`sources/${flyer}`)
      .update({ subscribes: 9, subscribeWeeks: { [twoWeeksAgo]: 3, [tooOld]: 6 } });

    await subscribeThrough({ newsletterID: team.listID, sourceID: flyer });
    await subscribeThrough({ newsletterID: team.listID, sourceID: flyer });

    const [source] = (await sourcesOf(team)).sources;
    expect(source.subscribes).toBe(11);
    const expected = Array(SOURCE_WEEKS).fill(0);
    expected[SOURCE_WEEKS - 3] = 3;
    expected[SOURCE_WEEKS - 1] = 2;
    expect(source.weekly).toEqual(expected);
    // New sign-ups are counted on the source's shards, which keep no week older than shown.
    const shards = (await shardSums(testStore(), [`sources/${flyer}`])).get(`sources/${flyer}`);
    expect(shards?.subscribeWeeks).toEqual({ [weekKey(now)]: 2 });
  });

  it('subscribes without a source when the id names no source of that list, and counts nothing', async () => {
    const team = await owner('core');
    const second = await newList(team, { newsletterName: 'Second' });
    const flyer = await newSource(team, 'Flyer');
    const elsewhere = await newSource(team, 'Second list flyer', second);
    const stranger = await owner('core');
    const theirs = await newSource(stranger, 'Their flyer');

    for (const sourceID of [UNKNOWN_SOURCE, elsewhere, theirs]) {
      const email = await subscribeThrough({ newsletterID: team.listID, sourceID });
      expect(await metaSource(team, email), sourceID).toEqual({ list: 'subscribe page', subscriber: 'subscribe page' });
    }
    const counts = async (t: Owner, listID = t.listID) => (await sourcesOf(t, listID)).sources.map((s) => s.subscribes);
    expect(await counts(team)).toEqual([0]);
    expect(await counts(team, second)).toEqual([0]);
    expect(await counts(stranger)).toEqual([0]);
    expect(flyer).not.toBe(elsewhere);
  });

  it('is credited under the name the source has when confirmed; a source deleted meanwhile credits nothing', async () => {
    const team = await owner('core');
    const renamed = await newSource(team, 'Draft name');
    const deleted = await newSource(team, 'Short-lived');
    const ask = async (sourceID: string) => {
      const email = uniqueEmail();
      const input = { type: 'subscribe', email, newsletterID: team.listID, sourceID } as const;
      expect((await call('emailActionSubmit', input, { headers: newClient() })).body).toEqual({ ok: true });
      return { email, token: confirmTokenIn((await mailsTo(email))[0]) };
    };
    const first = await ask(renamed);
    const second = await ask(deleted);
    ok(await call('renameSource', { id: renamed, name: 'Autumn market' }, { as: team }));
    ok(await call('deleteSource', { id: deleted }, { as: team }));
    for (const { token } of [first, second]) {
      expect((await call('linkAction', { type: 'confirmSubscribe', token }, { headers: newClient() })).status).toBe(
        200,
      );
    }
    expect((await metaSource(team, first.email)).list).toBe(listSourceConsent('Autumn market'));
    expect((await metaSource(team, second.email)).list).toBe('subscribe page');
    expect((await sourcesOf(team)).sources.map((s) => [s.name, s.subscribes])).toEqual([['Autumn market', 1]]);
  });

  it('credits nothing while the plan has no tracked links, and again once it has', async () => {
    const team = await owner('core');
    const flyer = await newSource(team, 'Flyer');
    await setTier(team.teamID, 'starter');
    const during = await subscribeThrough({ newsletterID: team.listID, sourceID: flyer });
    expect((await metaSource(team, during)).list).toBe('subscribe page');
    expect((await sourcesOf(team)).sources[0].subscribes).toBe(0);

    await setTier(team.teamID, 'core');
    await subscribeThrough({ newsletterID: team.listID, sourceID: flyer });
    expect((await sourcesOf(team)).sources[0].subscribes).toBe(1);
  });

  it('counts no one already on the list', async () => {
    const team = await owner('core');
    const flyer = await newSource(team, 'Flyer');
    const member = uniqueEmail();
    await newSubscriber(team, member);
    const res = await call(
      'emailActionSubmit',
      { type: 'subscribe', email: member, newsletterID: team.listID, sourceID: flyer },
      { headers: newClient() },
    );
    expect(res.body).toEqual({ ok: true });
    expect(await mailsTo(member, 1, 500)).toEqual([]);
    expect((await sourcesOf(team)).sources[0].subscribes).toBe(0);
  });
});
