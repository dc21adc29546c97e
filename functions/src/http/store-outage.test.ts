/**
 * When the store cannot be reached, every call answers 503 with the API's
 * own error shape and changes nothing; a caller that is not a member still
 * gets 404, and a failing read is never reported as "not found".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, joinTeam, subscriberInput, testDeps } from '../../test/support/test-deps';
import { createSubscriber, deleteSubscriber } from '../domain/subscribers/subscribers';
import { storeRateLimiter } from '../services/rate-limit';
import { withOutage } from '../../test/support/outage';
import { type Store, StoreError } from '../store/port';
import { DomainError } from '../domain/errors';
import { serveInProcess, uidAuth, type ServedApi } from '../../test/support/serve-in-process';

const base = testDeps();
const outage = withOutage(base.store);
const deps = {
  ...base,
  store: outage.store,
  rateLimiter: storeRateLimiter(outage.store, base.hashSecret, base.now),
  auth: uidAuth,
};
let served: ServedApi;
let origin = '';

beforeAll(async () => {
  served = await serveInProcess(deps);
  origin = served.origin;
});
afterAll(() => served.close());

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${origin}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() };
}

/** Every document the calls below could touch, to compare before and after. */
async function snapshot() {
  const all = await Promise.all(
    ['users', 'teams', 'newsletters', 'subscribers', 'emails', 'consent', 'links'].map(async (name) =>
      (await base.store.collection(name).get()).docs.map((d) => [d.path, d.data()]),
    ),
  );
  return all.flat();
}

describe('a store outage', () => {
  it('answers 503 with the error shape to signed-in and public calls alike, and changes nothing', async () => {
    const { uid, teamID, listID } = await account(deps, 'group');
    const id = await createSubscriber(deps, uid, subscriberInput(teamID, 'ann@example.org', [listID]));
    const before = await snapshot();

    outage.fail();
    const calls: [string, string, string | undefined, unknown?][] = [
      ['GET', '/getUserData', uid],
      ['GET', `/getDashboardData?teamID=${teamID}`, uid],
      ['GET', `/getDashboardItem?type=subscribers&teamID=${teamID}`, uid],
      ['POST', '/subscribers', uid, subscriberInput(teamID, 'bob@example.org', [listID])],
      ['PUT', `/subscribers/${id}`, uid, subscriberInput(teamID, 'ann@example.org', [])],
      ['DELETE', `/subscribers/${id}`, uid],
      ['POST', '/batchSubscribers', uid, { emails: ['c@example.org'], newsletterIDs: [listID], teamID, notes: '' }],
      ['DELETE', `/newsletters/${listID}`, uid],
      ['GET', `/newsletterSubscribers/${listID}`, uid],
      ['POST', '/linkOpen', undefined, { type: 'subscribe', newsletterID: listID }],
    ];
    for (const [method, path, token, body] of calls) {
      const res = await call(method, path, token, body);
      expect(res.status, `${method} ${path}`).toBe(503);
      expect(JSON.parse(res.text), `${method} ${path}`).toEqual({
        error: { code: 'unavailable', message: expect.stringMatching(/try again/) },
      });
      expect(res.retryAfter).toMatch(/^\d+$/);
      expect(res.text).not.toMatch(/at |\/work\/|node_modules|StoreError/);
    }
    expect(outage.refused).toBeGreaterThanOrEqual(calls.length);

    outage.recover();
    expect(await snapshot()).toEqual(before);
    expect((await call('GET', `/getDashboardData?teamID=${teamID}`, uid)).status).toBe(200);
  });

  it('is not reported as "not found" to a member, while a non-member still gets 404', async () => {
    const { uid, teamID, listID } = await account(deps, 'group');
    const id = await createSubscriber(deps, uid, subscriberInput(teamID, 'dee@example.org', [listID]));
    const stranger = (await account(deps, 'group')).uid;

    await expect(deleteSubscriber(deps, stranger, id)).rejects.toMatchObject({
      code: 'not-found',
      message: 'Subscriber was not found.',
    });

    // The subscriber is read; the membership read after it fails.
    outage.fail(/^teams\//);
    const failed = await deleteSubscriber(deps, uid, id).catch((error: unknown) => error);
    outage.recover();
    expect(failed).toBeInstanceOf(StoreError);
    expect(failed).not.toBeInstanceOf(DomainError);
    expect((failed as StoreError).code).toBe('unavailable');
    expect((await base.store.doc(`subscribers/${id}`).get()).exists).toBe(true);
  });

  it('that starts while a transaction runs makes the whole change fail', async () => {
    const { teamID, listID } = await account(deps, 'group');
    const editor = await joinTeam(deps, teamID, 'editor');
    const before = await snapshot();
    // Down between the transaction's reads and its commit.
    let armed = true;
    const store = new Proxy(outage.store, {
      get: (target, key, receiver) =>
        key === 'runTransaction'
          ? (fn: Parameters<Store['runTransaction']>[0]) =>
              target.runTransaction(async (tx) => {
                const result = await fn(tx);
                if (armed) {
                  armed = false;
                  outage.fail();
                }
                return result;
              })
          : Reflect.get(target, key, receiver),
    });
    const failed = await createSubscriber(
      { ...deps, store },
      editor,
      subscriberInput(teamID, 'eve@example.org', [listID]),
    )
      .then(() => null)
      .catch((error: unknown) => error);
    outage.recover();
    expect((failed as StoreError).code).toBe('unavailable');
    expect(await snapshot()).toEqual(before);
  });
});
