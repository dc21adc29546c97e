/**
 * Webhooks (docs/product.md §4 Webhooks): endpoints added, listed and deleted
 * by a team's owners and admins on a plan with them; each event the team's
 * changes cause is POSTed, signed, to the endpoints that asked for it, by the
 * dispatcher after the answer, retried on failure and listed in the delivery
 * log. A receiver of this file's own (node:http on 127.0.0.1) answers as each
 * test tells it and keeps every request; the API's clock is moved instead of
 * waiting for retries.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  featureNotOnPlanMessage,
  type WebhookEventType,
} from '@listkeep/common';
import { FORMER_MEMBER } from '../src/domain/accounts/account-deletion';
import { COLLECTIONS } from '../src/domain/docs';
import { IMPORT_HOLD_MS, IMPORT_SETTLE_MS, holdImportCompleted } from '../src/domain/webhooks/events';
import { RETRY_FOR_MS, retryDelay } from '../src/domain/webhooks/outbox';
import { newKey } from './support/api-keys';
import { call, created, errorOf, fieldPaths, ok, send } from './support/client';
import { member, owner, type Owner } from './support/fixtures';
import { uniqueEmail } from './support/identities';
import { confirmTokenIn, mailsTo } from './support/mail';
import { newClient } from './support/public-client';
import { drainWebhooks, moveClockBy, servedDeps } from './support/served-api';
import { setTier, testStore } from './support/store';
import { importInto, newList, newSubscriber, optOutByLink, setLists } from './support/team-content';

interface Received {
  path: string;
  signature: string;
  body: string;
  event: { id: string; type: WebhookEventType; createdAt: string; teamID: string; data: Record<string, unknown> };
}

let server: Server;
let base = '';
const received: Received[] = [];
/** The statuses the receiver answers with next, in order; 200 once they run out. */
const answers: number[] = [];
/** The answers of requests the receiver holds. */
const held: (() => void)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        signature: String(req.headers['listkeep-signature'] ?? ''),
        body,
        event: JSON.parse(body),
      });
      const answer = () => {
        const status = answers.shift() ?? 200;
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : `boom ${status}`);
      };
      // Requests under /held/ wait for the test to let them go.
      if (req.url?.startsWith('/held/')) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const clockMoves: (() => void)[] = [];
const later = (ms: number) => clockMoves.push(moveClockBy(ms));
afterEach(() => {
  for (const undo of clockMoves.splice(0).reverse()) undo();
  answers.length = 0;
});

let serial = 0;
/** An endpoint of the team at a path of the receiver's own; its id, secret and the path. */
async function hook(team: Owner, events: readonly WebhookEventType[] = WEBHOOK_EVENTS) {
  const path = `/hook/${++serial}`;
  const answer = created(
    await call('createWebhook', { teamID: team.teamID, url: `${base}${path}`, events: [...events] }, { as: team }),
  );
  return { id: answer.id, secret: answer.secret, path };
}

/** What the receiver got at `path`, after the dispatcher has sent everything due. */
async function at(path: string): Promise<Received[]> {
  await drainWebhooks();
  return received.filter((r) => r.path === path);
}

/** The event types `path` got since `from` requests, sorted: one change's events go side by side. */
async function typesAt(path: string, from: number): Promise<string[]> {
  return (await at(path))
    .slice(from)
    .map((r) => r.event.type)
    .sort();
}

