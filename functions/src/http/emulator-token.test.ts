/**
 * On the Auth emulator, a new account's first token can carry a sign-in time a
 * second before the account's validSince (the emulator reads its clock twice),
 * which the admin SDK takes for a revoked session. The API lets that token
 * through, as the emulator itself does, and still refuses one issued before a
 * revocation. The fake answers as the admin SDK does on the emulator.
 */
import type { Auth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { verifyIdentity } from './auth';

const authError = (code: string) => Object.assign(new Error(code), { code });

/** An unsigned token as the emulator issues them; times in seconds. */
const tokenOf = (uid: string, authTime: number, issuedAt: number) =>
  `x.${Buffer.from(JSON.stringify({ sub: uid, auth_time: authTime, iat: issuedAt, email: `${uid}@example.org` })).toString('base64url')}.`;

/** One account whose sessions are valid since `validSince` (seconds). */
function emulatorAuth(validSince: number): Auth {
  return {
    verifyIdToken: async (token: string) => {
      const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      if (payload.auth_time < validSince) throw authError('auth/id-token-revoked');
      return { ...payload, uid: payload.sub };
    },
    getUser: async () => ({ disabled: false, tokensValidAfterTime: new Date(validSince * 1000).toUTCString() }),
  } as unknown as Auth;
}

describe('tokens of the Auth emulator', () => {
  it('takes a new account’s first token, signed in the second before its validSince', async () => {
    const identity = await verifyIdentity(emulatorAuth(1_000), tokenOf('new', 999, 1_000), true);
    expect(identity).toMatchObject({ uid: 'new', email: 'new@example.org', authTime: 999_000 });
  });

  it('refuses a token issued before the sessions were revoked', async () => {
    await expect(verifyIdentity(emulatorAuth(1_000), tokenOf('old', 990, 995), true)).rejects.toMatchObject({
      code: 'invalid-session',
    });
  });
});
