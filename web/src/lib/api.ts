import type { CallInput, CallOutput } from '@listkeep/common/src/contract';
import { isApiErrorBody, type FieldError, type PlanLimitDetail } from '@listkeep/common/src/errors';
import { ROUTES, type CallName } from '@listkeep/common/src/routes';
import { API_BASE, API_TIMEOUT_MS } from '@/config/env';
import { buildRequest } from './request';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  /** A refusal at a plan's limit: how much still fits. */
  readonly limit: PlanLimitDetail | null;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: FieldError[] = [],
    limit: PlanLimitDetail | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.limit = limit;
  }
}

interface ApiHooks {
  /** Returns the ID token; `load` says whether the identity SDK may be downloaded for it. */
  getToken: (load: boolean) => Promise<string | null>;
  /** Called on any 403: the server no longer accepts this session (docs/product.md §8). */
  onSessionInvalid: () => void;
}

const hooks: ApiHooks = {
  getToken: async () => null,
  onSessionInvalid: () => undefined,
};

/** Sets the hooks; answers a function that puts back the ones before (for tests). */
export function configureApi(next: Partial<ApiHooks>): () => void {
  const before = { ...hooks };
  Object.assign(hooks, next);
  return () => void Object.assign(hooks, before);
}

interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Sends the call; answers its response when it succeeded, else throws the ApiError it answered. */
async function send<K extends CallName>(name: K, input: CallInput<K>, options: CallOptions): Promise<Response> {
  const route = ROUTES[name];
  const request = buildRequest(API_BASE, route, input as object);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  // Public calls never touch the identity SDK; optional ones use a session only if one is already loaded.
  if (route.auth !== 'public') {
    const token = await hooks.getToken(route.auth === 'user');
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    options.timeoutMs ?? API_TIMEOUT_MS,
  );
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body,
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted && !options.signal?.aborted) {
      throw new ApiError(0, 'timeout', 'The server took too long to answer. Please try again.');
    }
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'network', 'Could not reach the server. Check your connection and try again.');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }

  if (response.ok) return response;
  const body = parsed(await response.text());
  if (response.status === 403) hooks.onSessionInvalid();
  if (isApiErrorBody(body)) {
    const { code, message, fields, limit } = body.error;
    throw new ApiError(response.status, code, message, fields ?? [], limit ?? null);
  }
  throw new ApiError(
    response.status,
    'http-' + response.status,
    typeof body === 'string' && body ? body.slice(0, 200) : response.statusText || 'Request failed',
  );
}

function parsed(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function call<K extends CallName>(
  name: K,
  input: CallInput<K>,
  options: CallOptions = {},
): Promise<CallOutput<K>> {
  const response = await send(name, input, options);
  return parsed(await response.text()) as CallOutput<K>;
}

/** A call that answers a file: its bytes as sent (a CSV's byte-order mark kept) and the name it came with. */
async function file<K extends CallName>(
  name: K,
  input: CallInput<K>,
  options: CallOptions = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(name, input, options);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

export const api = { call, file };

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
