/**
 * Accounts of the API served in process: what the Auth emulator is to the
 * stack. Signing up or in hands out an opaque token for a snapshot of the
 * account's claims, as an ID token carries them; the API verifies tokens
 * through `testAuth`, which knows no other.
 */
import { randomUUID } from 'node:crypto';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { uniqueEmail } from './auth-emulator';

/** Addresses of their own for each test, made as on the stack. */
export { uniqueEmail };

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

const accounts = new Map<string, { email: string; emailVerified: boolean }>();
const claimsByToken = new Map<string, DecodedIdToken>();

function signIn(uid: string): string {
  const account = accounts.get(uid);
  if (!account) throw new Error(`no test account ${uid}`);
  const token = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  claimsByToken.set(token, {
    uid,
    sub: uid,
    email: account.email,
    email_verified: account.emailVerified,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    aud: 'demo-listkeep',
    iss: 'https://securetoken.google.com/demo-listkeep',
    firebase: { identities: {}, sign_in_provider: 'password' },
  });
  return token;
}

/** A new account with an unverified address, signed in. */
export async function signUp(email = uniqueEmail()): Promise<TestUser> {
  const uid = `u${randomUUID().replace(/-/g, '').slice(0, 27)}`;
  accounts.set(uid, { email, emailVerified: false });
  return { uid, email, idToken: signIn(uid) };
}

/** Marks the account's address verified; its next token says so. */
export async function markEmailVerified(user: TestUser): Promise<TestUser> {
  accounts.get(user.uid)!.emailVerified = true;
  return { ...user, idToken: signIn(user.uid) };
}

/**
 * Changes the account's address at the identity provider, as a confirmed
 * change of sign-in address does (verified, since the provider mailed it);
 * its next token carries the new one. Tokens already handed out keep the old.
 */
export async function changeEmail(user: TestUser, email: string): Promise<TestUser> {
  Object.assign(accounts.get(user.uid)!, { email, emailVerified: true });
  return { ...user, email, idToken: signIn(user.uid) };
}

const refused = () => Object.assign(new Error('The token names no session.'), { code: 'auth/argument-error' });

export const testAuth = {
  verifyIdToken: async (token: string) => {
    const claims = claimsByToken.get(token);
    if (!claims) throw refused();
    return claims;
  },
  getUser: async (uid: string) => {
    if (!accounts.has(uid)) throw Object.assign(new Error('No such user.'), { code: 'auth/user-not-found' });
    return { uid, disabled: false };
  },
  deleteUser: async (uid: string) => {
    if (!accounts.delete(uid)) throw Object.assign(new Error('No such user.'), { code: 'auth/user-not-found' });
    for (const [token, claims] of claimsByToken) if (claims.uid === uid) claimsByToken.delete(token);
  },
} as unknown as Auth;
