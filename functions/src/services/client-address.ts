import type { Request } from 'express';

/**
 * Where the address of a public call's client is read, for its rate limits
 * (README "Recipients (public links)").
 *
 * X-Forwarded-For is a list each proxy appends the address it saw to, so only
 * the hops our own proxies appended can be believed: anything left of them is
 * whatever the client chose to send.
 * - `{trustedHops: n}` (n >= 1): n proxies of ours append a hop each; the
 *   client's address is the n-th hop from the right, the one the outermost of
 *   them (the front end) appended.
 * - `{trustedHops: 0}`: no proxy in front; the header is ignored.
 * - `'first-hop'`: the first hop, as the client sent it. Only for the local
 *   stack, where nothing appends a hop (neither the Hosting nor the Functions
 *   emulator does) and tests and the bench act as many clients through it.
 */
export type ClientAddressRule = { trustedHops: number } | 'first-hop';

/**
 * LISTKEEP_TRUSTED_PROXY_HOPS when set (a whole number >= 0); otherwise the
 * first hop on the local stack (LISTKEEP_ENV=local) and 1 elsewhere: the last
 * hop, appended by the front end.
 */
export function clientAddressRuleFromEnv(env: NodeJS.ProcessEnv = process.env): ClientAddressRule {
  const raw = env.LISTKEEP_TRUSTED_PROXY_HOPS?.trim();
  if (raw) {
    if (!/^\d+$/.test(raw)) {
      throw new Error(`LISTKEEP_TRUSTED_PROXY_HOPS must be a whole number of proxies, not "${raw}"`);
    }
    return { trustedHops: Number(raw) };
  }
  return env.LISTKEEP_ENV === 'local' ? 'first-hop' : { trustedHops: 1 };
}

/** The client's address under rule; the socket's when the header has none to give. */
export function clientAddress(req: Request, rule: ClientAddressRule): string {
  const socket = req.ip || req.socket?.remoteAddress || 'unknown';
  if (rule !== 'first-hop' && rule.trustedHops === 0) return socket;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return socket;
  if (rule === 'first-hop') return hops[0];
  // Fewer hops than proxies: every hop there is one of ours appended, the first one included.
  return hops[Math.max(0, hops.length - rule.trustedHops)];
}
