import type { Request, Response } from 'express';
import { NOT_ACCEPTING_REASON, type ParsedInput } from '@listkeep/common';
import { afterAll, describe, expect, it } from 'vitest';
import { teamRef } from '../domain/accounts';
import { account, testDeps } from '../domain/test-deps';
import { storeRateLimiter } from '../services/rate-limit';
import { withOutage } from '../store/outage';
import { StoreError } from '../store/port';
import { SUBMIT_FLOOR_MS, emailActionSubmitHandler, submitFloorFromEnv } from './links';

describe('submitFloorFromEnv', () => {
  it('is 250 ms unless LISTKEEP_SUBMIT_FLOOR_MS says otherwise', () => {
    expect(submitFloorFromEnv({})).toBe(250);
    expect(submitFloorFromEnv({ LISTKEEP_SUBMIT_FLOOR_MS: ' 900 ' })).toBe(900);
  });

  it('refuses a value that is not a whole number of milliseconds', () => {
    expect(() => submitFloorFromEnv({ LISTKEEP_SUBMIT_FLOOR_MS: '0.5s' })).toThrow(/whole number/);
  });
});

describe('POST /emailActionSubmit', () => {
  const base = testDeps();
  const outage = withOutage(base.store);
  // Rate checks on the healthy store, so only the work behind the answer meets the outage.
  const deps = { ...base, store: outage.store, rateLimiter: storeRateLimiter(base.store, base.now) };
  afterAll(() => base.store.close());
  let client = 0;
  const submit = (input: ParsedInput<'emailActionSubmit'>) => {
    client += 1;
    const req = { headers: { 'x-forwarded-for': `10.0.0.${client}` }, socket: {} } as unknown as Request;
    return emailActionSubmitHandler(input, { deps, req, res: {} as Response });
  };

  it('answers what the work decided, no sooner than the floor', async () => {
    const { teamID, listID } = await account(deps, 'free');
    const started = performance.now();
    expect(await submit({ type: 'subscribe', email: 'a@example.org', newsletterID: listID })).toEqual({ ok: true });
    expect(performance.now() - started).toBeGreaterThanOrEqual(SUBMIT_FLOOR_MS - 5);
    await teamRef(base.store, teamID).update({ 'counters.subscribers': 50 });
    expect(await submit({ type: 'subscribe', email: 'b@example.org', newsletterID: listID })).toEqual({
      ok: false,
      reason: NOT_ACCEPTING_REASON,
    });
  });

  it('does not thank anyone for a subscribe whose work failed; an unsubscribe request answers the same', async () => {
    const { listID } = await account(deps, 'free');
    outage.fail(/^newsletters\//);
    try {
      await expect(submit({ type: 'subscribe', email: 'c@example.org', newsletterID: listID })).rejects.toBeInstanceOf(
        StoreError,
      );
      expect(await submit({ type: 'unsubscribe', email: 'c@example.org', newsletterID: listID })).toEqual({
        ok: true,
      });
    } finally {
      outage.recover();
    }
  });
});
