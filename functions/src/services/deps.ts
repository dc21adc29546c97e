import type { Auth } from 'firebase-admin/auth';
import { isValidEmail } from '@listkeep/common';
import type { Store } from '../store/port';
import type { Billing } from './billing';
import type { ClientAddressRule } from './client-address-rule';
import type { Mailer } from './mailer';
import type { RateLimiter } from './rate-limit';
import type { Signal } from './signal';

/** What domain code needs from the outside world, injected so tests can swap them. */
export interface Deps {
  store: Store;
  signal: Signal;
  now: () => number;
  /** The mail server; only the outbox's dispatcher hands it mail (domain/outbox.ts). */
  mailer: Mailer;
  /** Key of the hash that consent records keep instead of addresses (services/email-hash.ts). */
  hashSecret: string;
  /** Origin of the web app, for the links put in mails and redirects, without a trailing slash. */
  publicUrl: string;
  /** The inbox feedback and contact messages are mailed to. */
  supportEmail: string;
  /** The payment provider (Stripe, or its local stand-in). */
  billing: Billing;
  /**
   * Whether webhook endpoints may be plain http and on private, local or
   * loopback hosts (domain/webhooks/): locally, so a receiver on this
   * machine can be tried; never in production.
   */
  localWebhooks: boolean;
}

/** What only the API's front needs, to know who is calling and how often; never handed to the domain. */
export interface CallerChecks {
  auth: Auth;
  /** On the Auth emulator: look the account up on every verification, uncached (see http/auth.ts). */
  strictTokenCheck: boolean;
  rateLimiter: RateLimiter;
  /** Which X-Forwarded-For hop is the client, for the public calls' rate limits. */
  clientAddressRule: ClientAddressRule;
}

/** Everything the API is built over. */
export type ApiDeps = Deps & CallerChecks;

/** Where messages go on the local stack: the SMTP sink keeps every mail, whatever its address. */
export const LOCAL_SUPPORT_EMAIL = 'support@listkeep.test';

/** The support inbox; production must name it, or messages would go to an address nobody reads. */
export function supportEmailFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const address = env.LISTKEEP_SUPPORT_EMAIL?.trim();
  if (address) {
    if (!isValidEmail(address)) throw new Error(`LISTKEEP_SUPPORT_EMAIL is not an email address: ${address}`);
    return address;
  }
  if (env.K_SERVICE && env.FUNCTIONS_EMULATOR !== 'true') {
    throw new Error('LISTKEEP_SUPPORT_EMAIL must be set in production');
  }
  return LOCAL_SUPPORT_EMAIL;
}

export function publicUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.LISTKEEP_PUBLIC_URL || env.LISTKEEP_WEB_BASE || 'http://127.0.0.1:5000';
  return url.replace(/\/+$/, '');
}

/** Locally (the emulators, tests, a plain node process) webhooks may go anywhere; deployed, only to public https. */
export function localWebhooksFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return !(env.K_SERVICE && env.FUNCTIONS_EMULATOR !== 'true');
}
