/**
 * The API's edge, served in-process on an ephemeral port: what a caller sees
 * of a malformed body, the headers every answer carries, and CORS.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDeps } from '../../test/support/test-deps';
import { handlers } from '../handlers';
import { DEFAULT_ANSWER_FLOOR_MS } from './answer-floor';
import { createApp } from './app';
import { preflight as sendPreflight } from '../../test/support/headers';

const APP_ORIGIN = 'https://listkeep.example.org';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(
    createApp(testDeps(), handlers, { allowedOrigins: [APP_ORIGIN], answerFloorMs: DEFAULT_ANSWER_FLOOR_MS }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('a malformed JSON body', () => {
  for (const path of ['/api/setProfile', '/setProfile', '/api/linkOpen']) {
    it(`answers 400 invalid-argument in the API's shape on ${path}`, async () => {
      const res = await post(path, '{"name": ');
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        error: { code: 'invalid-argument', message: 'The request body is not valid JSON.' },
      });
    });
  }
});

describe('every answer', () => {
  it('carries no X-Powered-By, is not cached and is not sniffed', async () => {
    for (const res of [await fetch(`${base}/api/getVersion`), await fetch(`${base}/api/noSuchCall`)]) {
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string, path = '/api/setProfile') => sendPreflight(base + path, origin);

  it("answers a preflight from the app's own origin", async () => {
    const res = await preflight(APP_ORIGIN);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE');
    expect(res.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it('does not answer a preflight from any other origin', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:5000']) {
      const res = await preflight(origin);
      expect(res.status).toBe(405);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-methods')).toBeNull();
      expect((await res.json()).error.code).toBe('method-not-allowed');
    }
    const unknown = await preflight('https://evil.example', '/api/noSuchCall');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("lets the app's own origin read answers, errors included, and no other", async () => {
    const own = await fetch(`${base}/api/getVersion`, { headers: { origin: APP_ORIGIN } });
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const refused = await post('/api/setProfile', '{', { origin: APP_ORIGIN });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const other = await fetch(`${base}/api/getVersion`, { headers: { origin: 'https://evil.example' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('vary')).toMatch(/Origin/);
  });

  it('adds nothing to a call without an Origin (same-origin pages, servers)', async () => {
    const res = await fetch(`${base}/api/getVersion`);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
