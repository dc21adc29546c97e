import { ROUTES, type RouteSpec } from '@listkeep/common';

/**
 * Whether a request's path is one of the routes `pick` keeps, as the function
 * is reached: through Hosting's /api, or on its own path. Middleware that runs
 * before the router (body parsing, error answers) asks this of a route's flags.
 */
export function routePathTest(pick: (route: RouteSpec) => boolean): (path: string) => boolean {
  const patterns = (Object.values(ROUTES) as RouteSpec[])
    .filter(pick)
    .map((route) => new RegExp(`^(/api)?${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));
  return (path) => patterns.some((pattern) => pattern.test(path));
}
