/**
 * The errors the domain throws. They say what went wrong in the product's
 * terms; `http/` decides which status and code each kind answers with, so the
 * domain knows nothing of HTTP.
 */
import type { FieldError, PlanLimitDetail } from '@listkeep/common';

export type DomainErrorKind =
  /** The item does not exist, or belongs to a team the caller is not in. */
  | 'not-found'
  /** The caller's role may not do this. */
  | 'permission'
  /** The team's plan does not allow it. */
  | 'plan-limit'
  /** An item with the same identity already exists. */
  | 'already-exists'
  /** The request contradicts the current state (e.g. removing the last newsletter). */
  | 'conflict'
  /** The input breaks a rule the schema cannot express. */
  | 'invalid'
  /** Too many requests from one client or for one address. */
  | 'rate-limited'
  /** The caller's session no longer stands (account deleted or disabled). */
  | 'invalid-session'
  /** The API key sent is missing, unknown, revoked, or no longer stands (domain/api-keys/). */
  | 'invalid-key'
  /** The service cannot do it right now; trying again later may work. */
  | 'unavailable';

/**
 * An error with a code saying what went wrong, a message, for bad input the
 * fields at fault, and for a plan's limit how much still fits.
 */
export class CodedError<Code extends string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly fields?: FieldError[],
    readonly limit?: PlanLimitDetail,
  ) {
    super(message);
  }
}

export class DomainError extends CodedError<DomainErrorKind> {
  override readonly name = 'DomainError';
}

export const notFound = (what = 'That item') => new DomainError('not-found', `${what} was not found.`);

export const invalidSession = () =>
  new DomainError('invalid-session', 'Your session is not valid. Please sign in again.');
