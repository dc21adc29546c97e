/** Malformed requests as the Cloud Functions runtime in front of the API sees them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { signUp, type TestUser } from '../support/auth-emulator';
import { PROJECT_ID } from '../support/env';

let user: TestUser;
beforeAll(async () => {
  user = await signUp();
});

describe('malformed requests', () => {
  it('answers 400 for a body that is not JSON', async () => {
    // The Cloud Functions runtime parses JSON before the API runs; it lets a
    // malformed body through for the API to answer (http/runtime-json.ts).
    const res = await api('POST', '/setProfile', { token: user.idToken, rawBody: '{"name": ' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'invalid-argument', message: 'The request body is not valid JSON.' });
    expect((await api('GET', '/getUserData', { token: user.idToken })).body.name).toBe('');
  });

  it('answers through the function URL without the /api prefix too', async () => {
    const res = await fetch(`http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api/getVersion`);
    expect(res.status).toBe(200);
  });
});
