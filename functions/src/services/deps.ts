import type { Auth } from 'firebase-admin/auth';
import type { Store } from '../store/port';
import type { ClientAddressRule } from './client-address';
import type { Mailer } from './mailer';
import type { RateLimiter } from './rate-limit';
import type { Signal } from './signal';

/** What handlers and domain code need from the outside world, injected so tests can swap them. */
export interface Deps {
  store: Store;
  signal: Signal;
  auth: Auth;
  /** On the Auth emulator: look the account up on every verification, uncached (see http/auth.ts). */
  strictTokenCheck: boolean;
  now: () => number;
  /** Transactional mails to recipients (unsubscribe confirmation, welcome). */
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Which X-Forwarded-For hop is the client, for the public calls' rate limits. */
  clientAddressRule: ClientAddressRule;
  /** Key of the hash that consent records keep instead of addresses (services/email-hash.ts). */
  hashSecret: string;
  /** Origin of the web app, for the links put in mails and redirects, without a trailing slash. */
  publicUrl: string;
}

export function publicUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.LISTKEEP_PUBLIC_URL || env.LISTKEEP_WEB_BASE || 'http://127.0.0.1:5000';
  return url.replace(/\/+$/, '');
}
