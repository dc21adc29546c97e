import express, { type RequestHandler } from 'express';
import { MAX_BODY_BYTES } from '@listkeep/common';
import { ApiError } from './api-error';
import { routePathTest } from './route-paths';
import { bodyRefusalOf } from './runtime-json';

type RequestWithRawBody = express.Request & { rawBody?: Buffer };

/** The calls whose route declares `accepts: 'form'` (RFC 8058 one-click unsubscribe posts a form). */
const isFormPath = routePathTest((route) => route.accepts === 'form');
/** Of those, the ones whose fields are read: a web page's form (`browserForm`). */
const isReadFormPath = routePathTest((route) => route.accepts === 'form' && route.browserForm === true);
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const acceptsForm = (req: express.Request) => req.method === 'POST' && isFormPath(req.path);

const formBody: RequestHandler = (req, res, next) => {
  const { rawBody } = req as RequestWithRawBody;
  if (!req.is('application/x-www-form-urlencoded')) {
    if (isReadFormPath(req.path)) {
      return next(
        new ApiError(
          'unsupported-media-type',
          'Send the form as application/x-www-form-urlencoded (a form without enctype) or as JSON.',
        ),
      );
    }
    // The one-click form's only field (List-Unsubscribe=One-Click) changes nothing; multipart is accepted unread.
    req.body = {};
    return next();
  }
  if (rawBody === undefined) return express.urlencoded({ extended: false, limit: MAX_BODY_BYTES })(req, res, next);
  req.body = Object.fromEntries(new URLSearchParams(rawBody.toString('utf8')));
  next();
};

/**
 * Cloud Functions parses JSON before Express sees the request and keeps the
 * bytes in `rawBody`; a body that does not parse arrives unparsed, with no
 * `body` (http/runtime-json.ts), and is refused here. Elsewhere (tests, other
 * hosts) express.json parses it. Either way the size limit, the JSON-only rule
 * and the error's shape are the API's own. It runs before routing, so a body
 * the API cannot take is refused whatever its path.
 */
/** The API's refusals of a body it cannot take, the same whichever parser met it. */
export const bodyTooLarge = () =>
  new ApiError('payload-too-large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
export const bodyNotJson = () => new ApiError('invalid-argument', 'The request body is not valid JSON.');

type ParserError = { type?: unknown; status?: unknown; charset?: unknown; encoding?: unknown };

/**
 * The API's answer to a body-parser refusal (from the runtime in front, or
 * from express's own parsers), or null when the error is not one: every such
 * refusal is said in the API's shape, never as the runtime's page.
 */
export function bodyRefusal(error: unknown): ApiError | null {
  if (typeof error !== 'object' || error === null) return null;
  const { type, status, charset, encoding } = error as ParserError;
  if (type === 'entity.too.large') return bodyTooLarge();
  if (type === 'entity.parse.failed' || error instanceof SyntaxError) return bodyNotJson();
  if (type === 'charset.unsupported') {
    return new ApiError(
      'unsupported-media-type',
      `The charset ${String(charset ?? '').toUpperCase() || 'of the request body'} is not supported. Send the body as UTF-8.`,
    );
  }
  if (type === 'encoding.unsupported') {
    return new ApiError(
      'unsupported-media-type',
      `The Content-Encoding ${String(encoding ?? '') || 'of the request'} is not supported. Send the body uncompressed, or as gzip or deflate.`,
    );
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new ApiError(
      'invalid-argument',
      'The request body could not be read: check its Content-Encoding and length.',
    );
  }
  return null;
}

/** Passes on the refusal the runtime in front kept on the request (http/runtime-json.ts), if any. */
export const runtimeRefusal: RequestHandler = (req, _res, next) => {
  const refused = bodyRefusalOf(req);
  next(refused === undefined ? undefined : (bodyRefusal(refused) ?? refused));
};

export const requestBody: RequestHandler = (req, res, next) => {
  const { rawBody } = req as RequestWithRawBody;
  const length = rawBody?.length ?? Number(req.headers['content-length'] ?? 0);
  if (length > MAX_BODY_BYTES) {
    return next(bodyTooLarge());
  }
  if (length > 0 && acceptsForm(req) && req.is(FORM_TYPES)) return formBody(req, res, next);
  if (length > 0 && !req.is('application/json')) {
    return next(new ApiError('unsupported-media-type', 'Send the request body as application/json.'));
  }
  if (rawBody === undefined) return express.json({ limit: MAX_BODY_BYTES })(req, res, next);
  if (length > 0 && (req.body === undefined || Buffer.isBuffer(req.body) || typeof req.body === 'string')) {
    try {
      req.body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return next(bodyNotJson());
    }
  }
  next();
};
