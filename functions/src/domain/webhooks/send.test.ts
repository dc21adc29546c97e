/** One POST of a delivery: what is kept of the answer, the timeout, and the lookup that keeps production off private addresses. */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_LIMITS } from '@listkeep/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSigned, publicOnlyLookup } from './send';

const held: ServerResponse[] = [];
const server = createServer((req, res) => {
  if (req.url === '/long') res.end('x'.repeat(5000));
  else if (req.url === '/moved') res.writeHead(302, { location: 'http://127.0.0.1:1/' }).end();
  else if (req.url === '/held') held.push(res);
  else res.writeHead(404).end('no such hook');
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of held) res.destroy();
  await new Promise<void>((done) => server.close(() => done()));
});

const post = (path: string, timeoutMs?: number) =>
  postSigned(`${base}${path}`, 'whsec_x', '{}', Date.now(), false, timeoutMs);

describe('postSigned', () => {
  it(`keeps the status and the first ${WEBHOOK_LIMITS.answerKept} characters of the answer`, async () => {
    expect(await post('/long')).toEqual({ ok: true, status: 200, answer: 'x'.repeat(WEBHOOK_LIMITS.answerKept) });
    expect(await post('/nope')).toEqual({ ok: false, status: 404, answer: 'no such hook' });
  });

  it('does not follow a redirect: it is a failed attempt', async () => {
    expect(await post('/moved')).toMatchObject({ ok: false, status: 302 });
  });

  it('gives up on an endpoint that does not answer in time', async () => {
    expect(await post('/held', 300)).toEqual({
      ok: false,
      status: null,
      answer: `no answer: no answer within ${WEBHOOK_LIMITS.timeoutSeconds} seconds`,
    });
  });

  it('says why when nothing answers', async () => {
    const attempt = await postSigned('http://127.0.0.1:1/hook', 's', '{}', Date.now(), false);
    expect(attempt).toMatchObject({ ok: false, status: null });
    expect(attempt.answer).toMatch(/^no answer: .*ECONNREFUSED/);
  });
});

describe('publicOnlyLookup', () => {
  it('refuses a name that resolves to a loopback address', async () => {
    const error = await new Promise<Error | null>((done) => publicOnlyLookup('localhost', {}, (e) => done(e)));
    expect(error?.message).toBe('refused: localhost points to a private address');
  });
});
