/**
 * The recipient pages' calls: the app's request builder and the contract's
 * types, without a session. Only types come from the contract, so its schemas
 * stay out of this bundle.
 */
import type { CallInput, CallOutput } from '@listkeep/common/src/contract';
import type {
  LinkConfirmPageData,
  LinkNewsletterPageData,
  LinkOpenAnswer,
  LinkSubscriberData,
} from '@listkeep/common/src/entities';
import { isApiErrorBody } from '@listkeep/common/src/errors';
import { READER_ROUTES } from '@listkeep/common/src/routes';
import { API_BASE, API_TIMEOUT_MS } from '../config/env';
import { buildRequest } from '../lib/request';

/** The public calls of the recipient pages; none carries a session. */
type PublicCall = 'linkOpen' | 'emailActionSubmit' | 'linkAction' | 'consentReceipt';

export class LinkApiError extends Error {
  readonly status: number;
  /** The server's own message, when it sent one (shown for 429, docs/product.md §8). */
  readonly serverMessage: string | null;

  constructor(status: number, serverMessage: string | null) {
    super(serverMessage ?? `request failed with status ${status}`);
    this.name = 'LinkApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** The message of an error answer (`{error: {message}}`), if it has a readable one. */
function serverMessageOf(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    return isApiErrorBody(body) && typeof body.error.message === 'string' && body.error.message.trim()
      ? body.error.message
      : null;
  } catch {
    return null;
  }
}

export async function callPublic<K extends PublicCall>(name: K, input: CallInput<K>): Promise<CallOutput<K>> {
  const request = buildRequest(API_BASE, READER_ROUTES[name], input);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: request.body,
      signal: controller.signal,
    });
    const text = await response.text();
    if (!response.ok) throw new LinkApiError(response.status, serverMessageOf(text));
    return JSON.parse(text) as CallOutput<K>;
  } catch (error) {
    if (error instanceof LinkApiError) throw error;
    // Timeouts, network failures and unreadable answers read like any other failure to the recipient.
    throw new LinkApiError(0, null);
  } finally {
    clearTimeout(timer);
  }
}

type OpenInput = CallInput<'linkOpen'>;

/** What POST /linkOpen answers for an input: a list's page, a subscribe confirmation, or a subscriber's link. */
export type OpenedBy<I extends OpenInput> = I extends { newsletterID: string }
  ? LinkNewsletterPageData
  : I extends { type: 'confirmSubscribe' }
    ? LinkConfirmPageData
    : LinkSubscriberData;

/** The data of the link that `input` names. */
export async function openLink<I extends OpenInput>(input: I): Promise<OpenedBy<I>> {
  const answer = (await callPublic('linkOpen', input)) as LinkOpenAnswer<OpenedBy<I>>;
  return answer.returnData;
}
