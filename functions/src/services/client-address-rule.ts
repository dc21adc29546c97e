import ipaddr from 'ipaddr.js';

/**
 * Which hop of X-Forwarded-For is a public call's client, for its rate limits
 * (docs/deploy.md, "Client addresses"); http/client-address.ts reads it.
 *
 * X-Forwarded-For is a list each proxy appends the address it saw to, so only
 * the hops our own proxies appended can be believed: anything left of them is
 * whatever the client chose to send.
 * - `{trustedHops: n}` (n >= 1): n proxies of ours append a hop each; the
 *   client's address is the n-th hop from the right, the one the outermost of
 *   them (the front end) appended.
 * - `trustedRanges`: proxies whose addresses are known but which a request may
 *   or may not pass through. Behind Firebase Hosting the function's front end
 *   appends the Hosting CDN's address, and the CDN appended the client's
 *   before it; called on the function's own URL, the front end appends the
 *   client's. So from the n-th hop leftwards, hops inside these ranges are
 *   stepped over, and both ways in give the client's address.
 * - `{trustedHops: 0}`: no proxy in front; the header is ignored.
 * - `'first-hop'`: the first hop, as the client sent it. Only for the local
 *   stack, where nothing appends a hop (neither the Hosting nor the Functions
 *   emulator does) and tests and the bench act as many clients through it.
 * - `{unconfigured}`: production without LISTKEEP_TRUSTED_PROXIES. Behind
 *   Hosting the last hop is then the CDN's, shared by every visitor of that
 *   edge, so one client over a limit would lock all of them out; the public
 *   calls answer 503 instead, and the reason is logged, until the ranges (or
 *   `none`) are set. The deploy check (deploy-env.ts) refuses such a deploy.
 */
export type ClientAddressRule =
  { trustedHops: number; trustedRanges?: AddressRange[] } | 'first-hop' | { unconfigured: string };

/** Why public calls are refused on a production server without LISTKEEP_TRUSTED_PROXIES; logged, never shown. */
export const UNCONFIGURED_PROXIES =
  'LISTKEEP_TRUSTED_PROXIES is not set, so every visitor through the Hosting CDN would share one rate limit: ' +
  "public calls answer 503 until it names the CDN's address ranges, or `none` when no CDN is in front " +
  '(docs/deploy.md, "Client addresses").';

export type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** `a.b.c.d/n` or IPv6 CIDR ranges, separated by commas or spaces. */
export function parseRanges(raw: string): AddressRange[] {
  return raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((cidr) => {
      try {
        return ipaddr.parseCIDR(cidr);
      } catch {
        throw new Error(`LISTKEEP_TRUSTED_PROXIES: "${cidr}" is not an address range like 203.0.113.0/24`);
      }
    });
}

/**
 * LISTKEEP_TRUSTED_PROXY_HOPS when set (a whole number >= 0); otherwise the
 * first hop on the local stack (LISTKEEP_ENV=local) and 1 elsewhere: the last
 * hop, appended by the front end. LISTKEEP_TRUSTED_PROXIES adds the ranges;
 * outside the local stack it must be set, to the ranges or to `none`.
 */
export function clientAddressRuleFromEnv(env: NodeJS.ProcessEnv = process.env): ClientAddressRule {
  const raw = env.LISTKEEP_TRUSTED_PROXY_HOPS?.trim();
  if (raw && !/^\d+$/.test(raw)) {
    throw new Error(`LISTKEEP_TRUSTED_PROXY_HOPS must be a whole number of proxies, not "${raw}"`);
  }
  const proxies = env.LISTKEEP_TRUSTED_PROXIES?.trim() ?? '';
  const ranges = proxies.toLowerCase() === 'none' ? [] : parseRanges(proxies);
  if (!raw && env.LISTKEEP_ENV === 'local') return 'first-hop';
  if (!proxies && env.LISTKEEP_ENV !== 'local') return { unconfigured: UNCONFIGURED_PROXIES };
  const rule = { trustedHops: raw ? Number(raw) : 1 };
  return ranges.length > 0 ? { ...rule, trustedRanges: ranges } : rule;
}
