import type { CallName } from '@listkeep/common';
import type { ApiDeps } from '../services/deps';
import { hashEmail } from '../services/email-hash';
import { ApiError } from './api-error';
import type { RateKey, RateLimit } from './policy';

const TOO_MANY: Record<RateKey, string> = {
  client: 'Too many requests from your network. Please wait a minute and try again.',
  email: 'Too many requests for this address. Please try again in an hour.',
};

function emailIn(call: CallName, input: unknown): string {
  const email = (input as { email?: unknown }).email;
  if (typeof email !== 'string') throw new Error(`${call}: a rate limit per email needs an email in the input`);
  return email;
}

/** Counts the call against each of its limits in turn; 429 at the first one it is over. */
export async function checkRateLimits(
  call: CallName,
  limits: readonly RateLimit[],
  input: unknown,
  deps: Pick<ApiDeps, 'rateLimiter' | 'hashSecret'>,
  clientAddress: () => string,
): Promise<void> {
  for (const limit of limits) {
    // The key of a limit per email is the same for every call: one address, one budget.
    const key =
      limit.per === 'client'
        ? `client:${call}:${clientAddress()}`
        : `address:${hashEmail(deps.hashSecret, emailIn(call, input))}`;
    if (!(await deps.rateLimiter.allow(key, limit))) throw new ApiError('rate-limited', TOO_MANY[limit.per]);
  }
}
