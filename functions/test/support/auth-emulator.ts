import { randomUUID } from 'node:crypto';
import { AUTH_EMULATOR, PROJECT_ID } from './env';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

const toolkit = `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1`;

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json as T;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.org`;
}

/** Signs a new account up with the Auth emulator, as the web app's sign-up does. */
export async function signUp(email = uniqueEmail(), password = 'correct-horse-1'): Promise<TestUser> {
  const res = await post<{ localId: string; idToken: string }>(`${toolkit}/accounts:signUp?key=test`, {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: res.localId, email, password, idToken: res.idToken };
}

export async function signIn(user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const res = await post<{ idToken: string }>(`${toolkit}/accounts:signInWithPassword?key=test`, {
    email: user.email,
    password: user.password,
    returnSecureToken: true,
  });
  return res.idToken;
}

/** Marks the account's email verified (an admin call the emulator accepts with `Bearer owner`). */
export async function markEmailVerified(user: TestUser): Promise<TestUser> {
  await post(
    `${toolkit}/projects/${PROJECT_ID}/accounts:update`,
    { localId: user.uid, emailVerified: true },
    { authorization: 'Bearer owner' },
  );
  return { ...user, idToken: await signIn(user) };
}

/** An unsigned token in the emulator's shape that names an account which does not exist. */
export function forgedToken(uid = 'no-such-user'): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return [
    encode({ alg: 'none', typ: 'JWT' }),
    encode({
      iss: `https://securetoken.google.com/${PROJECT_ID}`,
      aud: PROJECT_ID,
      auth_time: now,
      user_id: uid,
      sub: uid,
      iat: now,
      exp: now + 3600,
      email: 'forged@example.org',
      firebase: { identities: {}, sign_in_provider: 'password' },
    }),
    '',
  ].join('.');
}
