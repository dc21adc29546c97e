import { NOT_ACCEPTING_REASON, type ParsedInput } from '@listkeep/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, testDeps } from '../../test/support/test-deps';
import { DEFAULT_ANSWER_FLOOR_MS } from '../http/answer-floor';
import { serveInProcess, uidAuth, type ServedApi } from '../../test/support/serve-in-process';
import { storeRateLimiter } from '../services/rate-limit';
import { withOutage } from '../../test/support/outage';
import { teamRef } from '../domain/records';

describe('POST /emailActionSubmit', () => {
  const base = testDeps();
  const outage = withOutage(base.store);
  // Rate checks on the healthy store, so only the work behind the answer meets the outage.
  const deps = {
    ...base,
    store: outage.store,
    rateLimiter: storeRateLimiter(base.store, base.hashSecret, base.now),
    auth: uidAuth,
  };
  let served: ServedApi;
  beforeAll(async () => {
    served = await serveInProcess(deps);
  });
  afterAll(async () => {
    await served.close();
    await base.store.close();
  });

  let client = 0;
  const submit = async (input: ParsedInput<'emailActionSubmit'>) => {
    client += 1;
    const res = await fetch(`${served.origin}/api/emailActionSubmit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${client}` },
      body: JSON.stringify(input),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('answers what the work decided, no sooner than the floor', async () => {
    const { teamID, listID } = await account(deps, 'starter');
    const started = performance.now();
    expect(await submit({ type: 'subscribe', email: 'a@example.org', newsletterID: listID })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(DEFAULT_ANSWER_FLOOR_MS - 5);
    await teamRef(base.store, teamID).update({ 'counters.subscribers': 50 });
    expect(await submit({ type: 'subscribe', email: 'b@example.org', newsletterID: listID })).toEqual({
      status: 200,
      body: { ok: false, reason: NOT_ACCEPTING_REASON },
    });
  });

  it('does not thank anyone for a subscribe whose work failed; an unsubscribe request answers the same', async () => {
    const { listID } = await account(deps, 'starter');
    outage.fail(/^newsletters\//);
    try {
      const failed = await submit({ type: 'subscribe', email: 'c@example.org', newsletterID: listID });
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({ error: { code: 'unavailable' } });
      expect(await submit({ type: 'unsubscribe', email: 'c@example.org', newsletterID: listID })).toEqual({
        status: 200,
        body: { ok: true },
      });
    } finally {
      outage.recover();
    }
  });
});
