/**
 * Requests no client of ours sends: an unknown charset or Content-Encoding,
 * compressed bytes that do not inflate, text with NUL characters or broken
 * Unicode. Each function answers them in the API's error shape, and changes nothing.
 */
import { UNREADABLE_TEXT_MESSAGE } from '@listkeep/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, ok, request, send } from './support/client';
import { newUser } from './support/fixtures';
import type { TestUser } from './support/identities';
import { apiBase, webhookUrl } from './support/served-api';

let user: TestUser & { teamID: string };
beforeAll(async () => {
  user = await newUser();
});

/** Posts bytes as they are, with the headers given, and reads the answer as text and, when it is, JSON. */
async function postBytes(url: string, headers: Record<string, string>, body: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text };
}

const ODD_BODIES = [
  ['an unknown charset', 415, { 'content-type': 'application/json; charset=latin9' }, '{"name": "Ann"}'],
  ['an unknown Content-Encoding', 415, { 'content-encoding': 'compress' }, '{"name": "Ann"}'],
  ['Content-Encoding br on bytes that are not brotli', 400, { 'content-encoding': 'br' }, 'not brotli at all'],
  ['Content-Encoding gzip on bytes that are not gzip', 400, { 'content-encoding': 'gzip' }, 'not gzip at all'],
] as const;

describe.each([
  ['the API', () => `${apiBase()}/setProfile`, ODD_BODIES],
  // The webhook reads bytes as they are, whatever charset is declared.
  ['the Stripe webhook', () => webhookUrl(), ODD_BODIES.slice(1)],
])('%s, sent a body it cannot read', (_name, url, cases) => {
  it.each(cases)('answers %s with %i in the API error shape', async (_case, status, headers, body) => {
    const res = await postBytes(url(), headers, body);
    expect(res.status).toBe(status);
    expect(res.type).toMatch(/^application\/json/);
    const { error } = JSON.parse(res.text);
    expect(error.code).toBe(status === 415 ? 'unsupported-media-type' : 'invalid-argument');
    expect(res.text).not.toMatch(/<html|\bat \S+ \(/i);
  });
});

describe('text with NUL characters or lone surrogates', () => {
  it('is refused in any field of a signed-in call, naming the field, and nothing changes', async () => {
    const before = ok(await call('getUserData', {}, { as: user })).name;
    for (const name of ['Ann\ud800', 'Ann\u0000', '\udc00Ann']) {
      const res = await send('setProfile', { name }, { as: user });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(errorOf(res)).toEqual({
        code: 'invalid-argument',
        message: UNREADABLE_TEXT_MESSAGE,
        fields: [{ path: 'name', message: UNREADABLE_TEXT_MESSAGE }],
      });
    }
    expect(ok(await call('getUserData', {}, { as: user })).name).toBe(before);
  });

  it('is refused deep in a list, in a field name, and in a public call', async () => {
    const deep = await send(
      'batchSubscribers',
      { teamID: user.teamID, newsletterIDs: [], emails: ['a@example.org', 'b\u0000@example.org'] },
      { as: user },
    );
    expect(deep.status).toBe(400);
    expect(errorOf(deep).fields).toEqual([{ path: 'emails.1', message: UNREADABLE_TEXT_MESSAGE }]);

    const key = await request('POST', '/setProfile', { as: user, body: { ['na\ud800me']: 'Ann' } });
    expect(key.status).toBe(400);
    expect(errorOf(key).fields?.[0]?.path).toBe('(field name)');

    const open = await send('emailActionSubmit', {
      type: 'subscribe',
      email: 'someone@example.org',
      newsletterID: 'Some\ud83dList',
    });
    expect(open.status).toBe(400);
    expect(errorOf(open).message).toBe(UNREADABLE_TEXT_MESSAGE);
  });

  it('takes whole characters outside the basic plane, as pairs', async () => {
    const res = await send('setProfile', { name: 'Ann \ud83d\ude00' }, { as: user });
    expect(res.status).toBe(200);
  });
});
