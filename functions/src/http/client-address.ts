import type { Request } from 'express';
import ipaddr from 'ipaddr.js';
import type { AddressRange, ClientAddressRule } from '../services/client-address-rule';
import { ApiError } from './api-error';

/** What a visitor is told while production cannot tell clients apart. */
const PUBLIC_CALLS_UNAVAILABLE = 'This page is not available right now. Please try again later.';

function inRanges(hop: string, ranges: AddressRange[]): boolean {
  if (!ipaddr.isValid(hop)) return false;
  let address = ipaddr.parse(hop);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  return ranges.some(([base, bits]) => address.kind() === base.kind() && address.match(base, bits));
}

/**
 * The client's address under rule; the socket's when the header has none to
 * give. Under an unconfigured rule, a 503 (see ClientAddressRule).
 */
export function clientAddress(req: Request, rule: ClientAddressRule): string {
  if (typeof rule === 'object' && 'unconfigured' in rule) {
    console.error(`${req.method} ${req.originalUrl ?? req.url}: ${rule.unconfigured}`);
    throw new ApiError('unavailable', PUBLIC_CALLS_UNAVAILABLE);
  }
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
  let index = Math.max(0, hops.length - rule.trustedHops);
  const ranges = rule.trustedRanges ?? [];
  while (index > 0 && inRanges(hops[index], ranges)) index -= 1;
  return hops[index];
}
