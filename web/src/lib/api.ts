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

export function configureApi(next: Partial<ApiHooks>): void {
  Object.assign(hooks, next);
}

async function call<K extends CallName>(
  name: K,
  input: CallInput<K>,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<CallOutput<K>> {
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

  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }

  if (!response.ok) {
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
  return body as CallOutput<K>;
}

export const api = { call };

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
