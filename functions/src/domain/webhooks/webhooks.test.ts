/**
 * The signature a receiver checks, and the retry schedule (docs/product.md
 * §4 Webhooks). The deliveries themselves are tested through the API in
 * functions/test/webhooks.test.ts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RETRY_DELAYS_MS, RETRY_FOR_MS, nextAttemptAt, retryDelay } from './outbox';
import { newWebhookSecret, signatureHeader } from './signing';

/** What a receiver does with the header, as Stripe's libraries do: parse, recompute, compare in constant time, check the age. */
function verify(header: string, body: string, secret: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('signatureHeader', () => {
  const secret = newWebhookSecret();
  const body = JSON.stringify({ id: 'evt_1', type: 'subscriber.created', data: { email: 'ana@example.org' } });
  const now = 1_800_000_000;

  it('is t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">, which a receiver verifies', () => {
    const header = signatureHeader(secret, body, now + 0.75);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verify(header, body, secret, now)).toBe(true);
  });

  it('fails for another body, another secret, or a time changed or too old', () => {
    const header = signatureHeader(secret, body, now);
    expect(verify(header, body.replace('ana', 'bob'), secret, now)).toBe(false);
    expect(verify(header, body, newWebhookSecret(), now)).toBe(false);
    expect(verify(header.replace(`t=${now}`, `t=${now + 1}`), body, secret, now)).toBe(false);
    expect(verify(header, body, secret, now + 301)).toBe(false);
  });

  it('makes secrets of 256 random bits, each its own', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});

describe('the retry schedule', () => {
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;

  it('waits longer after each failure, then 10 hours at a time', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 9].map(retryDelay)).toEqual([
      MINUTE,
      5 * MINUTE,
      30 * MINUTE,
      2 * HOUR,
      5 * HOUR,
      10 * HOUR,
      10 * HOUR,
      10 * HOUR,
    ]);
    for (let i = 1; i < RETRY_DELAYS_MS.length; i++) expect(RETRY_DELAYS_MS[i]).toBeGreaterThan(RETRY_DELAYS_MS[i - 1]);
  });

  it('retries for three days after the event, then gives up', () => {
    expect(RETRY_FOR_MS).toBe(72 * HOUR);
    const start = Date.UTC(2026, 0, 1);
    // Fail every attempt at its due time, as a dead endpoint does.
    const attempts = [start];
    for (let next: number | null = start; next !== null;) {
      next = nextAttemptAt(start, attempts.length, attempts.at(-1)!);
      if (next !== null) attempts.push(next);
    }
    expect(attempts.at(-1)! - start).toBeLessThanOrEqual(RETRY_FOR_MS);
    expect(attempts.at(-1)! + 10 * HOUR - start).toBeGreaterThan(RETRY_FOR_MS);
    expect(attempts.length).toBe(12);
  });
});
