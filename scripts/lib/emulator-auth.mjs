// Accounts in the Firebase Auth emulator through its REST API, and calls to
// the Listkeep API as such an account. Shared by the seed, the bench and any
// script that needs a signed-in user without a browser.
import { PROJECT_ID, URLS } from '../stack.mjs';

const IDENTITY = `${URLS.auth}/identitytoolkit.googleapis.com/v1`;

/** @typedef {{ uid: string, idToken: string, email: string }} Session */
/**
 * @typedef {object} ApiOptions
 * @property {string} [token] the caller's ID token; none for a public call
 * @property {unknown} [body] sent as JSON
 * @property {string} [apiBase]
 * @property {number} [timeoutMs]
 */
/** @typedef {{ status: number, json: any, text: string }} ApiAnswer */

/**
 * @param {string} url
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, json: any }>}
 */
async function postJson(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const json = await res.json().catch(() => ({}));
  return { status: res.status, json };
}

/**
 * Signs in, creating the account first when it does not exist.
 * @param {string} email
 * @param {string} password
 * @returns {Promise<Session & { created: boolean }>}
 */
export async function signUpOrIn(email, password) {
  const up = await postJson(`${IDENTITY}/accounts:signUp?key=any`, { email, password, returnSecureToken: true });
  if (up.status === 200) return { ...session(up.json), created: true };
  if (up.json?.error?.message !== 'EMAIL_EXISTS') {
    throw new Error(`Auth emulator sign-up of ${email} failed: HTTP ${up.status} ${JSON.stringify(up.json)}`);
  }
  return { ...(await signIn(email, password)), created: false };
}

/**
 * @param {string} email
 * @param {string} password
 * @returns {Promise<Session>}
 */
export async function signIn(email, password) {
  const res = await postJson(`${IDENTITY}/accounts:signInWithPassword?key=any`, {
    email,
    password,
    returnSecureToken: true,
  });
  if (res.status !== 200) {
    throw new Error(`Auth emulator sign-in of ${email} failed: HTTP ${res.status} ${JSON.stringify(res.json)}`);
  }
  return session(res.json);
}

/**
 * @param {{ localId: string, idToken: string, email: string }} json
 * @returns {Session}
 */
function session(json) {
  return { uid: json.localId, idToken: json.idToken, email: json.email };
}

/**
 * Marks an account's email verified. accounts:update with emailVerified is an
 * admin operation; the Auth emulator accepts the credential "owner" as admin.
 * Tokens issued before carry email_verified=false: sign in again afterwards.
 * @param {string} uid
 */
export async function markEmailVerified(uid) {
  const res = await postJson(
    `${IDENTITY}/projects/${PROJECT_ID}/accounts:update`,
    { localId: uid, emailVerified: true },
    { authorization: 'Bearer owner' },
  );
  if (res.status !== 200) {
    throw new Error(`Auth emulator accounts:update failed: HTTP ${res.status} ${JSON.stringify(res.json)}`);
  }
}

/**
 * One API call as a signed-in user; never throws on an HTTP error status.
 * @param {string} method
 * @param {string} path
 * @param {ApiOptions} [options]
 * @returns {Promise<ApiAnswer>}
 */
export async function api(method, path, options = {}) {
  try {
    return await apiOnce(method, path, options);
  } catch (err) {
    // The emulators close idle keep-alive sockets; a GET that lands on one
    // just closed is safe to send again.
    if (method !== 'GET' || !(err instanceof Error) || causeMessage(err) !== 'other side closed') throw err;
    return apiOnce(method, path, options);
  }
}

/** @param {Error} err */
function causeMessage(err) {
  return err.cause instanceof Error ? err.cause.message : undefined;
}

/**
 * @param {string} method
 * @param {string} path
 * @param {ApiOptions} [options]
 * @returns {Promise<ApiAnswer>}
 */
async function apiOnce(method, path, { token, body, apiBase = URLS.api, timeoutMs = 10_000 } = {}) {
  const res = await fetch(`${apiBase}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}
