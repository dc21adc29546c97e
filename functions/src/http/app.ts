import express, { type RequestHandler } from 'express';
import { API_BASE, OPENAPI_PATH, openApiDocument } from '@listkeep/common/src/openapi';
import { policies as callPolicies } from '../handlers/policies';
import type { ApiDeps } from '../services/deps';
import { answerFloorFromEnv } from './answer-floor';
import { browserFormRefusal } from './browser-form';
import { ApiError } from './api-error';
import { requestBody, runtimeRefusal } from './body';
import { allowedOriginsFromEnv, cors } from './cors';
import { errorAnswer } from './error-answer';
import type { Handlers } from './handler-types';
import type { Policies } from './policy';
import { buildRouter } from './router';

/** How long a browser may keep the OpenAPI document before it asks again. */
const OPENAPI_MAX_AGE_S = 300;

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  res.set('X-Content-Type-Options', 'nosniff');
  next();
};

/** How the API meets the outside besides its calls. */
export interface EdgeOptions {
  /** Origins whose pages may call the API (http/cors.ts). */
  allowedOrigins: readonly string[];
  /** The least time a call whose policy sets `answerFloor` takes to answer (http/answer-floor.ts). */
  answerFloorMs: number;
}

/** The edge as the environment configures it; read once, when the app is built. */
export const edgeFromEnv = (env: NodeJS.ProcessEnv = process.env): EdgeOptions => ({
  allowedOrigins: allowedOriginsFromEnv(env),
  answerFloorMs: answerFloorFromEnv(env),
});

export function createApp(
  deps: ApiDeps,
  handlers: Handlers,
  edge: EdgeOptions = edgeFromEnv(),
  policies: Policies = callPolicies,
): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(noStore, cors(edge.allowedOrigins), runtimeRefusal, requestBody);
  // The contract's OpenAPI document; made once, on its first request. It holds
  // no data and changes only with a deploy, so browsers may keep it a while
  // (the reference page reads it on every visit) and revalidate by its ETag.
  let openApi: string | undefined;
  app.get([`${API_BASE}${OPENAPI_PATH}`, OPENAPI_PATH], (_req, res) => {
    openApi ??= JSON.stringify(openApiDocument());
    res.set('Cache-Control', `public, max-age=${OPENAPI_MAX_AGE_S}`);
    res.type('application/json').send(openApi);
  });
  // Through Hosting the path keeps its /api prefix; through the function's own URL it does not.
  const router = buildRouter(deps, handlers, policies, edge.answerFloorMs);
  app.use('/api', router);
  app.use('/', router);
  app.use((req, _res, next) => next(new ApiError('not-found', `There is no ${req.method} ${req.path} in this API.`)));
  app.use(browserFormRefusal(deps.publicUrl), errorAnswer);
  return app;
}
