import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteStore } from '../store/sqlite';
import { storeRateLimiter } from './rate-limit';

const dir = mkdtempSync(join(tmpdir(), 'listkeep-rate-'));
const store = createSqliteStore(join(dir, 'rate.sqlite'));
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('storeRateLimiter', () => {
  it('allows the limit within a window, refuses the rest, and starts over in the next window', async () => {
    let now = 1_000_000;
    const limiter = storeRateLimiter(store, () => now);
    const rule = { limit: 3, windowMs: 60_000 };
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await limiter.allow('ip:1', rule));
    expect(answers).toEqual([true, true, true, false, false]);
    expect(await limiter.allow('ip:2', rule)).toBe(true);
    now += 60_000;
    expect(await limiter.allow('ip:1', rule)).toBe(true);
  });

  it('holds the limit when requests race', async () => {
    const limiter = storeRateLimiter(store, () => 5_000_000);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => limiter.allow('race', { limit: 5, windowMs: 60_000 })),
    );
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  it('keeps no plain key in the store', async () => {
    const limiter = storeRateLimiter(store, () => 9_000_000);
    await limiter.allow('email:ann@example.org', { limit: 1, windowMs: 1000 });
    const docs = await store.collection('rateLimits').get();
    expect(docs.docs.map((d) => d.id).join(' ')).not.toContain('ann');
  });
});
