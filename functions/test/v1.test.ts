/**
 * The REST API under /v1 (docs/product.md §4 API keys): each call with a
 * read key, a write key, no key, a revoked key and a key of another team;
 * bad input; the per-key limit; the plan's limits as in the dashboard.
 */
import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  CONSENT_SOURCES,
  planLimitMessage,
  type CallInput,
  type CallName,
} from '@listkeep/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SubscriberDoc } from '../src/domain/docs';
import { subscriberID } from '../src/domain/subscribers/subscribers';
import { newKey } from './support/api-keys';
import { call, errorOf, fieldPaths, ok, request, send } from './support/client';
import { UNKNOWN, owner, type Owner } from './support/fixtures';
import { uniqueEmail } from './support/identities';
import { atStartOfHour } from './support/served-api';
import { consentEvents, testStore } from './support/store';
import { importInto, newList, newSubscriber } from './support/team-content';

/** A call of /v1 with `key` as its bearer (none: no Authorization header). */
const v1 = <K extends CallName>(name: K, input: CallInput<K>, key?: string) =>
  send(name, input, { headers: key === undefined ? {} : { authorization: `Bearer ${key}` } });

interface KeyedTeam extends Owner {
  read: string;
  write: string;
  subscriberEmail: string;
  subscriberID: string;
  secondListID: string;
  emailID: string;
}

async function keyedTeam(): Promise<KeyedTeam> {
  const team = await owner('group');
  const secondListID = await newList(team, { newsletterName: 'Second list' });
  const subscriberEmail = uniqueEmail('reader');
  const id = await newSubscriber(team, subscriberEmail, [team.listID, secondListID]);
  const emailID = ok(await call('createEmail', { subject: 'Hello', newsletterID: team.listID }, { as: team })).id;
  return {
    ...team,
    read: (await newKey(team, 'read')).key,
    write: (await newKey(team, 'write')).key,
    subscriberEmail,
    subscriberID: id,
    secondListID,
    emailID,
  };
}

const subscriberDoc = async (id: string) => (await testStore().doc<SubscriberDoc>(`subscribers/${id}`).get()).data();

describe('who may call /v1', () => {
  it('answers 401 without a key, with a malformed, unknown or revoked one, or with a session', async () => {
    const team = await keyedTeam();
    const none = await v1('v1Lists', {});
    expect(none.status).toBe(401);
    expect(errorOf(none)).toEqual({ code: 'invalid-api-key', message: API_KEY_MESSAGES.missing });
    const unknown = `lk_${UNKNOWN.team}_${'A'.repeat(43)}`;
    const forged = team.read.slice(0, -1) + (team.read.endsWith('A') ? 'B' : 'A');
    for (const key of ['nonsense', unknown, forged, team.idToken]) {
      const res = await v1('v1Lists', {}, key);
      expect(res.status, key).toBe(401);
      expect(errorOf(res).message).toBe(API_KEY_MESSAGES.invalid);
    }
    const basic = await request('GET', '/v1/lists', { headers: { authorization: `Basic ${team.read}` } });
    expect(basic.status).toBe(401);
  });

  it('answers a read key 403 on every write, and the write changes nothing', async () => {
    const team = await keyedTeam();
    const writes = [
      v1('v1AddSubscriber', { subscriberEmail: uniqueEmail('new') }, team.read),
      v1(
        'v1UpdateSubscriber',
        { id: team.subscriberID, subscriberEmail: team.subscriberEmail, subscribedNewsletters: [] },
        team.read,
      ),
      v1('v1Unsubscribe', { id: team.subscriberID }, team.read),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(403);
      expect(errorOf(res)).toEqual({ code: 'forbidden', message: API_KEY_MESSAGES.readOnly });
    }
    expect((await subscriberDoc(team.subscriberID))!.subscribedNewsletterIDs.sort()).toEqual(
      [team.listID, team.secondListID].sort(),
    );
    expect(ok(await v1('v1Subscribers', {}, team.read)).total).toBe(1);
  });

  it("keeps a key to its own team: another team's ids answer 404 and its lists are not listed", async () => {
    const team = await keyedTeam();
    const other = await keyedTeam();
    const lists = ok(await v1('v1Lists', {}, other.read)).data;
    expect(lists.map((l) => l.id).sort()).toEqual([other.listID, other.secondListID].sort());
    expect((await v1('v1Subscriber', { id: team.subscriberID }, other.write)).status).toBe(404);
    const added = await v1(
      'v1AddSubscriber',
      { subscriberEmail: uniqueEmail(), subscribedNewsletters: [team.listID] },
      other.write,
    );
    expect(added.status).toBe(404);
    const update = { id: team.subscriberID, subscriberEmail: team.subscriberEmail, subscribedNewsletters: [] };
    expect((await v1('v1UpdateSubscriber', update, other.write)).status).toBe(404);
    expect((await v1('v1Unsubscribe', { id: team.subscriberID }, other.write)).status).toBe(404);
    expect((await v1('v1Subscribers', { newsletterID: team.listID }, other.read)).status).toBe(404);
    expect((await v1('v1Emails', { newsletterID: team.listID }, other.read)).status).toBe(404);
    expect((await subscriberDoc(team.subscriberID))!.subscribedNewsletterIDs).toHaveLength(2);
  });
});

