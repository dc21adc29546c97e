import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { signUp, type TestUser } from './support/auth-emulator';
import { UNKNOWN } from './support/fixtures';

let user: TestUser;
beforeAll(async () => {
  user = await signUp();
});

describe('malformed requests', () => {
  it('answers 404 JSON for a path the API does not have', async () => {
    const res = await api('GET', '/noSuchCall', { token: user.idToken });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not-found');
  });

  it('answers 405 for a known path with the wrong method', async () => {
    const res = await api('DELETE', '/getUserData', { token: user.idToken });
    expect(res.status).toBe(405);
    expect(res.body.error.message).toContain('Use GET');
  });

  it('answers 400 for a body that is not JSON', async () => {
    // The Cloud Functions runtime parses JSON before the API runs; it lets a
    // malformed body through for the API to answer (http/runtime-json.ts).
    const res = await api('POST', '/setProfile', { token: user.idToken, rawBody: '{"name": ' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'invalid-argument', message: 'The request body is not valid JSON.' });
    expect((await api('GET', '/getUserData', { token: user.idToken })).body.name).toBe('');
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    const res = await api('POST', '/setProfile', { token: user.idToken, body: ['name'] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The request body must be a JSON object.');
  });

  it('answers 415 for a body that is not declared as JSON', async () => {
    const res = await api('POST', '/setProfile', { token: user.idToken, rawBody: 'name=x', contentType: 'text/plain' });
    expect(res.status).toBe(415);
  });

  it('answers 413 for a body over the size limit', async () => {
    const res = await api('POST', '/setProfile', { token: user.idToken, body: { name: 'x'.repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload-too-large');
  });

  it('answers 501 with a clear message for a call not available yet', async () => {
    const res = await api('POST', '/leaveTeam', { token: user.idToken, body: { teamID: UNKNOWN.team } });
    expect(res.status).toBe(501);
    expect(res.body.error).toEqual({
      code: 'not-implemented',
      message: 'POST /leaveTeam is not available yet.',
    });
  });

  it('answers through the function URL without the /api prefix too', async () => {
    const res = await fetch('http://127.0.0.1:5001/demo-listkeep/us-central1/api/getVersion');
    expect(res.status).toBe(200);
  });
});
