/**
 * Webhooks (docs/product.md §4 Webhooks): the events a team's endpoints may
 * receive, the rule an endpoint's address keeps, and the words the API and
 * the dashboard say about them. The figures are WEBHOOK_LIMITS in limits.ts.
 */
import { WEBHOOK_LIMITS } from './limits';

export const WEBHOOK_EVENTS = [
  'subscriber.subscribed',
  'subscriber.unsubscribed',
  'subscriber.created',
  'subscriber.updated',
  'subscriber.deleted',
  'import.completed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'subscriber.subscribed': 'Joined a list',
  'subscriber.unsubscribed': 'Left a list',
  'subscriber.created': 'Subscriber added',
  'subscriber.updated': 'Subscriber edited',
  'subscriber.deleted': 'Subscriber deleted',
  'import.completed': 'Import finished',
};

/** The header each delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Listkeep-Signature';

/** A delivery's state: waiting for its first attempt, on its way, waiting for a retry, answered 2xx, or given up. */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'sending', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter the full address of your endpoint, such as https://example.com/listkeep.',
  httpsOnly: 'The endpoint must use https.',
  privateHost: 'The endpoint must be on the public internet, not a private, local or loopback address.',
  noCredentials: 'Leave user names and passwords out of the address.',
  eventsRequired: 'Choose at least one event.',
  tooMany: `A team can hold ${WEBHOOK_LIMITS.perTeam} webhook endpoints. Delete one you no longer use first.`,
  shownOnce: 'Copy the signing secret now: you will not see it again.',
} as const;

/** Whether `host` (a URL's hostname, IPv6 in brackets) names a loopback, private, link-local or otherwise non-public place. */
export function isPrivateHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (/\.(local|internal|lan|home|corp|intranet|test|invalid|example)$/.test(name)) return true;
  if (!name.includes('.') && !name.startsWith('[')) return true;
  if (name.startsWith('[')) return isPrivateIPv6(name.slice(1, -1));
  const v4 = parseIPv4(name);
  return v4 ? isPrivateIPv4(v4) : false;
}

/** Whether `host` is an IP literal (v4 in any form a URL parser accepts, or bracketed v6). */
export function isIpLiteral(host: string): boolean {
  return host.startsWith('[') || parseIPv4(host) !== null;
}

function parseIPv4(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((n) => n <= 255) ? parts : null;
}

export function isPrivateIPv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

export function isPrivateIPv6(address: string): boolean {
  const a = address.toLowerCase();
  if (a === '::' || a === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return isPrivateIPv4(mapped[1].split('.').map(Number));
  if (a.startsWith('::ffff:')) return true;
  return /^(fc|fd|fe8|fe9|fea|feb|ff)/.test(a);
}

/**
 * What is wrong with an endpoint's address, or null. Locally (`production`
 * false) any http or https address is taken, so a receiver on this machine
 * can be tried; in production only https to a public host name.
 */
export function webhookUrlIssue(text: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_MESSAGES.urlInvalid;
  if (url.username || url.password) return WEBHOOK_MESSAGES.noCredentials;
  if (!production) return null;
  if (url.protocol !== 'https:') return WEBHOOK_MESSAGES.httpsOnly;
  if (isIpLiteral(url.hostname) || isPrivateHost(url.hostname)) return WEBHOOK_MESSAGES.privateHost;
  return null;
}
