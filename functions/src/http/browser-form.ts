import type { ErrorRequestHandler, Request } from 'express';
import { ID_KINDS, SOURCE_QUERY, formOutcomeUrl, type FormOutcome, type FormTarget } from '@listkeep/common';
import type { ApiError } from './api-error';
import { apiErrorFor } from './error-answer';
import { routePathTest } from './route-paths';

/** The calls whose route says a web page's form posts to them (`browserForm`). */
const isBrowserFormPath = routePathTest((route) => route.browserForm === true);

/** A browser's navigation asks for HTML first; a script or a tool asks for JSON or anything (and gets JSON). */
const prefersHtml = (req: Request) => req.accepts(['application/json', 'text/html']) === 'text/html';

/** What the landing page says of a refusal. */
function outcomeOf(error: ApiError): FormOutcome {
  switch (error.code) {
    case 'invalid-argument':
      if (error.fields?.some((field) => field.path === 'email')) return 'invalid-email';
      return error.fields?.some((field) => field.path === 'newsletterID') ? 'not-found' : 'failed';
    case 'not-found':
      return 'not-found';
    case 'conflict':
      return 'not-accepting';
    case 'rate-limited':
      return 'rate-limited';
    default:
      return 'failed';
  }
}

/** The list and source the post named, when they have the shape of ids; never the address typed. */
function targetOf(body: unknown): Partial<FormTarget> {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const shaped = (value: unknown, pattern: RegExp) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined;
  return {
    newsletterID: shaped(fields.newsletterID, ID_KINDS.list.pattern),
    sourceID: shaped(fields[SOURCE_QUERY], ID_KINDS.source.pattern),
  };
}

/**
 * A browser that posted a website's sign-up form would show a refusal's JSON
 * as raw text: it is sent instead to the page that says what went wrong
 * (303, so the page is fetched with GET), for the list it named. Refusals of
 * the body itself, before any route, come here too.
 */
export function browserFormRefusal(publicUrl: string): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (req.method !== 'POST' || !isBrowserFormPath(req.path) || !prefersHtml(req)) {
      return next(error);
    }
    const outcome = outcomeOf(apiErrorFor(error, req, res));
    res.removeHeader('Retry-After');
    res.redirect(303, formOutcomeUrl(publicUrl, outcome, targetOf(req.body)));
  };
}
