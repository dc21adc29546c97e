/**
 * The opt-in / opt-out record (privacy policy, docs/product.md §1): who was put on
 * or taken off which list, how and when, with only a keyed hash of the address.
 *
 * Every change of whether an address receives a list's mail appends one, in
 * the same transaction as the change, whoever made it: the recipient through
 * a public link, the sender in the dashboard or by import, or the deletion of
 * a list.
 */
import type { Deps } from '../services/deps';
import { hashEmail } from '../services/email-hash';
import { randomId } from '../store/ids';
import type { Transaction } from '../store/port';
import { COLLECTIONS, type ConsentDoc } from './docs';

export type ConsentEvent = Omit<ConsentDoc, 'emailHash'> & { email: string };

const idsOf = new WeakMap<Transaction, { prefix: string; next: number }>();

/**
 * The id of the next record of a transaction: a random prefix per
 * transaction, then a counter. An import writes thousands of records in one
 * transaction; fully random ids scatter them over the store's index (in
 * SQLite each lands on a different page, which made imports markedly slower),
 * while one random place per transaction keeps them together and still
 * spreads different transactions apart, as Firestore wants. 20 characters,
 * like an automatic id.
 */
function nextConsentID(tx: Transaction): string {
  let ids = idsOf.get(tx);
  if (!ids) {
    ids = { prefix: randomId(13), next: 0 };
    idsOf.set(tx, ids);
  }
  const n = ids.next++;
  return `${ids.prefix}${n.toString(36).padStart(7, '0')}`;
}

/** Appends one consent record in the caller's transaction. */
export function writeConsent(tx: Transaction, deps: Deps, event: ConsentEvent): void {
  const { email, ...rest } = event;
  const doc: ConsentDoc = { ...rest, emailHash: hashEmail(deps.hashSecret, email) };
  tx.create(deps.store.collection<ConsentDoc>(COLLECTIONS.consent).doc(nextConsentID(tx)), doc);
}
