/**
 * Calls of the contract to the API served in process, with typed answers:
 * the input is the call's own (`CallInput`), the path, query and body are
 * made from it as the web client makes them, and the answer's body is the
 * call's `CallOutput` or the API's error shape.
 */
import {
  type ApiErrorBody,
  type CallInput,
  type CallName,
  type CallOutput,
  isApiErrorBody,
  ROUTES,
} from '@listkeep/common';
import { type ApiAnswer, type RequestOptions, requestAt } from './api';
import { apiBase, drainSequencer } from './served-api';

export interface CallAnswer<K extends CallName> extends ApiAnswer<CallOutput<K> | ApiErrorBody> {
  name: K;
}

export interface CallOptions {
  /** Whose session sends it; none for a public call or one refused without a session. */
  as?: { idToken: string };
  headers?: Record<string, string>;
}

/** `:name` path segments from the input, the rest as a query (GET, DELETE) or a JSON body. */
function toRequest(name: CallName, input: unknown): { path: string; body?: unknown } {
  const rest: Record<string, unknown> = { ...(input as object) };
  const path = ROUTES[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  if (ROUTES[name].method !== 'GET' && ROUTES[name].method !== 'DELETE') return { path, body: rest };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) query.append(key, String(item));
  }
  return { path: query.size > 0 ? `${path}?${query}` : path };
}

/**
 * Calls that read the consent chain: sent once every record written before is
 * chained, as mail is read once delivered, so a test sees what a caller sees
 * a moment after the change. `request` sends them without waiting.
 */
const READS_THE_CHAIN: ReadonlySet<CallName> = new Set(['consentChain', 'consentReceipt', 'subscriberHistory']);

/** Sends a call whose input the contract may refuse, to see how the API answers it. */
export async function send<K extends CallName>(
  name: K,
  input: unknown,
  options: CallOptions = {},
): Promise<CallAnswer<K>> {
  if (READS_THE_CHAIN.has(name)) await drainSequencer();
  const { path, body } = toRequest(name, input);
  const answer = await requestAt<CallOutput<K> | ApiErrorBody>(apiBase(), ROUTES[name].method, path, {
    token: options.as?.idToken,
    body,
    headers: options.headers,
  });
  return { ...answer, name };
}

export const call = <K extends CallName>(name: K, input: CallInput<K>, options: CallOptions = {}) =>
  send(name, input, options);

/** A request as it comes, for what a call of the contract cannot send: other paths, bodies, methods. */
export const request = (method: string, path: string, { as, ...options }: RequestOptions & CallOptions = {}) =>
  requestAt<unknown>(apiBase(), method, path, { token: as?.idToken, ...options });

/** The answer of a call that succeeded; anything else fails the test with what came. */
export function ok<K extends CallName>(answer: CallAnswer<K>): CallOutput<K> {
  if (answer.status >= 400 || isApiErrorBody(answer.body)) {
    throw new Error(`${answer.name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** The answer of a call that created something: 201 and its body; anything else fails the test with what came. */
export function created<K extends CallName>(answer: CallAnswer<K>): CallOutput<K> {
  if (answer.status !== 201) {
    throw new Error(`${answer.name} answered ${answer.status}, not 201: ${JSON.stringify(answer.body)}`);
  }
  return ok(answer);
}

/** The error of an answer that is one; anything else fails the test with what came. */
export function errorOf(answer: ApiAnswer<unknown>): ApiErrorBody['error'] {
  if (!isApiErrorBody(answer.body)) {
    throw new Error(`expected an error, the API answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.error;
}

/** The paths of the fields an error names. */
export const fieldPaths = (answer: ApiAnswer<unknown>) => (errorOf(answer).fields ?? []).map((f) => f.path);