describe('reading', () => {
  it("GET /v1/lists answers the team's lists as the dashboard has them", async () => {
    const team = await keyedTeam();
    const { data } = ok(await v1('v1Lists', {}, team.read));
    expect(data.map((l) => [l.id, l.newsletterName, l.teamID])).toEqual([
      [team.listID, 'First list', team.teamID],
      [team.secondListID, 'Second list', team.teamID],
    ]);
    const dashboard = ok(await call('getDashboardData', { teamID: team.teamID }, { as: team }));
    expect(data).toEqual(dashboard.newsletters);
  });

  it('GET /v1/subscribers pages with a cursor and filters as the table does', async () => {
    const team = await keyedTeam();
    const more = ['b@example.org', 'c@example.org', 'a@example.org'];
    ok(await importInto(team, more));
    ok(
      await call(
        'subscriberTags',
        { teamID: team.teamID, subscriberIDs: [subscriberID(team.teamID, 'c@example.org')], add: 'vip' },
        { as: team },
      ),
    );
    const first = ok(await v1('v1Subscribers', { sort: 'email', limit: 2 }, team.read));
    expect(first.data.map((s) => s.subscriberEmail)).toEqual(['a@example.org', 'b@example.org']);
    expect(first.total).toBe(4);
    const second = ok(await v1('v1Subscribers', { sort: 'email', limit: 2, cursor: first.nextCursor! }, team.read));
    expect(second.data.map((s) => s.subscriberEmail)).toEqual(['c@example.org', team.subscriberEmail]);
    expect(second.nextCursor).toBeNull();
    const onSecond = ok(await v1('v1Subscribers', { newsletterID: team.secondListID }, team.read));
    expect(onSecond.data.map((s) => s.id)).toEqual([team.subscriberID]);
    expect(ok(await v1('v1Subscribers', { tag: 'VIP' }, team.read)).data.map((s) => s.subscriberEmail)).toEqual([
      'c@example.org',
    ]);
    expect(ok(await v1('v1Subscribers', { q: 'b@' }, team.read)).data.map((s) => s.subscriberEmail)).toEqual([
      'b@example.org',
    ]);
    ok(await v1('v1Unsubscribe', { id: subscriberID(team.teamID, 'a@example.org') }, team.write));
    const left = ok(await v1('v1Subscribers', { status: 'unsubscribed', newsletterID: team.listID }, team.read));
    expect(left.data.map((s) => s.subscriberEmail)).toEqual(['a@example.org']);
  });

  it('GET /v1/subscribers refuses bad input with the fields at fault', async () => {
    const team = await keyedTeam();
    const status = await send(
      'v1Subscribers',
      { status: 'gone' },
      { headers: { authorization: `Bearer ${team.read}` } },
    );
    expect(status.status).toBe(400);
    expect(fieldPaths(status)).toEqual(['status']);
    const bySort = await v1('v1Subscribers', { q: 'a', sort: '-createdAt' }, team.read);
    expect(fieldPaths(bySort)).toEqual(['sort']);
    expect((await v1('v1Subscribers', { newsletterID: 'not-an-id' }, team.read)).status).toBe(404);
    const type = await send('v1Subscribers', { type: 'emails' }, { headers: { authorization: `Bearer ${team.read}` } });
    expect(type.status).toBe(400);
  });

  it('GET /v1/subscribers/{id} answers one subscriber, 404 for an unknown one', async () => {
    const team = await keyedTeam();
    const found = ok(await v1('v1Subscriber', { id: team.subscriberID }, team.read));
    expect(found).toMatchObject({ id: team.subscriberID, subscriberEmail: team.subscriberEmail });
    expect(found.newsletterIDs.sort()).toEqual([team.listID, team.secondListID].sort());
    expect((await v1('v1Subscriber', { id: UNKNOWN.subscriber }, team.read)).status).toBe(404);
  });

  it("GET /v1/emails answers the team's email log, newest first, by list if asked", async () => {
    const team = await keyedTeam();
    const later = ok(
      await call('createEmail', { subject: 'Second', newsletterID: team.secondListID }, { as: team }),
    ).id;
    const all = ok(await v1('v1Emails', {}, team.read));
    expect(all.data.map((e) => [e.id, e.newsletterID])).toEqual([
      [later, team.secondListID],
      [team.emailID, team.listID],
    ]);
    const one = ok(await v1('v1Emails', { newsletterID: team.listID }, team.read));
    expect(one.data.map((e) => e.subject)).toEqual(['Hello']);
    expect(ok(await v1('v1Emails', { limit: 1 }, team.read)).nextCursor).not.toBeNull();
  });
});

