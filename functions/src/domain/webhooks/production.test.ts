/**
 * In production (`localWebhooks` false) endpoints must be public https: the
 * API refuses any other address, and the dispatcher refuses to POST to one
 * that got stored anyway (added on a local stack, say), without a request.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_MESSAGES } from '@listkeep/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, testDeps } from '../../../test/support/test-deps';
import { userRef } from '../records';
import { DomainError } from '../errors';
import { COLLECTIONS } from '../docs';
import { createWebhook } from './endpoints';
import { deliverWebhook, deliveryRef, newDelivery } from './outbox';

const deps = { ...testDeps(), localWebhooks: false };
const requests: string[] = [];
const receiver = createServer((req, res) => {
  requests.push(req.url ?? '');
  res.end('ok');
});
let local = '';

beforeAll(async () => {
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  local = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((done) => receiver.close(() => done())));

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { code, fields } = error as DomainError;
  return { code, fields };
}

describe('in production', () => {
  it('refuses to add an endpoint that is not public https, and adds one that is', async () => {
    const { uid, teamID } = await account(deps, 'group');
    const user = (await userRef(deps.store, uid).get()).data()!;
    const add = (url: string) => createWebhook(deps, user, { teamID, url, events: ['subscriber.created'] });
    for (const [url, message] of [
      [local, WEBHOOK_MESSAGES.httpsOnly],
      ['https://127.0.0.1/hook', WEBHOOK_MESSAGES.privateHost],
      ['https://localhost/hook', WEBHOOK_MESSAGES.privateHost],
      ['https://10.0.0.8/hook', WEBHOOK_MESSAGES.privateHost],
      ['https://169.254.169.254/latest', WEBHOOK_MESSAGES.privateHost],
      ['https://[::1]/hook', WEBHOOK_MESSAGES.privateHost],
    ])
      expect(await refusal(add(url)), url).toEqual({ code: 'invalid', fields: [{ path: 'url', message }] });
    expect((await add('https://hooks.example.com/listkeep')).endpoint.url).toBe('https://hooks.example.com/listkeep');
  });

  it('never POSTs to a stored endpoint on this machine: the attempt fails without a request', async () => {
    const { teamID } = await account(deps, 'group');
    const endpointID = 'Hook0000000000000001';
    await deps.store.doc(`${COLLECTIONS.webhookEndpoints}/${endpointID}`).set({
      teamID,
      url: local,
      events: ['subscriber.created'],
      secret: 'whsec_x',
      createdBy: 'x',
      createdByName: 'x',
      createdAt: deps.now(),
    });
    const id = 'Dlvr0000000000000001';
    const fields = { teamID, endpointID, eventID: 'evt_1', type: 'subscriber.created', payload: '{}' } as const;
    await deliveryRef(deps.store, id).set(newDelivery(fields, deps.now()));

    expect(await deliverWebhook(deps, id)).toBe('retry');
    expect(requests).toEqual([]);
    expect((await deliveryRef(deps.store, id).get()).data()).toMatchObject({
      state: 'retrying',
      attempts: 1,
      status: null,
      answer: 'refused: not a public https address',
    });

    // The same delivery where webhooks may go anywhere reaches the receiver.
    deps.clock.now += 60_000;
    expect(await deliverWebhook({ ...deps, localWebhooks: true }, id)).toBe('delivered');
    expect(requests).toEqual(['/hook']);
  });
});
