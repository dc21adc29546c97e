import type { RequestHandler } from 'express';
import { ROUTES, type RouteSpec } from '@listkeep/common';

/**
 * Cross-origin calls. The web app calls the API on its own origin (Hosting
 * rewrites /api/** to the function), which needs no CORS at all. A page of
 * another origin may read answers only when that origin is one of the app's
 * own: its preflight is answered and its answers carry
 * Access-Control-Allow-Origin. Any other origin gets neither, so its browser
 * keeps the answer from it; a preflight from it is just an OPTIONS request,
 * which the API does not serve (405, or 404 for an unknown path).
 *
 * The API answers CORS itself, the same way on Cloud Functions and on the
 * emulator: the functions declare `cors: false` (see index.ts).
 */

/** Where the app is served locally (the Hosting emulator), by address and by name. */
const LOCAL_ORIGINS = ['http://127.0.0.1:5000', 'http://localhost:5000'];

const METHODS = [...new Set((Object.values(ROUTES) as RouteSpec[]).map((route) => route.method))].join(', ');

/** What the web client sends besides the CORS-safelisted headers. */
const REQUEST_HEADERS = 'Authorization, Content-Type';

/** Chromium's ceiling for caching a preflight. */
const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/**
 * The origins whose pages may call the API: LISTKEEP_ALLOWED_ORIGINS, a
 * comma-separated list of origins, when set; otherwise the origins of
 * LISTKEEP_PUBLIC_URL and LISTKEEP_WEB_BASE, plus the local Hosting emulator's
 * everywhere but in production.
 */
export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = env.LISTKEEP_ALLOWED_ORIGINS?.trim();
  if (listed) {
    return unique(
      listed
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
          const origin = originOf(entry, { only: true });
          if (origin === null) {
            throw new Error(
              `LISTKEEP_ALLOWED_ORIGINS: "${entry}" is not an origin such as https://listkeep.example.org`,
            );
          }
          return origin;
        }),
    );
  }
  const production = Boolean(env.K_SERVICE) && env.FUNCTIONS_EMULATOR !== 'true';
  const configured = [env.LISTKEEP_PUBLIC_URL, env.LISTKEEP_WEB_BASE].map((url) => (url ? originOf(url) : null));
  return unique([
    ...configured.filter((origin): origin is string => origin !== null),
    ...(production ? [] : LOCAL_ORIGINS),
  ]);
}

/**
 * The Access-Control-Allow-Origin to answer a request's Origin header with,
 * or null when that origin may not read the answer. Browsers send the origin
 * serialized (lower case, no default port), so it is compared as sent.
 */
export function corsOrigin(origin: string | undefined, allowed: readonly string[]): string | null {
  if (!origin || origin === 'null') return null;
  return allowed.includes(origin) ? origin : null;
}

export function cors(allowed: readonly string[]): RequestHandler {
  return (req, res, next) => {
    // Whether the answer carries CORS headers depends on Origin, whatever it is.
    res.vary('Origin');
    const origin = corsOrigin(req.headers.origin, allowed);
    if (origin === null) return next();
    res.set('Access-Control-Allow-Origin', origin);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
      res.set('Access-Control-Allow-Methods', METHODS);
      res.set('Access-Control-Allow-Headers', REQUEST_HEADERS);
      res.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      res.status(204).end();
      return;
    }
    next();
  };
}

/** The origin of an http(s) URL; with `only`, null when the URL has more than an origin (a path, a query). */
function originOf(url: string, { only = false } = {}): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (only && (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username || parsed.password))
    return null;
  return parsed.origin;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
