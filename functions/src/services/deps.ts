import type { Auth } from 'firebase-admin/auth';
import type { Store } from '../store/port';
import type { ClientAddressRule } from './client-address';
import type { Mailer } from './mailer';
import type { RateLimiter } from './rate-limit';
import type { Signal } from './signal';

/** What domain code needs from the outside world, injected so tests can swap them. */
export interface Deps {
  store: Store;
  signal: Signal;
  now: () => number;
  /** Transactional mails to recipients (unsubscribe confirmation, welcome). */
  mailer: Mailer;
  /** Key of the hash that consent records keep instead of addresses (services/email-hash.ts). */
  hashSecret: string;
  /** Origin of the web app, for the links put in mails and redirects, without a trailing slash. */
  publicUrl: string;
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

export function publicUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.LISTKEEP_PUBLIC_URL || env.LISTKEEP_WEB_BASE || 'http://127.0.0.1:5000';
  return url.replace(/\/+$/, '');
}
