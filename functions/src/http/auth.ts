import type { Request } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { ApiError } from './api-error';

export interface Identity {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** The sign-in method, e.g. `password` or `google.com`. */
  provider: string;
  picture: string;
  displayName: string;
}

const invalidSession = () => new ApiError('unauthenticated', 'Your session is not valid. Please sign in again.');

function isAuthVerdict(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error';
}

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : '';
}

/**
 * Verifies a Firebase ID token. Against the Auth emulator tokens are unsigned,
 * so there the account is also looked up: a made-up token that names no real
 * account is refused, as a forged signature is in production. (checkRevoked
 * would do the lookup too, but the emulator stamps a new account's validSince
 * a moment after its first token's auth_time now and then, and a fresh
 * sign-up would be refused.)
 */
export async function verifyIdentity(auth: Auth, token: string | null, lookUpAccount: boolean): Promise<Identity> {
  if (!token) throw invalidSession();
  let decoded: DecodedIdToken;
  try {
    decoded = await auth.verifyIdToken(token);
    if (lookUpAccount) await auth.getUser(decoded.uid);
  } catch (error) {
    // Only a verdict on the token means the session is invalid; a failure to
    // reach the auth backend must not sign the user out.
    if (isAuthVerdict(error)) throw invalidSession();
    throw error;
  }
  return {
    uid: decoded.uid,
    email: decoded.email ?? '',
    emailVerified: decoded.email_verified === true,
    provider: decoded.firebase?.sign_in_provider ?? 'unknown',
    picture: typeof decoded.picture === 'string' ? decoded.picture : '',
    displayName: typeof decoded.name === 'string' ? decoded.name : '',
  };
}
