/**
 * `stripeWebhook`: Stripe's calls about subscriptions (docs/product.md §7).
 * The signature is checked on the exact bytes received, before anything else;
 * a call that fails it is answered 400 and changes nothing. A verified event
 * is applied by the domain (domain/billing/billing.ts), which re-reads the customer's
 * state from Stripe, so repeats and reordering are harmless.
 */
import express, { type Request } from 'express';
import { MAX_BODY_BYTES } from '@listkeep/common';
import { applyBillingEvent } from '../domain/billing';
import { BillingSignatureError } from '../services/billing';
import type { Deps } from '../services/deps';
import { ApiError } from './api-error';
import { runtimeRefusal } from './body';
import { errorAnswer } from './error-answer';

type RequestWithRawBody = Request & { rawBody?: Buffer };

export function createBillingWebhook(deps: Deps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Cloud Functions hands over the bytes as rawBody; elsewhere they are read here.
  app.use(runtimeRefusal);
  app.use((req, res, next) => {
    if ((req as RequestWithRawBody).rawBody !== undefined) return next();
    express.raw({ type: () => true, limit: MAX_BODY_BYTES })(req, res, next);
  });
  app.all('/{*path}', async (req, res, next) => {
    try {
      if (req.method !== 'POST') {
        throw new ApiError('method-not-allowed', 'Stripe posts its events here; nothing else is served.');
      }
      const raw = (req as RequestWithRawBody).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      const event = verified(deps, raw, req.get('stripe-signature'));
      const outcome = await applyBillingEvent(deps, event);
      res.status(200).json({ received: true, outcome });
    } catch (error) {
      next(error);
    }
  });
  app.use(errorAnswer);
  return app;
}

function verified(deps: Deps, raw: Buffer, signature: string | undefined) {
  try {
    return deps.billing.verifyEvent(raw, signature, deps.now());
  } catch (error) {
    if (error instanceof BillingSignatureError) throw new ApiError('invalid-argument', error.message);
    throw error;
  }
}
