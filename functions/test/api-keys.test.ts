/**
 * API keys (docs/product.md §4 API keys): made, listed and revoked by a
 * team's owners and admins on a plan with them, kept only as a hash, and
 * refused at once when revoked, when the plan lapses or when their creator
 * no longer manages the team's keys. The calls under /v1 are in v1.test.ts.
 */
import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  API_KEY_PATTERN,
  MAX,
  featureNotOnPlanMessage,
  type ApiKeyScope,
} from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import type { ApiKeyDoc } from '../src/domain/docs';
import { call, errorOf, fieldPaths, ok, send } from './support/client';
import { member, owner, type Owner } from './support/fixtures';
import type { TestUser } from './support/identities';
import { moveClockBy } from './support/served-api';
import { newKey } from './support/api-keys';
import { setTier, testStore } from './support/store';

const makeKey = (team: Owner, scope: ApiKeyScope = 'read', as: TestUser = team, name = 'Website') =>
  call('createApiKey', { teamID: team.teamID, name, scope }, { as });

/** GET /v1/lists with `key`: the simplest call a key makes. */
const listsWith = (key: string) => send('v1Lists', {}, { headers: { authorization: `Bearer ${key}` } });

/** How a key's creator is named in the list: their profile's name, or their address without one. */
const nameOf = async (user: TestUser) => ok(await call('getUserData', {}, { as: user })).name || user.email;

const keyDoc = async (id: string) => (await testStore().doc<ApiKeyDoc>(`apiKeys/${id}`).get()).data();

