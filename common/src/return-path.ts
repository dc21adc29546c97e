/**
 * Where a checkout or the billing portal may send the sender back to
 * (docs/product.md §4 Pricing buttons): a page of this app, by a relative
 * path of a known shape, so a checkout link can never be made to land on
 * another site. No zod here: the pricing page reads it too.
 */

/** The app's pages a payment may return to. */
export const RETURN_PAGES = ['/dashboard', '/account', '/pricing'] as const;

/** The query parameters those pages keep across the trip, each at most once. */
export const RETURN_PARAMS = ['tab', 'teamID', 'newsletterID', 'open'] as const;

const RETURN_VALUE = /^[A-Za-z0-9_-]{1,64}$/;
const RETURN_PATH_MAX = 300;

export const RETURN_PATH_MESSAGE = `Must be a page of this app: ${RETURN_PAGES.join(', ')}, with only ${RETURN_PARAMS.join(', ')} in its query.`;

/** The query parameter of the pricing page that names the page to come back to. */
export const RETURN_TO_PARAM = 'returnTo';

export function isReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX) return false;
  const [page, query, ...rest] = value.split('?');
  if (rest.length > 0 || !(RETURN_PAGES as readonly string[]).includes(page)) return false;
  if (query === undefined) return true;
  const seen = new Set<string>();
  return query.split('&').every((pair) => {
    const [key, val, ...more] = pair.split('=');
    if (more.length > 0 || val === undefined || seen.has(key)) return false;
    seen.add(key);
    return (RETURN_PARAMS as readonly string[]).includes(key) && RETURN_VALUE.test(val);
  });
}

/** The return path with one more parameter, as a payment's success address marks itself. */
export function withReturnParam(path: string, param: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${param}=${value}`;
}