/** A receiver's check of the header, as Stripe's libraries do it. */
function signatureValid({ signature, body }: Received, secret: string): boolean {
  const parts = Object.fromEntries(signature.split(',').map((part) => part.split('=')));
  if (!/^\d+$/.test(parts.t ?? '')) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const signedAt = ({ signature }: Received) => Number(/t=(\d+)/.exec(signature)![1]);

const log = async (team: Owner, id: string) => ok(await call('listWebhookDeliveries', { id }, { as: team })).deliveries;

const deliveriesOfTeam = async (teamID: string) =>
  (await testStore().collection(COLLECTIONS.webhookDeliveries).where('teamID', '==', teamID).get()).size;

describe('POST /webhooks', () => {
  it('answers the id and the secret once; the list never shows the secret', async () => {
    const team = await owner('group');
    const res = await call(
      'createWebhook',
      {
        teamID: team.teamID,
        url: `${base}/x`,
        events: ['subscriber.created', 'subscriber.created', 'import.completed'],
      },
      { as: team },
    );
    expect(res.status).toBe(201);
    const answer = ok(res);
    expect(answer.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(answer.endpoint).toMatchObject({
      id: answer.id,
      url: `${base}/x`,
      events: ['subscriber.created', 'import.completed'],
    });
    const second = await hook(team);
    expect(second.secret).not.toBe(answer.secret);

    const list = await call('listWebhooks', { teamID: team.teamID }, { as: team });
    expect(ok(list).webhooks.map((w) => w.id)).toEqual([second.id, answer.id]);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
  });

  it('refuses editors and viewers (401) and strangers (404), and makes no endpoint', async () => {
    const team = await owner('scale');
    const input = { teamID: team.teamID, url: `${base}/x`, events: ['subscriber.created' as const] };
    for (const role of ['editor', 'viewer'] as const) {
      const as = await member(team.teamID, role);
      expect((await call('createWebhook', input, { as })).status, role).toBe(401);
      expect((await call('listWebhooks', { teamID: team.teamID }, { as })).status, role).toBe(401);
    }
    expect((await call('createWebhook', input, { as: await owner('group') })).status).toBe(404);
    const admin = await member(team.teamID, 'admin');
    expect((await call('createWebhook', input, { as: admin })).status).toBe(201);
    expect(ok(await call('listWebhooks', { teamID: team.teamID }, { as: team })).webhooks).toHaveLength(1);
  });

  it('is refused with the upgrade on plans without webhooks (402)', async () => {
    for (const tier of ['starter', 'core'] as const) {
      const team = await owner(tier);
      const res = await call(
        'createWebhook',
        { teamID: team.teamID, url: `${base}/x`, events: ['subscriber.created'] },
        { as: team },
      );
      expect(res.status, tier).toBe(402);
      expect(errorOf(res)).toMatchObject({ code: 'tier-limit', message: featureNotOnPlanMessage('webhooks', tier) });
    }
  });

  it('refuses bad input field by field', async () => {
    const team = await owner('group');
    const send400 = async (input: object, field: string, message?: string) => {
      const res = await send(
        'createWebhook',
        { teamID: team.teamID, url: `${base}/x`, events: ['subscriber.created'], ...input },
        { as: team },
      );
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(fieldPaths(res)).toEqual([field]);
      if (message) expect(errorOf(res).fields![0].message).toBe(message);
    };
    await send400({ url: 'not an address' }, 'url', WEBHOOK_MESSAGES.urlInvalid);
    await send400({ url: 'ftp://example.com/x' }, 'url', WEBHOOK_MESSAGES.urlInvalid);
    await send400({ url: 'https://me:pw@example.com/x' }, 'url', WEBHOOK_MESSAGES.noCredentials);
    await send400({ url: `https://example.com/${'x'.repeat(2048)}` }, 'url');
    await send400({ events: [] }, 'events', WEBHOOK_MESSAGES.eventsRequired);
    await send400({ events: ['subscriber.exploded'] }, 'events.0');
  });

  it(`holds ${WEBHOOK_LIMITS.perTeam} endpoints per team`, async () => {
    const team = await owner('group');
    for (let i = 0; i < WEBHOOK_LIMITS.perTeam; i++) await hook(team, ['subscriber.deleted']);
    const res = await call(
      'createWebhook',
      { teamID: team.teamID, url: `${base}/x`, events: ['subscriber.created'] },
      { as: team },
    );
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(WEBHOOK_MESSAGES.tooMany);
  });
});

describe('an endpoint whose creator deletes their account', () => {
  it('keeps working for the team, without their name', async () => {
    const team = await owner('group');
    const admin = await member(team.teamID, 'admin');
    const path = `/hook/${++serial}`;
    const input = { teamID: team.teamID, url: `${base}${path}`, events: ['subscriber.created' as const] };
    const { endpoint } = created(await call('createWebhook', input, { as: admin }));
    expect(endpoint.createdBy).not.toBe(FORMER_MEMBER);
    ok(await call('deleteAccount', { confirmEmail: admin.email }, { as: admin }));
    const [listed] = ok(await call('listWebhooks', { teamID: team.teamID }, { as: team })).webhooks;
    expect(listed).toMatchObject({ id: endpoint.id, createdBy: FORMER_MEMBER });
    await newSubscriber(team, uniqueEmail('after'));
    expect(await at(path)).toHaveLength(1);
  });
});

describe('DELETE /webhooks/{id}', () => {
  it('deletes the endpoint and its log: nothing more is sent to it', async () => {
    const team = await owner('group');
    const endpoint = await hook(team, ['subscriber.created']);
    await newSubscriber(team, uniqueEmail('a'));
    expect(await at(endpoint.path)).toHaveLength(1);

    expect((await call('deleteWebhook', { id: endpoint.id }, { as: await member(team.teamID, 'editor') })).status).toBe(
      401,
    );
    expect((await call('deleteWebhook', { id: endpoint.id }, { as: await owner('group') })).status).toBe(404);
    ok(await call('deleteWebhook', { id: endpoint.id }, { as: team }));
    expect(ok(await call('listWebhooks', { teamID: team.teamID }, { as: team })).webhooks).toEqual([]);
    expect(await deliveriesOfTeam(team.teamID)).toBe(0);
    expect((await call('listWebhookDeliveries', { id: endpoint.id }, { as: team })).status).toBe(404);

    await newSubscriber(team, uniqueEmail('b'));
    expect(await at(endpoint.path)).toHaveLength(1);
    expect(await deliveriesOfTeam(team.teamID)).toBe(0);
  });
});

describe('a delivery', () => {
  it('never holds up the answer of the change that caused it', async () => {
    const team = await owner('group');
    const path = `/held/${++serial}`;
    const input = { teamID: team.teamID, url: `${base}${path}`, events: ['subscriber.created' as const] };
    const { id } = created(await call('createWebhook', input, { as: team }));
    const email = uniqueEmail('quick');
    const added = newSubscriber(team, email);
    // The receiver holds the request; the change has answered all the same.
    await expect.poll(() => held.length, { timeout: 20_000 }).toBe(1);
    await expect(added).resolves.toMatch(/_/);
    expect((await log(team, id))[0]).toMatchObject({ state: 'sending', attempts: 1 });
    held.shift()!();
    await drainWebhooks();
    expect((await log(team, id))[0]).toMatchObject({ state: 'delivered', attempts: 1, status: 200 });
  });

  it('is signed, retried after a failure without holding up the answer, and logged with each answer', async () => {
    const team = await owner('group');
    const endpoint = await hook(team, ['subscriber.created']);
    answers.push(500);
    const email = uniqueEmail('first');
    const id = await newSubscriber(team, email);

    const [first] = await at(endpoint.path);
    expect(signatureValid(first, endpoint.secret)).toBe(true);
    expect(first.event).toMatchObject({
      type: 'subscriber.created',
      teamID: team.teamID,
      data: { id, email, name: '', lists: [team.listID], tags: [] },
    });
    expect(first.event.id).toMatch(/^evt_/);
    const [failed] = await log(team, endpoint.id);
    expect(failed).toMatchObject({
      type: 'subscriber.created',
      eventID: first.event.id,
      state: 'retrying',
      attempts: 1,
      status: 500,
      answer: 'boom 500',
    });
    expect(failed.nextAttemptAt).not.toBeNull();

    // Not before its time.
    later(retryDelay(1) / 2);
    expect(await at(endpoint.path)).toHaveLength(1);
    later(retryDelay(1) / 2);
    const [, second] = await at(endpoint.path);
    expect(second.body).toBe(first.body);
    expect(signatureValid(second, endpoint.secret)).toBe(true);
    expect(signedAt(second) - signedAt(first)).toBeGreaterThanOrEqual(retryDelay(1) / 1000);
    expect(signatureValid(second, (await hook(team, ['subscriber.deleted'])).secret)).toBe(false);

    const [delivered] = await log(team, endpoint.id);
    expect(delivered).toMatchObject({
      id: failed.id,
      state: 'delivered',
      attempts: 2,
      status: 200,
      answer: 'thanks',
      nextAttemptAt: null,
    });
  });

  it('is sent again by hand: the same event, freshly signed, as a delivery of its own', async () => {
    const team = await owner('group');
    const endpoint = await hook(team, ['subscriber.created']);
    await newSubscriber(team, uniqueEmail('again'));
    const [sent] = await at(endpoint.path);
    const [delivery] = await log(team, endpoint.id);

    expect(
      (await call('resendWebhookDelivery', { id: delivery.id }, { as: await member(team.teamID, 'viewer') })).status,
    ).toBe(401);
    expect((await call('resendWebhookDelivery', { id: delivery.id }, { as: await owner('group') })).status).toBe(404);
    later(2_000);
    const again = ok(await call('resendWebhookDelivery', { id: delivery.id }, { as: team })).delivery;
    expect(again).toMatchObject({ eventID: delivery.eventID, type: 'subscriber.created', attempts: 0 });
    expect(again.id).not.toBe(delivery.id);

    const [, resent] = await at(endpoint.path);
    expect(resent.body).toBe(sent.body);
    expect(signatureValid(resent, endpoint.secret)).toBe(true);
    expect(signedAt(resent)).toBeGreaterThan(signedAt(sent));
    expect((await log(team, endpoint.id)).map((d) => [d.id, d.state, d.attempts])).toEqual([
      [again.id, 'delivered', 1],
      [delivery.id, 'delivered', 1],
    ]);
  });

  it(`is given up ${RETRY_FOR_MS / 3_600_000} hours after its event, the endpoint failing all the while`, async () => {
    const team = await owner('group');
    const endpoint = await hook(team, ['subscriber.deleted']);
    const id = await newSubscriber(team, uniqueEmail('gone'));
    answers.push(...Array.from({ length: 30 }, () => 503));
    ok(await call('deleteSubscriber', { id }, { as: team }));
    await drainWebhooks();
    let waited = 0;
    while ((await log(team, endpoint.id))[0].state === 'retrying') {
      expect(waited, 'still retrying past three days').toBeLessThanOrEqual(RETRY_FOR_MS);
      later(retryDelay(99));
      waited += retryDelay(99);
      await drainWebhooks();
    }
    const [given] = await log(team, endpoint.id);
    expect(given).toMatchObject({ state: 'failed', status: 503, nextAttemptAt: null });
    const tries = await at(endpoint.path);
    expect(tries).toHaveLength(given.attempts);
    expect(tries.every((r) => signatureValid(r, endpoint.secret))).toBe(true);
    expect(signedAt(tries.at(-1)!) - signedAt(tries[0])).toBeLessThanOrEqual(RETRY_FOR_MS / 1000);
  });
});

describe('the events', () => {
  it('tell of a subscriber created, edited, leaving, coming back and deleted', async () => {
    const team = await owner('group');
    const other = await newList(team);
    const endpoint = await hook(team);
    const email = uniqueEmail('life');
    const id = await newSubscriber(team, email, [team.listID]);
    expect(await typesAt(endpoint.path, 0)).toEqual(['subscriber.created', 'subscriber.subscribed']);
    const joined = (await at(endpoint.path)).find((r) => r.event.type === 'subscriber.subscribed')!;
    expect(joined.event.data).toMatchObject({ id, email, lists: [team.listID], listIDs: [team.listID] });

    ok(await setLists(team, id, email, [other]));
    expect(await typesAt(endpoint.path, 2)).toEqual([
      'subscriber.subscribed',
      'subscriber.unsubscribed',
      'subscriber.updated',
    ]);
    const left = (await at(endpoint.path)).slice(2).find((r) => r.event.type === 'subscriber.unsubscribed')!;
    expect(left.event.data).toMatchObject({ id, lists: [other], listIDs: [team.listID] });

    // The recipient's own opt-out, from their mail app: no edit by the team.
    await optOutByLink(team, id, other);
    expect(await typesAt(endpoint.path, 5)).toEqual(['subscriber.unsubscribed']);
    ok(await call('deleteSubscriber', { id }, { as: team }));
    expect(await typesAt(endpoint.path, 6)).toEqual(['subscriber.deleted']);
    const all = await at(endpoint.path);
    expect(all.at(-1)!.event.data).toMatchObject({ id, email });
    expect(all.every((r) => signatureValid(r, endpoint.secret))).toBe(true);
    expect(new Set(all.map((r) => r.event.id)).size).toBe(all.length);
  });

  it('tell nothing of a save that changed nothing, and of one that did', async () => {
    const team = await owner('group');
    const endpoint = await hook(team, ['subscriber.updated']);
    const email = uniqueEmail('same');
    const id = await newSubscriber(team, email, [team.listID]);
    ok(await setLists(team, id, email, [team.listID]));
    ok(await setLists(team, id, email, [team.listID, await newList(team)]));
    const got = await at(endpoint.path);
    expect(got.map((r) => r.event.type)).toEqual(['subscriber.updated']);
    expect(got[0].event.data.lists).toHaveLength(2);
  });

  it('tell of a reader subscribing on the public page once they confirm', async () => {
    const team = await owner('group');
    const endpoint = await hook(team, ['subscriber.created', 'subscriber.subscribed']);
    const email = uniqueEmail('reader');
    ok(
      await call(
        'emailActionSubmit',
        { type: 'subscribe', email, newsletterID: team.listID },
        { headers: newClient() },
      ),
    );
    expect(await at(endpoint.path)).toEqual([]);
    const [mail] = await mailsTo(email);
    ok(await call('linkAction', { type: 'confirmSubscribe', token: confirmTokenIn(mail) }, { headers: newClient() }));
    expect(await typesAt(endpoint.path, 0)).toEqual(['subscriber.created', 'subscriber.subscribed']);
  });

  it('go only to the endpoints that asked for them', async () => {
    const team = await owner('group');
    const deletions = await hook(team, ['subscriber.deleted']);
    const everything = await hook(team);
    const id = await newSubscriber(team, uniqueEmail('some'));
    ok(await call('deleteSubscriber', { id }, { as: team }));
    expect(await typesAt(deletions.path, 0)).toEqual(['subscriber.deleted']);
    expect(await typesAt(everything.path, 0)).toEqual([
      'subscriber.created',
      'subscriber.deleted',
      'subscriber.subscribed',
    ]);
  });

  it('tell of a subscriber taken off a list through the REST API', async () => {
    const team = await owner('group');
    const endpoint = await hook(team, ['subscriber.unsubscribed', 'subscriber.updated']);
    const id = await newSubscriber(team, uniqueEmail('api'));
    const { key } = await newKey(team, 'write');
    ok(await send('v1Unsubscribe', { id }, { headers: { authorization: `Bearer ${key}` } }));
    const [left] = await at(endpoint.path);
    expect(left.event).toMatchObject({
      type: 'subscriber.unsubscribed',
      data: { id, lists: [], listIDs: [team.listID] },
    });
    expect(await at(endpoint.path)).toHaveLength(1);
  });

  it('tell of each subscriber a bulk tag change edited', async () => {
    const team = await owner('group');
    const endpoint = await hook(team, ['subscriber.updated']);
    const ids = [await newSubscriber(team, uniqueEmail('t1')), await newSubscriber(team, uniqueEmail('t2'))];
    ok(await call('subscriberTags', { teamID: team.teamID, subscriberIDs: ids, add: 'vip' }, { as: team }));
    const got = await at(endpoint.path);
    expect(got.map((r) => [r.event.type, r.event.data.tags])).toEqual([
      ['subscriber.updated', ['vip']],
      ['subscriber.updated', ['vip']],
    ]);
    expect(got.map((r) => r.event.data.id).sort()).toEqual([...ids].sort());
  });

  it('tell of the subscribers of a deleted list as leaving it', async () => {
    const team = await owner('group');
    const doomed = await newList(team);
    const endpoint = await hook(team, ['subscriber.unsubscribed']);
    const id = await newSubscriber(team, uniqueEmail('d1'), [team.listID, doomed]);
    await newSubscriber(team, uniqueEmail('d2'), [team.listID]);
    ok(await call('deleteNewsletter', { id: doomed }, { as: team }));
    const got = await at(endpoint.path);
    expect(got.map((r) => r.event.data)).toEqual([
      expect.objectContaining({ id, lists: [team.listID], listIDs: [doomed] }),
    ]);
  });

  it('tell of each subscriber of a bulk deletion', async () => {
    const team = await owner('group');
    const endpoint = await hook(team, ['subscriber.deleted']);
    const ids = [await newSubscriber(team, uniqueEmail('b1')), await newSubscriber(team, uniqueEmail('b2'), [])];
    ok(await call('deleteSubscribers', { teamID: team.teamID, ids }, { as: team }));
    const got = await at(endpoint.path);
    expect(got.map((r) => r.event.type)).toEqual(['subscriber.deleted', 'subscriber.deleted']);
    expect(got.map((r) => r.event.data.id).sort()).toEqual([...ids].sort());
  });

  it('tell of an import once, with its counts, and not of each address', async () => {
    const team = await owner('group');
    const endpoint = await hook(team);
    await newSubscriber(team, uniqueEmail('known'), [team.listID]);
    const answer = ok(await importInto(team, [uniqueEmail('i1'), uniqueEmail('i2'), uniqueEmail('i3')]));
    // The event waits a little for further parts of the same import.
    expect(await typesAt(endpoint.path, 2)).toEqual([]);
    later(IMPORT_SETTLE_MS);
    expect(await typesAt(endpoint.path, 2)).toEqual(['import.completed']);
    const [event] = (await at(endpoint.path)).slice(2);
    expect(event.event.data).toEqual({
      importID: answer.importID,
      lists: [team.listID],
      fileName: null,
      created: 3,
      updated: 0,
      alreadySubscribed: 0,
      optedOut: 0,
    });
    expect(signatureValid(event, endpoint.secret)).toBe(true);
  });

  it('tell of an import sent in several calls once, with the counts of all', async () => {
    const team = await owner('group');
    const endpoint = await hook(team, ['import.completed']);
    const part = (emails: string[], importID?: string) =>
      call(
        'batchSubscribers',
        { emails, newsletterIDs: [team.listID], teamID: team.teamID, agreed: true, importID },
        { as: team },
      );
    const { importID } = ok(await part([uniqueEmail('p1'), uniqueEmail('p2')]));
    later(IMPORT_SETTLE_MS / 2);
    ok(await part([uniqueEmail('p3')], importID));
    // Still waiting: the second call pushed the event back.
    later(IMPORT_SETTLE_MS / 2 + 1_000);
    expect(await at(endpoint.path)).toEqual([]);
    later(IMPORT_SETTLE_MS / 2);
    const got = await at(endpoint.path);
    expect(got.map((r) => r.event.data)).toEqual([expect.objectContaining({ importID, created: 3 })]);
  });

  it("hold an import's event back while a further call of it runs, and tell a part that came after it went on its own", async () => {
    const team = await owner('group');
    const endpoint = await hook(team, ['import.completed']);
    const part = (emails: string[], importID: string) =>
      call(
        'batchSubscribers',
        { emails, newsletterIDs: [team.listID], teamID: team.teamID, agreed: true, importID },
        { as: team },
      );
    const { importID } = ok(await importInto(team, [uniqueEmail('h1')]));
    // As a further call starts (and runs long): the event waits past its two minutes.
    await holdImportCompleted(servedDeps(), team.teamID, importID);
    later(IMPORT_SETTLE_MS + 1_000);
    expect(await at(endpoint.path)).toEqual([]);
    later(IMPORT_HOLD_MS);
    expect((await at(endpoint.path)).map((r) => r.event.data.created)).toEqual([1]);

    // A part after the event went: its own event, with its own counts and the same import.
    ok(await part([uniqueEmail('h2'), uniqueEmail('h3')], importID));
    later(IMPORT_SETTLE_MS);
    const got = await at(endpoint.path);
    expect(got.map((r) => [r.event.data.importID, r.event.data.created])).toEqual([
      [importID, 1],
      [importID, 2],
    ]);
    expect(got[1].event.id).not.toBe(got[0].event.id);
  });

  it('are not queued for a team without endpoints, or whose plan no longer has webhooks', async () => {
    const team = await owner('group');
    await newSubscriber(team, uniqueEmail('none'));
    expect(await deliveriesOfTeam(team.teamID)).toBe(0);

    const endpoint = await hook(team);
    await setTier(team.teamID, 'core');
    const id = await newSubscriber(team, uniqueEmail('lapsed'));
    ok(await call('deleteSubscriber', { id }, { as: team }));
    expect(await deliveriesOfTeam(team.teamID)).toBe(0);
    expect(await at(endpoint.path)).toEqual([]);
  });
});