describe('POST /apiKeys', () => {
  it('answers the key once, recognisable and random, and keeps only its hash', async () => {
    const team = await owner('group');
    const res = await makeKey(team, 'write', team, '  Sign-up form  ');
    expect(res.status).toBe(201);
    const { apiKey, key } = ok(res);
    expect(key).toMatch(API_KEY_PATTERN);
    expect(key.startsWith(`lk_${apiKey.id}_`)).toBe(true);
    expect(apiKey).toMatchObject({
      name: 'Sign-up form',
      scope: 'write',
      createdBy: await nameOf(team),
      lastUsedAt: null,
    });
    expect(apiKey).not.toHaveProperty('key');

    const stored = (await keyDoc(apiKey.id))!;
    expect(JSON.stringify(stored)).not.toContain(key.split('_').at(-1));
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);

    const second = ok(await makeKey(team)).key;
    expect(second).not.toBe(key);
  });

  it('lists the keys, newest first, with who made them, and never a key', async () => {
    const team = await owner('scale');
    const admin = await member(team.teamID, 'admin');
    await newKey(team, 'read');
    await newKey(team, 'write', admin);
    const res = await call('listApiKeys', { teamID: team.teamID }, { as: team });
    const { apiKeys } = ok(res);
    expect(apiKeys.map((k) => [k.scope, k.createdBy])).toEqual([
      ['write', await nameOf(admin)],
      ['read', await nameOf(team)],
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/lk_|hash/);
  });

  it('refuses editors and viewers (401) and strangers (404), and makes no key', async () => {
    const team = await owner('group');
    for (const role of ['editor', 'viewer'] as const) {
      const res = await makeKey(team, 'read', await member(team.teamID, role));
      expect(res.status, role).toBe(401);
      expect(errorOf(res).message).toContain(`Your role (${role})`);
    }
    const stranger = await owner('group');
    expect((await makeKey(team, 'read', stranger)).status).toBe(404);
    expect(ok(await call('listApiKeys', { teamID: team.teamID }, { as: team })).apiKeys).toEqual([]);
  });

  it('is refused with the upgrade on plans without API keys (402)', async () => {
    for (const tier of ['starter', 'core'] as const) {
      const team = await owner(tier);
      const res = await makeKey(team);
      expect(res.status, tier).toBe(402);
      expect(errorOf(res)).toMatchObject({ code: 'tier-limit', message: featureNotOnPlanMessage('apiKeys', tier) });
    }
  });

  it('refuses bad input field by field', async () => {
    const team = await owner('group');
    const send400 = async (input: object, field: string) => {
      const res = await send(
        'createApiKey',
        { teamID: team.teamID, name: 'Tool', scope: 'read', ...input },
        { as: team },
      );
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(fieldPaths(res)).toEqual([field]);
    };
    await send400({ name: '   ' }, 'name');
    await send400({ name: 'x'.repeat(MAX.apiKeyName + 1) }, 'name');
    await send400({ scope: 'admin' }, 'scope');
  });

  it(`holds ${API_KEY_LIMITS.perTeam} keys per team`, async () => {
    const team = await owner('group');
    for (let i = 0; i < API_KEY_LIMITS.perTeam; i++) await newKey(team);
    const res = await makeKey(team);
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toContain(`${API_KEY_LIMITS.perTeam} API keys`);
  });

  it('holds the limit when the last places are asked for at once', async () => {
    const team = await owner('group');
    for (let i = 0; i < API_KEY_LIMITS.perTeam - 1; i++) await newKey(team);
    const answers = await Promise.all([makeKey(team), makeKey(team), makeKey(team)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect(ok(await call('listApiKeys', { teamID: team.teamID }, { as: team })).apiKeys).toHaveLength(
      API_KEY_LIMITS.perTeam,
    );
  });
});

describe('DELETE /apiKeys/{id}', () => {
  it('revokes a key at once: its next call answers 401', async () => {
    const team = await owner('group');
    const { key, id } = await newKey(team);
    expect((await listsWith(key)).status).toBe(200);
    expect(ok(await call('deleteApiKey', { id }, { as: team }))).toEqual({ ok: true });
    const refused = await listsWith(key);
    expect(refused.status).toBe(401);
    expect(errorOf(refused)).toEqual({ code: 'invalid-api-key', message: API_KEY_MESSAGES.invalid });
    expect((await call('deleteApiKey', { id }, { as: team })).status).toBe(404);
  });

  it("answers another team's key like a missing one, and an editor 401", async () => {
    const team = await owner('group');
    const { key, id } = await newKey(team);
    expect((await call('deleteApiKey', { id }, { as: await owner('group') })).status).toBe(404);
    expect((await call('deleteApiKey', { id }, { as: await member(team.teamID, 'editor') })).status).toBe(401);
    expect((await listsWith(key)).status).toBe(200);
  });
});

describe('a key stands while', () => {
  it('its team has a plan with API keys: a lapsed plan answers 402 and an upgrade brings the key back', async () => {
    const team = await owner('group');
    const { key } = await newKey(team);
    await setTier(team.teamID, 'starter');
    const lapsed = await listsWith(key);
    expect(lapsed.status).toBe(402);
    expect(errorOf(lapsed).message).toBe(featureNotOnPlanMessage('apiKeys', 'starter'));
    await setTier(team.teamID, 'scale');
    expect((await listsWith(key)).status).toBe(200);
  });

  it('its creator is an owner or admin of the team', async () => {
    const team = await owner('group');
    const admin = await member(team.teamID, 'admin');
    const { key } = await newKey(team, 'read', admin);
    ok(
      await call(
        'updateTeamUserRole',
        { teamID: team.teamID, userID: admin.uid, email: admin.email, role: 'editor' },
        { as: team },
      ),
    );
    const demoted = await listsWith(key);
    expect(demoted.status).toBe(401);
    expect(errorOf(demoted).message).toBe(API_KEY_MESSAGES.creatorLeft);
    ok(
      await call(
        'updateTeamUserRole',
        { teamID: team.teamID, userID: admin.uid, email: admin.email, role: 'admin' },
        { as: team },
      ),
    );
    expect((await listsWith(key)).status).toBe(200);
    ok(await call('leaveTeam', { teamID: team.teamID }, { as: admin }));
    expect((await listsWith(key)).status).toBe(401);
  });

  it('its team is there: deleting the account deletes the team with its keys', async () => {
    const team = await owner('group');
    const { key, id } = await newKey(team);
    ok(await call('deleteAccount', { confirmEmail: team.email }, { as: team }));
    expect(await keyDoc(id)).toBeUndefined();
    expect((await listsWith(key)).status).toBe(401);
  });

  it("deleting a member's account deletes the keys they made in others' teams", async () => {
    const team = await owner('group');
    const admin = await member(team.teamID, 'admin');
    const { id } = await newKey(team, 'read', admin);
    const own = await newKey(team);
    ok(await call('deleteAccount', { confirmEmail: admin.email }, { as: admin }));
    expect(await keyDoc(id)).toBeUndefined();
    expect(await keyDoc(own.id)).toBeDefined();
  });
});

describe('last used', () => {
  it('is noted on the first call, and again only once the throttle has passed', async () => {
    const team = await owner('group');
    const { key, id } = await newKey(team);
    ok(await listsWith(key));
    const first = (await keyDoc(id))!.lastUsedAt!;
    expect(first).toBeGreaterThan(0);
    ok(await listsWith(key));
    expect((await keyDoc(id))!.lastUsedAt).toBe(first);
    const undo = moveClockBy(API_KEY_LIMITS.lastUsedEveryMinutes * 60_000);
    try {
      ok(await listsWith(key));
      expect((await keyDoc(id))!.lastUsedAt).toBeGreaterThan(first);
    } finally {
      undo();
    }
    const [listed] = ok(await call('listApiKeys', { teamID: team.teamID }, { as: team })).apiKeys;
    expect(listed.lastUsedAt?.seconds).toBeGreaterThan(0);
  });
});
