/**
 * The API's error format and status codes, shared by server and client.
 *
 * 403 is reserved for "your session is not valid" because the web client signs
 * out on any 403 (docs/product.md §8). A signed-in user whose role lacks a
 * permission therefore gets 401 permission-denied, never 403.
 *
 * The REST API under /api/v1, which callers reach with an API key and never
 * from the web app, answers as HTTP clients expect: 401 `invalid-api-key` for
 * a key that is unknown, revoked or no longer stands, 403 `forbidden` for a
 * call the key (its scope, or its creator's role) does not allow.
 */
export const API_ERRORS = {
  'invalid-argument': 400,
  'permission-denied': 401,
  'invalid-api-key': 401,
  'tier-limit': 402,
  unauthenticated: 403,
  forbidden: 403,
  'not-found': 404,
  'method-not-allowed': 405,
  'already-exists': 409,
  conflict: 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'rate-limited': 429,
  internal: 500,
  'not-implemented': 501,
  unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

export interface FieldError {
  /** Dotted path of the offending input field, e.g. `name` or `emails.3`. */
  path: string;
  message: string;
}

/**
 * What a refusal at a plan's limit adds beside its message (`tier-limit`
 * answers of a counted limit): how many the plan allows and how many more
 * still fit, so a person can be offered to go ahead with what fits.
 */
export interface PlanLimitDetail {
  allowed: number;
  /** How many more the team may add now (0 when full). */
  room: number;
}

export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    fields?: FieldError[];
    limit?: PlanLimitDetail;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
