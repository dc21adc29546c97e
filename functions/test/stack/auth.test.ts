import { describe, expect, it } from 'vitest';
import { api, get } from '../support/api';
import { forgedToken, signUp } from '../support/auth-emulator';

const sessionError = {
  error: { code: 'unauthenticated', message: 'Your session is not valid. Please sign in again.' },
};

describe('calls that need a signed-in user', () => {
  it('answer 403 without a token', async () => {
    const res = await get('/getUserData');
    expect(res.status).toBe(403);
    expect(res.body).toEqual(sessionError);
  });

  it.each([
    ['a malformed header', { authorization: 'Token abc' }],
    ['a token that is not a JWT', { authorization: 'Bearer not-a-jwt' }],
    ['an unsigned token naming no account', { authorization: `Bearer ${forgedToken()}` }],
  ])('answer 403 with %s', async (_label, headers) => {
    const res = await api('GET', '/getUserData', { headers });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(sessionError);
  });

  it('answer 403 for a token whose claims were altered', async () => {
    const user = await signUp();
    const [header, payload] = user.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    claims.aud = 'another-project';
    const altered = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), ''].join('.');
    const res = await get('/getUserData', altered);
    expect(res.status).toBe(403);
  });

  it('do not create anything for a refused token', async () => {
    const res = await api('POST', '/setProfile', { token: forgedToken('ghost'), body: { name: 'Ghost' } });
    expect(res.status).toBe(403);
  });
});

describe('GET /getVersion', () => {
  it('answers the version without a token', async () => {
    const res = await get('/getVersion');
    expect(res.status).toBe(200);
    expect(res.body.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
