/**
 * The opt-in / opt-out record (privacy policy, docs/product.md §1): who was put on
 * or taken off which list, how and when, with only a keyed hash of the address.
 *
 * Every change of whether an address receives a list's mail appends one, in
 * the same transaction as the change, whoever made it: the recipient through
 * a public link, the sender in the dashboard or by import, or the deletion of
 * a list.
 *
 * Records are chained per team (common/src/consent-chain.ts), but not here:
 * a change writes its records pending, touching no document the whole team
 * shares, and the sequencer (consent-sequencer.ts) chains them afterwards, a
 * batch at a time, as a transparency log's sequencer does. A team's recipients
 * acting at once so never contend on one document.
 */
import { createHash } from 'node:crypto';
import { consentRecordText, type ChainHead, type ChainRecord } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { hashEmail } from '../../services/email-hash';
import { randomId } from '../../store/ids';
import type { Transaction } from '../../store/port';
import { COLLECTIONS, type ConsentDoc } from '../docs';

/** What a record says; the address given as itself or as its keyed hash (hashEmail). */
export type ConsentEvent = Pick<ConsentDoc, 'newsletterID' | 'action' | 'source' | 'at'> &
  ({ email: string } | { emailHash: string });

const idsOf = new WeakMap<Transaction, { prefix: string; next: number }>();

/**
 * The id of the next record of a transaction: a random prefix per
 * transaction, then a counter, so the ids of one transaction's records sort
 * in the order written, which the sequencer keeps among records of one time.
 * An import writes thousands of records in one transaction; fully random
 * ids scatter them over the store's index (in SQLite each lands on a
 * different page, which made imports markedly slower), while one random place
 * per transaction keeps them together and still spreads different
 * transactions apart, as Firestore wants. 20 characters, like an automatic id.
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

/** A record's hash, as common/src/consent-chain.ts checks it. */
export function consentHash(teamID: string, record: Parameters<typeof consentRecordText>[1]): string {
  return createHash('sha256').update(consentRecordText(teamID, record)).digest('hex');
}

/** The place of a record after `head` in the team's chain: the one way a record is chained. */
export function chainLink(
  teamID: string,
  head: ChainHead,
  record: Pick<ChainRecord, 'newsletterID' | 'emailHash' | 'action' | 'source' | 'at'>,
): Pick<ChainRecord, 'seq' | 'prev' | 'hash'> {
  const { newsletterID: listID, emailHash, action, source, at } = record;
  const seq = head.seq + 1;
  const hash = consentHash(teamID, { seq, prev: head.hash, newsletterID: listID, emailHash, action, source, at });
  return { seq, prev: head.hash, hash };
}

/** The records one transaction writes for one team, pending, in the order written. */
export class ConsentLog {
  constructor(
    private readonly tx: Transaction,
    private readonly deps: Deps,
    readonly teamID: string,
  ) {}

  write(event: ConsentEvent): void {
    const { newsletterID, action, source, at } = event;
    const emailHash = 'emailHash' in event ? event.emailHash : hashEmail(this.deps.hashSecret, event.email);
    const doc: ConsentDoc = { teamID: this.teamID, newsletterID, emailHash, action, source, at, pending: true };
    this.tx.create(this.deps.store.collection<ConsentDoc>(COLLECTIONS.consent).doc(nextConsentID(this.tx)), doc);
  }
}

/** The consent log of a team in tx. */
export function consentLog(tx: Transaction, deps: Deps, teamID: string): ConsentLog {
  return new ConsentLog(tx, deps, teamID);
}
