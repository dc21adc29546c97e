import type { CallName } from '@listkeep/common';
import type { ApiDeps } from '../services/deps';
import { ApiError } from './api-error';
import type { RateKey, RateLimit } from './policy';

const TOO_MANY: Record<RateKey, string> = {
  client: 'Too many requests from your network. Please wait a minute and try again.',
};

/** Counts the call against each of its limits in turn; 429 at the first one it is over. */
export async function checkRateLimits(
  call: CallName,
  limits: readonly RateLimit[],
  deps: Pick<ApiDeps, 'rateLimiter'>,
  clientAddress: () => string,
): Promise<void> {
  for (const limit of limits) {
    const key = `client:${call}:${clientAddress()}`;
    if (!(await deps.rateLimiter.allow(key, limit))) throw new ApiError('rate-limited', TOO_MANY[limit.per]);
  }
}
