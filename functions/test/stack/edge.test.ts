/**
 * The API's edge on both ways in: through Hosting (/api/…) and at the
 * function's own URL, where the Functions runtime, not Hosting, is in front.
 */
import { describe, expect, it } from 'vitest';
import { API_BASE, PROJECT_ID } from '../support/env';
import { preflight as sendPreflight } from '../support/headers';

const FUNCTIONS = `http://127.0.0.1:5001/${PROJECT_ID}/us-central1`;
/** Where the local stack serves the web app: an origin the API lets in locally. */
const APP_ORIGIN = new URL(API_BASE).origin;

const ways = [
  ['through Hosting', API_BASE],
  ["at the function's own URL", `${FUNCTIONS}/api`],
] as const;

describe.each(ways)('the API %s', (_way, base) => {
  it("answers a malformed JSON body with its own 400, in the API's error shape", async () => {
    const res = await fetch(`${base}/linkOpen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"type": ',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      error: { code: 'invalid-argument', message: 'The request body is not valid JSON.' },
    });
  });

  it("answers an unknown charset or a body that does not inflate in the API's shape", async () => {
    const send = (headers: Record<string, string>) =>
      fetch(`${base}/linkOpen`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: 'not what it claims',
      });
    const charset = await send({ 'content-type': 'application/json; charset=latin9' });
    expect(charset.status).toBe(415);
    expect((await charset.json()).error.code).toBe('unsupported-media-type');
    const gzip = await send({ 'content-encoding': 'gzip' });
    expect(gzip.status).toBe(400);
    expect((await gzip.json()).error.code).toBe('invalid-argument');
  });

  const preflight = (origin: string) => sendPreflight(`${base}/setProfile`, origin);

  it("answers a preflight from the app's own origin", async () => {
    for (const origin of [APP_ORIGIN, 'http://localhost:5000']) {
      const res = await preflight(origin);
      expect(res.status, origin).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(res.headers.get('access-control-allow-headers'), origin).toMatch(/Authorization/);
    }
  });

  it('does not answer a preflight from another origin, nor let it read answers', async () => {
    const res = await preflight('https://evil.example');
    expect(res.status).toBe(405);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
    const read = await fetch(`${base}/getVersion`, { headers: { origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('short tracked addresses', () => {
  it('reach the API through Hosting at /l/…, which answers an unknown one 404 and keeps the Referer out', async () => {
    const res = await fetch(`${APP_ORIGIN}/l/NoSuchLink`, { redirect: 'manual' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not-found', message: 'Link was not found.' } });
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('the Stripe webhook', () => {
  it("answers a body that does not inflate in the API's shape", async () => {
    const res = await fetch(`${FUNCTIONS}/stripeWebhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: 'not gzip',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await res.json()).error.code).toBe('invalid-argument');
  });

  it('lets no browser origin in', async () => {
    const res = await fetch(`${FUNCTIONS}/stripeWebhook`, {
      method: 'OPTIONS',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
