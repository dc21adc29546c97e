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

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : '';
}

/**
 * Verifies a Firebase ID token. Against the Auth emulator tokens are unsigned,
 * so there the account is also looked up (checkRevoked): a made-up token that
 * names no real account is refused, as a forged signature is in production.
 */
export async function verifyIdentity(auth: Auth, token: string | null, lookUpAccount: boolean): Promise<Identity> {
  if (!token) throw invalidSession();
  let decoded: DecodedIdToken;
  try {
    decoded = await auth.verifyIdToken(token, lookUpAccount);
  } catch {
    throw invalidSession();
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
