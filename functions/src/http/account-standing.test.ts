/**
 * Outside the emulators, a disabled or deleted account, or a session revoked
 * since the token was signed in, stops at the next call (or within the 30 s a
 * passed check is kept), and a deleted account's old token never brings the
 * profile back. Firebase Auth is a fake here that answers checkRevoked as the
 * admin SDK does; the emulator path is covered by the stack's auth tests.
 */
import { performance } from 'node:perf_hooks';
import type { Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAccountDeletion } from '../domain/accounts/accounts';
import { testDeps } from '../../test/support/test-deps';
import { ACCOUNT_CHECK_TTL_MS, AccountChecks, verifyIdentity } from './auth';
import { serveInProcess, type ServedApi } from '../../test/support/serve-in-process';
import { teamRef, userRef } from '../domain/records';

/** Accounts as Firebase Auth keeps them; times in seconds, as in tokens. */
const accounts = new Map<string, { disabled?: boolean; validSince?: number }>();
const counts = { lookups: 0 };
const authError = (code: string) => Object.assign(new Error(code), { code });

/** A token shaped as a JWT, unsigned: its payload names the user and when they signed in (seconds). */
const tokenOf = (uid: string, signedIn: number) =>
  `x.${Buffer.from(JSON.stringify({ sub: uid, auth_time: signedIn })).toString('base64url')}.x`;

/** Tokens are tokenOf's; checkRevoked looks the account up as the admin SDK does. */
const fakeAuth = {
  verifyIdToken: async (token: string, checkRevoked = false) => {
    let uid: string | undefined;
    let signedIn: number | undefined;
    try {
      ({ sub: uid, auth_time: signedIn } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()));
    } catch {
      throw authError('auth/argument-error');
    }
    if (!uid || signedIn === undefined) throw authError('auth/argument-error');
    const decoded = {
      uid,
      sub: uid,
      auth_time: Number(signedIn),
      email: `${uid}@example.org`,
      email_verified: true,
      firebase: { sign_in_provider: 'password' },
    };
    if (checkRevoked) {
      counts.lookups += 1;
      const account = accounts.get(uid);
      if (!account) throw authError('auth/user-not-found');
      if (account.disabled) throw authError('auth/user-disabled');
      if (account.validSince !== undefined && decoded.auth_time < account.validSince) {
        throw authError('auth/id-token-revoked');
      }
    }
    return decoded;
  },
} as unknown as Auth;

const deps = { ...testDeps(), auth: fakeAuth };
const seconds = () => Math.floor(deps.clock.now / 1000);
let served: ServedApi;
let origin = '';
let serial = 0;

beforeAll(async () => {
  served = await serveInProcess(deps);
  origin = served.origin;
});
afterAll(() => served.close());

/** A new account signed in now, with its token. */
function signUp() {
  serial += 1;
  const uid = `standing${serial}`;
  accounts.set(uid, {});
  return { uid, token: tokenOf(uid, seconds()) };
}

const getUserData = async (token: string) => {
  const res = await fetch(`${origin}/api/getUserData`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } };
};
const refusedSession = {
  status: 403,
  body: { error: { code: 'unauthenticated', message: 'Your session is not valid. Please sign in again.' } },
};
/** Past the time a passed check is kept. */
const afterCache = () => {
  deps.clock.now += ACCOUNT_CHECK_TTL_MS + 1;
};

describe('the account check in production', () => {
  it('refuses a disabled account, at once when it had no recent call', async () => {
    const { uid, token } = signUp();
    accounts.get(uid)!.disabled = true;
    expect(await getUserData(token)).toEqual(refusedSession);
    expect((await userRef(deps.store, uid).get()).exists).toBe(false);
  });

  it('refuses an account disabled during a session once the kept check runs out', async () => {
    const { uid, token } = signUp();
    expect((await getUserData(token)).status).toBe(200);
    accounts.get(uid)!.disabled = true;
    afterCache();
    expect(await getUserData(token)).toEqual(refusedSession);
    accounts.get(uid)!.disabled = false;
    expect((await getUserData(token)).status).toBe(200);
  });

  it('refuses a token signed in before a revocation, and takes the sign-in after it', async () => {
    const { uid, token } = signUp();
    expect((await getUserData(token)).status).toBe(200);
    deps.clock.now += 5_000;
    accounts.get(uid)!.validSince = seconds();
    afterCache();
    expect(await getUserData(token)).toEqual(refusedSession);
    // A refusal is not kept: the user's fresh sign-in works at once.
    const fresh = tokenOf(uid, seconds());
    expect((await getUserData(fresh)).status).toBe(200);
    // A pass for the fresh sign-in does not pass the revoked token.
    expect(await getUserData(token)).toEqual(refusedSession);
  });

  it('never re-creates a deleted account for a token signed in before the deletion', async () => {
    const { uid, token } = signUp();
    expect((await getUserData(token)).status).toBe(200);
    const { ownTeamID } = (await userRef(deps.store, uid).get()).data()!;
    deps.clock.now += 1_000;
    // What the delete-account call does in the store, and at Firebase Auth.
    await deps.store.runTransaction(async (tx) => {
      recordAccountDeletion(tx, deps.store, uid, deps.now());
      tx.delete(userRef(deps.store, uid));
      tx.delete(teamRef(deps.store, ownTeamID!));
    });
    accounts.delete(uid);

    // Within the kept check the token still passes; the deletion record stops it.
    expect(await getUserData(token)).toEqual(refusedSession);
    afterCache();
    expect(await getUserData(token)).toEqual(refusedSession);
    expect((await userRef(deps.store, uid).get()).exists).toBe(false);
    const teams = (await deps.store.collection('teams').where('ownerUid', '==', uid).get()).docs;
    expect(teams).toHaveLength(0);
  });

  it('looks an active session up once per kept check, not on every call', async () => {
    const { token } = signUp();
    const before = counts.lookups;
    for (let i = 0; i < 5; i++) expect((await getUserData(token)).status).toBe(200);
    expect(counts.lookups - before).toBe(1);
    afterCache();
    expect((await getUserData(token)).status).toBe(200);
    expect(counts.lookups - before).toBe(2);
  });

  it('keeps the check cheap: a kept pass costs microseconds in process', async () => {
    const { token } = signUp();
    await verifyIdentity(fakeAuth, token, false, deps.now());
    const calls = 20_000;
    const started = performance.now();
    for (let i = 0; i < calls; i++) await verifyIdentity(fakeAuth, token, false, deps.now());
    const perCall = ((performance.now() - started) / calls) * 1000;
    // Generous bound for slow machines; on a laptop it is a few microseconds.
    expect(perCall).toBeLessThan(200);
  });
});

describe('AccountChecks', () => {
  it('keeps passes for their time and at most its bound of uids, the oldest going first', () => {
    const checks = new AccountChecks(1_000, 2);
    checks.remember('a', 100, 0);
    expect(checks.has('a', 100, 999)).toBe(true);
    expect(checks.has('a', 150, 999)).toBe(true);
    expect(checks.has('a', 99, 999)).toBe(false);
    expect(checks.has('a', 100, 1_000)).toBe(false);
    expect(checks.size).toBe(0);

    checks.remember('a', 1, 0);
    checks.remember('b', 1, 0);
    checks.remember('c', 1, 0);
    expect(checks.size).toBe(2);
    expect(checks.has('a', 1, 1)).toBe(false);
    expect(checks.has('c', 1, 1)).toBe(true);
    checks.forget('c');
    expect(checks.has('c', 1, 1)).toBe(false);
  });
});
