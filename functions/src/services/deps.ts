import type { Auth } from 'firebase-admin/auth';
import type { Store } from '../store/port';
import type { Signal } from './signal';

/** What handlers and domain code need from the outside world, injected so tests can swap them. */
export interface Deps {
  store: Store;
  signal: Signal;
  auth: Auth;
  /** Look the account up on every verification (see http/auth.ts). */
  strictTokenCheck: boolean;
  now: () => number;
}
