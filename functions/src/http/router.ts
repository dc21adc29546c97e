import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  API_KEY_MESSAGES,
  acceptedTags,
  contract,
  firstLanguage,
  type AuthMode,
  type CallName,
} from '@listkeep/common';
import { ensureAccount, followSignInAddress } from '../domain/accounts';
import { authenticateApiKey } from '../domain/api-keys';
import { DomainError } from '../domain/errors';
import type { ApiDeps } from '../services/deps';
import { withAnswerFloor } from './answer-floor';
import { ApiError } from './api-error';
import { bearerToken, deleteSignIn, verifyIdentity } from './auth';
import { clientAddress } from './client-address';
import type { Download, Handlers, KeyContext, PublicContext, Redirect, UserContext } from './handler-types';
import type { Policies, Policy } from './policy';
import { checkRateLimits } from './rate-limits';
import { parseInput, type LookupFields } from './validate';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** Gathers a call's input from path parameters, query string and JSON body. */
function rawInput(req: Request): Record<string, unknown> {
  const params = { ...req.params };
  if (req.method === 'GET' || req.method === 'DELETE') return { ...req.query, ...params };
  const body: unknown = req.body ?? {};
  if (!isPlainObject(body)) {
    // An empty or absent body is "no fields"; anything else that is not an object is a mistake.
    if (Buffer.isBuffer(body) && body.length === 0) return params;
    if (typeof body === 'string' && body.trim() === '') return params;
    throw new ApiError('invalid-argument', 'The request body must be a JSON object.');
  }
  return { ...body, ...params };
}

/**
 * Ids that name what a call looks up: those in the path and query string (from
 * links and addresses, where a mangled id is just an unknown one), and every
 * id a public call takes; a signed-in call's JSON body is the client's own
 * input, where a wrong id is a mistake to report field by field.
 */
function lookupFields(req: Request, auth: AuthMode): LookupFields {
  if (auth === 'public') return 'all';
  const fromUrl = Object.keys(req.params);
  if (req.method === 'GET' || req.method === 'DELETE') fromUrl.push(...Object.keys(req.query));
  return new Set(fromUrl);
}

function isRedirect(value: unknown): value is Redirect {
  return isPlainObject(value) && typeof value.redirect === 'string' && Object.keys(value).length === 1;
}

const isRedirectStatus = (status: number) => status >= 300 && status < 400;

function isDownload(value: unknown): value is Download {
  return isPlainObject(value) && isPlainObject(value.download) && Object.keys(value).length === 1;
}

/** Sends the file as its parts are read, so no answer holds a whole long export at once. */
async function sendDownload(res: Response, { name, type, chunks }: Download['download']): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.setHeader('Cache-Control', 'no-store');
  try {
    for await (const chunk of chunks) {
      if (!res.write(chunk)) await new Promise((drained) => res.once('drain', drained));
    }
    res.end();
  } catch (error) {
    // The headers are gone: a cut connection is all that can tell the caller the file is not whole.
    console.error('a download failed part-way', error);
    res.destroy();
  }
}

/** The caller's address, read from the request once and only when asked for. */
function clientAddressOf(req: Request, deps: ApiDeps): () => string {
  let address: string | undefined;
  return () => (address ??= clientAddress(req, deps.clientAddressRule));
}

/**
 * Every call of the contract, on its method and path: the caller's token,
 * the input, the call's policy (rate limits, upkeep, answer floor), then its
 * handler.
 */
export function buildRouter(deps: ApiDeps, handlers: Handlers, policies: Policies, answerFloorMs: number): Router {
  const router = Router();
  for (const name of Object.keys(contract) as CallName[]) {
    const spec = contract[name];
    const policy: Policy<CallName> = policies[name] ?? {};
    const handler = handlers[name] as (input: unknown, ctx: PublicContext) => Promise<unknown>;
    const handle: RequestHandler = async (req, res, next) => {
      try {
        const token = bearerToken(req);
        const acceptedLanguage = firstLanguage(acceptedTags(req.get('accept-language') ?? '')) ?? undefined;
        const ctx: PublicContext = { deps, clientAddress: clientAddressOf(req, deps), acceptedLanguage };
        if (spec.auth === 'user' || (spec.auth === 'optional' && token !== null)) {
          const identity = await verifyIdentity(deps.auth, token, deps.strictTokenCheck, deps.now());
          ctx.identity = identity;
          if (spec.auth === 'user') {
            const account = await ensureAccount(deps.store, identity, deps.now());
            (ctx as UserContext).user = await followSignInAddress(deps.store, account, identity, deps.now());
            (ctx as UserContext).deleteSignIn = () => deleteSignIn(deps.auth, identity.uid);
          }
        }
        if (spec.auth === 'key') {
          const key = await authenticateApiKey(deps, token);
          if (spec.scope === 'write' && key.scope !== 'write')
            throw new ApiError('forbidden', API_KEY_MESSAGES.readOnly);
          (ctx as KeyContext).key = key;
        }
        const input = parseInput(spec.input, rawInput(req), lookupFields(req, spec.auth));
        await checkRateLimits(name, policy.rateLimits ?? [], deps, {
          clientAddress: ctx.clientAddress,
          keyID: (ctx as Partial<KeyContext>).key?.keyID,
        });
        await policy.upkeep?.(deps, input);
        const answer = () => handler(input, ctx);
        const result = policy.answerFloor ? await withAnswerFloor(name, answerFloorMs, answer) : await answer();
        await deps.signal.underway();
        if (isRedirect(result)) res.redirect(isRedirectStatus(spec.status) ? spec.status : 302, result.redirect);
        else if (isDownload(result)) await sendDownload(res, result.download);
        else res.status(spec.status).json(result);
      } catch (error) {
        // A key's call refused by its creator's role: HTTP's "not allowed", as REST clients read it.
        const forbidden = spec.auth === 'key' && error instanceof DomainError && error.code === 'permission';
        next(forbidden ? new ApiError('forbidden', error.message) : error);
      }
    };
    const method = spec.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](spec.path, handle);
  }
  // Paths that differ only in the names of their parameters match the same requests.
  const shape = (path: string) => path.replace(/:[^/]+/g, ':');
  const paths = new Map(Object.values(contract).map((spec) => [shape(spec.path), spec.path]));
  for (const [pathShape, path] of paths) {
    const allowed = Object.values(contract)
      .filter((spec) => shape(spec.path) === pathShape)
      .map((spec) => spec.method);
    router.all(path, (req, _res, next) => {
      next(new ApiError('method-not-allowed', `${req.method} is not allowed here. Use ${allowed.join(' or ')}.`));
    });
  }
  return router;
}
