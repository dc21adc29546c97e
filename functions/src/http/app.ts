import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { MAX_BODY_BYTES, ROUTES, type RouteSpec } from '@listkeep/common';
import type { Deps } from '../services/deps';
import { StoreError } from '../store/port';
import { ApiError } from './api-error';
import { allowedOriginsFromEnv, cors } from './cors';
import type { Handlers } from './handler-types';
import { buildRouter } from './router';

const RETRY_AFTER_SECONDS = 5;

type RequestWithRawBody = express.Request & { rawBody?: Buffer };

/**
 * Cloud Functions parses JSON before Express sees the request and keeps the
 * bytes in `rawBody`; a body that does not parse arrives unparsed, with no
 * `body` (http/runtime-json.ts), and is refused here. Elsewhere (tests, other
 * hosts) express.json parses it. Either way the size limit, the JSON-only rule
 * and the error's shape are the API's own.
 */
const jsonBody: RequestHandler = (req, _res, next) => {
  const { rawBody } = req as RequestWithRawBody;
  const length = rawBody?.length ?? Number(req.headers['content-length'] ?? 0);
  if (length > MAX_BODY_BYTES) {
    return next(new ApiError('payload-too-large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`));
  }
  if (length > 0 && acceptsForm(req) && req.is(FORM_TYPES)) return formBody(req, _res, next);
  if (length > 0 && !req.is('application/json')) {
    return next(new ApiError('unsupported-media-type', 'Send the request body as application/json.'));
  }
  if (rawBody === undefined) return express.json({ limit: MAX_BODY_BYTES })(req, _res, next);
  if (length > 0 && (req.body === undefined || Buffer.isBuffer(req.body) || typeof req.body === 'string')) {
    try {
      req.body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return next(new ApiError('invalid-argument', 'The request body is not valid JSON.'));
    }
  }
  next();
};

/** Paths of the calls whose route declares `accepts: 'form'` (RFC 8058 one-click unsubscribe posts a form). */
const FORM_PATHS = (Object.values(ROUTES) as RouteSpec[])
  .filter((route) => route.accepts === 'form')
  .map((route) => new RegExp(`^(/api)?${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const acceptsForm = (req: express.Request) => req.method === 'POST' && FORM_PATHS.some((path) => path.test(req.path));

const formBody: RequestHandler = (req, res, next) => {
  const { rawBody } = req as RequestWithRawBody;
  // The form's only field (List-Unsubscribe=One-Click) changes nothing; multipart is accepted unread.
  if (!req.is('application/x-www-form-urlencoded')) {
    req.body = {};
    return next();
  }
  if (rawBody === undefined) return express.urlencoded({ extended: false, limit: MAX_BODY_BYTES })(req, res, next);
  req.body = Object.fromEntries(new URLSearchParams(rawBody.toString('utf8')));
  next();
};

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  res.set('X-Content-Type-Options', 'nosniff');
  next();
};

const errors: ErrorRequestHandler = (error, req, res, _next) => {
  let apiError: ApiError;
  if (error instanceof ApiError) apiError = error;
  else if (error?.type === 'entity.too.large') {
    apiError = new ApiError('payload-too-large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  } else if (error?.type === 'entity.parse.failed' || error instanceof SyntaxError) {
    apiError = new ApiError('invalid-argument', 'The request body is not valid JSON.');
  } else if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
    apiError = new ApiError('invalid-argument', 'The request could not be read.');
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
  res.status(apiError.status).json(apiError.toBody());
};

/** How the API meets the outside besides its calls. */
export interface EdgeOptions {
  /** Origins whose pages may call the API (http/cors.ts). */
  allowedOrigins: readonly string[];
}

export function createApp(
  deps: Deps,
  handlers: Handlers,
  edge: EdgeOptions = { allowedOrigins: allowedOriginsFromEnv() },
): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(noStore, cors(edge.allowedOrigins), jsonBody);
  // Through Hosting the path keeps its /api prefix; through the function's own URL it does not.
  const router = buildRouter(deps, handlers);
  app.use('/api', router);
  app.use('/', router);
  app.use((req, _res, next) => next(new ApiError('not-found', `There is no ${req.method} ${req.path} in this API.`)));
  app.use(errors);
  return app;
}