describe('writing', () => {
  it('POST /v1/subscribers adds a subscriber whose consent records name the API', async () => {
    const team = await keyedTeam();
    const email = uniqueEmail('api');
    const res = await v1(
      'v1AddSubscriber',
      { subscriberEmail: email, subscriberName: 'Ada', subscribedNewsletters: [team.listID], tags: ['web'] },
      team.write,
    );
    expect(res.status).toBe(201);
    const { id } = ok(res);
    const doc = (await subscriberDoc(id))!;
    expect(doc).toMatchObject({ subscriberEmail: email, subscriberName: 'Ada', tags: ['web'] });
    expect(doc.subscriptionMeta[team.listID].source).toBe(CONSENT_SOURCES.api);
    expect(await consentEvents(team.teamID, [email, team.subscriberEmail])).toContainEqual([
      email,
      team.listID,
      'opt-in',
      CONSENT_SOURCES.api,
    ]);
    const history = ok(await call('subscriberHistory', { id }, { as: team }));
    expect(history.events).toMatchObject([{ source: CONSENT_SOURCES.api, kind: 'team' }]);

    const again = await v1('v1AddSubscriber', { subscriberEmail: email }, team.write);
    expect(again.status).toBe(409);
    const bad = await v1('v1AddSubscriber', { subscriberEmail: 'not an address' }, team.write);
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad)).toEqual(['subscriberEmail']);
    const teamOwn = await send(
      'v1AddSubscriber',
      { subscriberEmail: uniqueEmail(), teamID: team.teamID },
      { headers: { authorization: `Bearer ${team.write}` } },
    );
    expect(teamOwn.status).toBe(400);
  });

  it("holds the plan's subscriber limit as the dashboard does (402)", async () => {
    const team = await keyedTeam();
    ok(
      await importInto(
        team,
        Array.from({ length: 499 }, (_, i) => `r${i}@example.org`),
      ),
    );
    const over = await v1('v1AddSubscriber', { subscriberEmail: uniqueEmail('over') }, team.write);
    expect(over.status).toBe(402);
    expect(errorOf(over)).toMatchObject({ code: 'tier-limit', message: planLimitMessage('subscribers', 'group', 501) });
  });

  it("PUT /v1/subscribers/{id} replaces the subscriber's fields and lists, its records naming the API", async () => {
    const team = await keyedTeam();
    const third = await newList(team, { newsletterName: 'Third list' });
    const res = await v1(
      'v1UpdateSubscriber',
      {
        id: team.subscriberID,
        subscriberEmail: team.subscriberEmail,
        subscriberName: 'Grace',
        subscribedNewsletters: [team.listID, third],
      },
      team.write,
    );
    expect(ok(res)).toEqual({ ok: true, id: team.subscriberID });
    const doc = (await subscriberDoc(team.subscriberID))!;
    expect(doc.subscriberName).toBe('Grace');
    expect(doc.subscribedNewsletterIDs.sort()).toEqual([team.listID, third].sort());
    const events = await consentEvents(team.teamID, [team.subscriberEmail]);
    expect(events).toContainEqual([team.subscriberEmail, third, 'opt-in', CONSENT_SOURCES.api]);
    expect(events).toContainEqual([team.subscriberEmail, team.secondListID, 'opt-out', CONSENT_SOURCES.api]);
    const noLists = await v1(
      'v1UpdateSubscriber',
      { id: team.subscriberID, subscriberEmail: team.subscriberEmail } as never,
      team.write,
    );
    expect(fieldPaths(noLists)).toEqual(['subscribedNewsletters']);
  });

  it('POST /v1/subscribers/{id}/unsubscribe takes the subscriber off one list, or all, and keeps them', async () => {
    const team = await keyedTeam();
    expect(
      ok(await v1('v1Unsubscribe', { id: team.subscriberID, newsletterID: team.secondListID }, team.write)),
    ).toEqual({ ok: true });
    expect((await subscriberDoc(team.subscriberID))!.subscribedNewsletterIDs).toEqual([team.listID]);
    ok(await v1('v1Unsubscribe', { id: team.subscriberID, newsletterID: team.secondListID }, team.write));
    ok(await v1('v1Unsubscribe', { id: team.subscriberID }, team.write));
    const doc = (await subscriberDoc(team.subscriberID))!;
    expect(doc.subscribedNewsletterIDs).toEqual([]);
    expect(await consentEvents(team.teamID, [team.subscriberEmail])).toEqual(
      [
        [team.subscriberEmail, team.listID, 'opt-in', CONSENT_SOURCES.dashboard],
        [team.subscriberEmail, team.secondListID, 'opt-in', CONSENT_SOURCES.dashboard],
        [team.subscriberEmail, team.listID, 'opt-out', CONSENT_SOURCES.api],
        [team.subscriberEmail, team.secondListID, 'opt-out', CONSENT_SOURCES.api],
      ].sort(),
    );
    const dashboard = ok(await call('getDashboardData', { teamID: team.teamID }, { as: team }));
    expect(dashboard.newsletters.map((l) => l.overviewData.totalSubscribers)).toEqual([0, 0]);
    expect((await v1('v1Unsubscribe', { id: team.subscriberID, newsletterID: UNKNOWN.list }, team.write)).status).toBe(
      404,
    );
  });
});

describe('the per-key limit', () => {
  let undo: () => void;
  beforeEach(() => {
    undo = atStartOfHour();
  });
  afterEach(() => undo());

  it(`allows ${API_KEY_LIMITS.requestsPerMinute} requests a minute per key, then 429; other keys go on`, async () => {
    const team = await keyedTeam();
    for (let i = 0; i < API_KEY_LIMITS.requestsPerMinute; i++) {
      const res = await v1('v1Lists', {}, team.read);
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    const over = await v1('v1Lists', {}, team.read);
    expect(over.status).toBe(429);
    expect(errorOf(over)).toEqual({ code: 'rate-limited', message: API_KEY_MESSAGES.tooMany });
    expect((await v1('v1Subscribers', {}, team.read)).status).toBe(429);
    expect((await v1('v1Lists', {}, team.write)).status).toBe(200);
  });
});
