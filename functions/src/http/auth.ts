import type { Request } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { DomainError, invalidSession } from '../domain/errors';
import type { Identity } from '../domain/identity';

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

/** How long a passed account check is believed for its uid, and for how many uids at most per process. */
export const ACCOUNT_CHECK_TTL_MS = 30_000;
const ACCOUNT_CHECK_MAX_UIDS = 10_000;

/**
 * Passed account checks (not disabled, token not revoked), per uid: tokens
 * of that user signed in at or after `signedInSince` pass too until
 * `believedUntil`, since
 * revocation refuses only tokens signed in before a moment. Refusals are not
 * kept: one would outlive the fresh sign-in that follows a revocation. The
 * map is bounded; the oldest entry goes first.
 */
export class AccountChecks {
  private readonly passed = new Map<string, { signedInSince: number; believedUntil: number }>();

  constructor(
    private readonly ttlMs = ACCOUNT_CHECK_TTL_MS,
    private readonly maxUids = ACCOUNT_CHECK_MAX_UIDS,
  ) {}

  has(uid: string, authTime: number, now: number): boolean {
    const entry = this.passed.get(uid);
    if (entry && entry.believedUntil <= now) this.passed.delete(uid);
    return entry !== undefined && entry.believedUntil > now && authTime >= entry.signedInSince;
  }

  remember(uid: string, authTime: number, now: number): void {
    this.passed.delete(uid);
    if (this.passed.size >= this.maxUids) this.passed.delete(this.passed.keys().next().value!);
    this.passed.set(uid, { signedInSince: authTime, believedUntil: now + this.ttlMs });
  }

  /** For a change made here (disabling or deleting the account), so it holds at once in this process. */
  forget(uid: string): void {
    this.passed.delete(uid);
  }

  get size(): number {
    return this.passed.size;
  }
}

const checksByAuth = new WeakMap<Auth, AccountChecks>();

/** A JWT's payload as it claims it, unverified; null when the token is not one. */
function unverifiedPayload(token: string): Record<string, unknown> | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A JWT's subject and auth_time as it claims them, unverified; null when it is not one. */
function unverifiedClaims(token: string): { uid: string; authTime: number } | null {
  const payload = unverifiedPayload(token);
  if (typeof payload?.sub !== 'string' || typeof payload.auth_time !== 'number') return null;
  return { uid: payload.sub, authTime: payload.auth_time };
}

/**
 * Deletes the user's sign-in at Firebase Auth (one already gone is fine), and
 * forgets their passed check here, so their tokens are refused at once.
 */
export async function deleteSignIn(auth: Auth, uid: string): Promise<void> {
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if ((error as { code?: unknown })?.code !== 'auth/user-not-found') throw error;
  }
  accountChecks(auth).forget(uid);
}

/** The passed checks kept for auth in this process. */
function accountChecks(auth: Auth): AccountChecks {
  let checks = checksByAuth.get(auth);
  if (!checks) checksByAuth.set(auth, (checks = new AccountChecks()));
  return checks;
}

/**
 * Verifies a token of the Auth emulator, which are unsigned. On the emulator
 * the admin SDK always checks the token's auth_time against the account's
 * validSince, as checkRevoked does elsewhere. But the emulator takes a new
 * account's validSince from a later reading of its clock than the sign-in time
 * it writes into the first token, so when a second begins between the two (on
 * a busy machine, often) that first token counts as revoked and the new
 * account is signed out on its first call. A token issued (iat) at or after
 * validSince is one the emulator itself holds valid, so such a token passes;
 * one issued before a revocation is still refused.
 */
async function verifyOnEmulator(auth: Auth, token: string): Promise<DecodedIdToken> {
  try {
    return await auth.verifyIdToken(token);
  } catch (error) {
    if ((error as { code?: unknown })?.code !== 'auth/id-token-revoked') throw error;
    const payload = unverifiedPayload(token);
    if (typeof payload?.sub !== 'string' || typeof payload.iat !== 'number') throw error;
    const validSince = Date.parse((await auth.getUser(payload.sub)).tokensValidAfterTime ?? '') / 1000;
    if (!(payload.iat >= validSince)) throw error;
    return { ...payload, uid: payload.sub } as unknown as DecodedIdToken;
  }
}

/**
 * Verifies a Firebase ID token, and that its account still stands: a
 * disabled or deleted account, or a token signed in before the user's
 * sessions were revoked, is refused at once rather than when the token
 * expires (up to an hour). That takes a lookup at Firebase Auth
 * (checkRevoked); a pass is kept per uid for ACCOUNT_CHECK_TTL_MS, so an
 * active session pays for it twice a minute, not on every call, and a change
 * of the account reaches a running session within that time.
 *
 * Against the Auth emulator (`onEmulator`) tokens are unsigned, so there the
 * account is looked up on every call: a made-up token that names no real
 * account is refused, as a forged signature is in production, and a disabled
 * one too. The admin SDK checks revocation against the emulator by itself
 * (see verifyOnEmulator for the one token it wrongly refuses).
 */
export async function verifyIdentity(
  auth: Auth,
  token: string | null,
  onEmulator: boolean,
  now: number = Date.now(),
): Promise<Identity> {
  if (!token) throw invalidSession();
  let decoded: DecodedIdToken;
  try {
    if (onEmulator) {
      decoded = await verifyOnEmulator(auth, token);
      if ((await auth.getUser(decoded.uid)).disabled) throw invalidSession();
    } else {
      // The claims, read before verification, only decide whether this
      // verification also looks the account up; what is believed comes from
      // the verified token.
      const checks = accountChecks(auth);
      const claimed = unverifiedClaims(token);
      const known = claimed !== null && checks.has(claimed.uid, claimed.authTime, now);
      decoded = await auth.verifyIdToken(token, !known);
      if (!known) checks.remember(decoded.uid, decoded.auth_time ?? 0, now);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
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
    authTime: (typeof decoded.auth_time === 'number' ? decoded.auth_time : 0) * 1000,
  };
}
