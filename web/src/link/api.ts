import { ROUTES } from '@listkeep/common/src/routes';
import { API_BASE, API_TIMEOUT_MS } from '@/config/env';

/** The public calls of the recipient pages; none carries a session. */
type PublicCall = 'linkOpen' | 'emailActionSubmit' | 'linkAction';

export class LinkApiError extends Error {
  readonly status: number;
  /** The server's own message, when it sent one (shown for 429, spec section 8). */
  readonly serverMessage: string | null;

  constructor(status: number, serverMessage: string | null) {
    super(serverMessage ?? `request failed with status ${status}`);
    this.name = 'LinkApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

function errorMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const error = (body as { error?: unknown }).error;
  if (!error || typeof error !== 'object') return null;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : null;
}

export async function postPublic(name: PublicCall, input: object): Promise<unknown> {
  const route = ROUTES[name];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  try {
    const response = await fetch(API_BASE + route.path, {
      method: route.method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
      signal: controller.signal,
    });
    const text = await response.text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (!response.ok) throw new LinkApiError(response.status, errorMessage(body));
    return body;
  } catch (error) {
    if (error instanceof LinkApiError) throw error;
    // Timeouts and network failures read like any other failure to the recipient.
    throw new LinkApiError(0, null);
  } finally {
    clearTimeout(timer);
  }
}

/** `returnData` of POST /linkOpen, or undefined when the answer has none. */
export async function openLink(input: object): Promise<unknown> {
  const body = await postPublic('linkOpen', input);
  return body && typeof body === 'object' ? (body as { returnData?: unknown }).returnData : undefined;
}
