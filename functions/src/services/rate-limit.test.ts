import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteStore } from '../store/sqlite';
import { RATE_LIMITS, storeRateLimiter, sweepExpiredWindows } from './rate-limit';

const dir = mkdtempSync(join(tmpdir(), 'listkeep-rate-'));
const store = createSqliteStore(join(dir, 'rate.sqlite'));
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('storeRateLimiter', () => {
  it('allows the limit within a window, refuses the rest, and starts over in the next window', async () => {
    let now = 1_000_000;
    const limiter = storeRateLimiter(store, 'test-secret', () => now);
    const rule = { limit: 3, windowMs: 60_000 };
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await limiter.allow('ip:1', rule));
    expect(answers).toEqual([true, true, true, false, false]);
    expect(await limiter.allow('ip:2', rule)).toBe(true);
    now += 60_000;
    expect(await limiter.allow('ip:1', rule)).toBe(true);
  });

  it('names its windows by a keyed hash, which no one can recompute from an address alone', async () => {
    const limiter = storeRateLimiter(store, 'test-secret', () => 7_000_000);
    await limiter.allow('client:linkOpen:203.0.113.9', { limit: 1, windowMs: 60_000 });
    const plain = createHash('sha256').update('client:linkOpen:203.0.113.9').digest('hex').slice(0, 40);
    const ids = (await store.collection(RATE_LIMITS).get()).docs.map((d) => d.id);
    expect(ids.filter((id) => id.endsWith(`_${Math.floor(7_000_000 / 60_000) * 60_000}`))).toHaveLength(1);
    expect(ids.some((id) => id.startsWith(plain))).toBe(false);
  });

  it('holds the limit when requests race', async () => {
    const limiter = storeRateLimiter(store, 'test-secret', () => 5_000_000);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => limiter.allow('race', { limit: 5, windowMs: 60_000 })),
    );
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  it('keeps no plain key in the store', async () => {
    const limiter = storeRateLimiter(store, 'test-secret', () => 9_000_000);
    await limiter.allow('email:ann@example.org', { limit: 1, windowMs: 1000 });
    const docs = await store.collection('rateLimits').get();
    expect(docs.docs.map((d) => d.id).join(' ')).not.toContain('ann');
  });

  it('sweeps windows once they have expired, and only those', async () => {
    let now = 20_000_000;
    const limiter = storeRateLimiter(store, 'test-secret', () => now, 3);
    const rule = { limit: 10, windowMs: 1000 };
    await limiter.allow('old-client', rule);
    now += 5000;
    await limiter.allow('new-client', rule);
    const paths = async () =>
      (await store.collection('rateLimits').where('expiresAt', '>=', 20_000_000).get()).docs.length;
    expect(await paths()).toBe(2);
    // The third call of this limiter sweeps: the old client's window has expired, the new one's has not.
    await limiter.allow('new-client', rule);
    expect(await paths()).toBe(1);
    expect(await sweepExpiredWindows(store, now)).toBe(0);
  });
});
