/**
 * The opt-in / opt-out record (privacy policy, spec section 1): who was put on
 * or taken off which list, how and when, with only a keyed hash of the address.
 */
import type { Deps } from '../services/deps';
import { hashEmail } from '../services/email-hash';
import type { Transaction } from '../store/port';
import { COLLECTIONS, type ConsentDoc } from './docs';

export type ConsentEvent = Omit<ConsentDoc, 'emailHash'> & { email: string };

/** Appends one consent record in the caller's transaction. */
export function writeConsent(tx: Transaction, deps: Deps, event: ConsentEvent): void {
  const { email, ...rest } = event;
  const doc: ConsentDoc = { ...rest, emailHash: hashEmail(deps.hashSecret, email) };
  tx.create(deps.store.collection<ConsentDoc>(COLLECTIONS.consent).doc(), doc);
}
