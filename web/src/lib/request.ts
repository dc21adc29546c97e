/**
 * Turns a call of the contract into an HTTP request: `:name` path segments are
 * filled from the input, GET and DELETE send the rest as a query string, the
 * other methods as a JSON body. Both the app and the light /link pages build
 * their calls with it, so it imports nothing of the app and no schema.
 */
export interface RouteLike {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

export interface BuiltRequest {
  url: string;
  method: RouteLike['method'];
  body?: string;
}

export function buildRequest(base: string, route: RouteLike, input: object | undefined): BuiltRequest {
  const rest: Record<string, unknown> = { ...(input ?? {}) };
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter "${name}" for ${route.path}`);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  let url = base.replace(/\/$/, '') + path;
  if (route.method === 'GET' || route.method === 'DELETE') {
    const query = toQuery(rest);
    if (query) url += '?' + query;
    return { url, method: route.method };
  }
  return { url, method: route.method, body: JSON.stringify(rest) };
}

export function toQuery(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.append(key, String(value));
  }
  return params.toString();
}
