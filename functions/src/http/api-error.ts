import { API_ERRORS, type ApiErrorBody, type ApiErrorCode, type FieldError } from '@listkeep/common';

/** An error the API reports to the caller as-is, with the status of its code. */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = API_ERRORS[code];
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const notFound = (what = 'That item') => new ApiError('not-found', `${what} was not found.`);
