import { API_ERRORS, type ApiErrorBody, type ApiErrorCode } from '@listkeep/common';
import { CodedError, type DomainError, type DomainErrorKind } from '../domain/errors';

/** An error the API reports to the caller as-is, with the status of its code. */
export class ApiError extends CodedError<ApiErrorCode> {
  override readonly name = 'ApiError';
  readonly status = API_ERRORS[this.code];

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.limit ? { limit: this.limit } : {}),
      },
    };
  }
}

/** The code (and so the status) each kind of domain error answers with. */
const CODE_OF_KIND: Record<DomainErrorKind, ApiErrorCode> = {
  'not-found': 'not-found',
  permission: 'permission-denied',
  'plan-limit': 'tier-limit',
  'already-exists': 'already-exists',
  conflict: 'conflict',
  invalid: 'invalid-argument',
  'rate-limited': 'rate-limited',
  'invalid-session': 'unauthenticated',
  'invalid-key': 'invalid-api-key',
  unavailable: 'unavailable',
};

/** The answer to a domain error: its message and fields unchanged. */
export const apiErrorOf = (error: DomainError): ApiError =>
  new ApiError(CODE_OF_KIND[error.code], error.message, error.fields, error.limit);
