import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, request } from './support/client';
import { newUser } from './support/fixtures';
import type { TestUser } from './support/identities';

let user: TestUser;
beforeAll(async () => {
  user = await newUser();
});

describe('malformed requests', () => {
  it('answers 404 JSON for a path the API does not have', async () => {
    const res = await request('GET', '/noSuchCall', { as: user });
    expect(res.status).toBe(404);
    expect(errorOf(res).code).toBe('not-found');
  });

  it('answers 405 for a known path with the wrong method', async () => {
    const res = await request('DELETE', '/getUserData', { as: user });
    expect(res.status).toBe(405);
    expect(errorOf(res).message).toContain('Use GET');
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    const res = await request('POST', '/setProfile', { as: user, body: ['name'] });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe('The request body must be a JSON object.');
  });

  it('answers 415 for a body that is not declared as JSON', async () => {
    const res = await request('POST', '/setProfile', { as: user, rawBody: 'name=x', contentType: 'text/plain' });
    expect(res.status).toBe(415);
  });

  it('answers 413 for a body over the size limit', async () => {
    const res = await request('POST', '/setProfile', { as: user, body: { name: 'x'.repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(errorOf(res).code).toBe('payload-too-large');
  });
});
