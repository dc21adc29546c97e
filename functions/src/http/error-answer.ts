import type { ErrorRequestHandler, Request, Response } from 'express';
import { bodyRefusal } from './body';
import { DomainError } from '../domain/errors';
import { StoreError } from '../store/port';
import { ApiError, apiErrorOf } from './api-error';

const RETRY_AFTER_SECONDS = 5;

/** What a call threw, as the API tells it: domain errors by kind, store outages 503, the rest 500. */
export function apiErrorFor(error: unknown, req: Request, res: Response): ApiError {
  let apiError: ApiError;
  const refusal = bodyRefusal(error);
  if (error instanceof ApiError) apiError = error;
  else if (error instanceof DomainError) apiError = apiErrorOf(error);
  else if (refusal) {
    apiError = refusal;
  } else if (error instanceof StoreError && (error.code === 'unavailable' || error.code === 'aborted')) {
    // Nothing was written: the store was out of reach, or the change lost to
    // concurrent writers more often than the store retries it.
    console.warn(`${req.method} ${req.originalUrl}: store ${error.code}: ${error.message}`);
    apiError = new ApiError(
      'unavailable',
      'The service is busy or unavailable right now. Please try again in a moment.',
    );
    res.set('Retry-After', String(RETRY_AFTER_SECONDS));
  } else {
    console.error(`${req.method} ${req.originalUrl} failed`, error);
    apiError = new ApiError('internal', 'Something went wrong on our side. Please try again.');
  }
  return apiError;
}

/** The API's answer to whatever a call threw. */
export const errorAnswer: ErrorRequestHandler = (error, req, res, _next) => {
  const apiError = apiErrorFor(error, req, res);
  res.status(apiError.status).json(apiError.toBody());
};
