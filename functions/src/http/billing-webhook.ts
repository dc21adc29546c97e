import type { Request, Response } from 'express';
import { ApiError } from './api-error';

/** The answer to Stripe's calls until billing is built. */
export function billingNotAvailable(_req: Request, res: Response): void {
  const error = new ApiError('not-implemented', 'Billing is not available yet.');
  res.status(error.status).json(error.toBody());
}
