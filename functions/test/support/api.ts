import { API_BASE } from './env';

/** Answers are read loosely: each test asserts the shape it expects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface ApiAnswer<T = Loose> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as-is instead of JSON-encoding `body`. */
  rawBody?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** Sends one request to the API at `base` and reads the answer as JSON when it is JSON. */
export async function requestAt<T = Loose>(
  base: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Keep the text: a test asserting on JSON will show what came instead.
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** Calls the API through the Hosting emulator, exactly as the web app does. */
export const api = <T = Loose>(method: string, path: string, options: RequestOptions = {}) =>
  requestAt<T>(API_BASE, method, path, options);

export const get = <T = Loose>(path: string, token?: string) => api<T>('GET', path, { token });
export const post = <T = Loose>(path: string, body: unknown, token?: string) => api<T>('POST', path, { token, body });
