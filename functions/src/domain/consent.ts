/**
 * The opt-in / opt-out record (privacy policy, docs/product.md §1): who was put on
 * or taken off which list, how and when, with only a keyed hash of the address.
 *
 * Every change of whether an address receives a list's mail appends one, in
 * the same transaction as the change, whoever made it: the recipient through
 * a public link, the sender in the dashboard or by import, or the deletion of
 * a list.
 *
 * Records are chained per team (common/src/consent-chain.ts): each carries the
 * hash of the team's record before it, and the team document keeps the latest
 * (`consentHead`), moved in the same transaction. Every transaction that
 * records consent already reads the team (membership, plan, counters), and
 * the head goes into the team update it makes for its counters; one that
 * moved only a list's counters now writes the team too, so a team's consent
 * changes are serialised on its document, as additions already were.
 */
import { createHash } from 'node:crypto';
import { EMPTY_CHAIN_HEAD, consentRecordText, type ChainHead } from '@listkeep/common';
import type { Deps } from '../services/deps';
import { hashEmail } from '../services/email-hash';
import { randomId } from '../store/ids';
import type { Transaction, UpdateData } from '../store/port';
import { teamRef } from './accounts';
import { COLLECTIONS, type ConsentDoc, type TeamDoc } from './docs';

/** What a record says; the address given as itself or as its keyed hash (hashEmail). */
export type ConsentEvent = Pick<ConsentDoc, 'newsletterID' | 'action' | 'source' | 'at'> &
  ({ email: string } | { emailHash: string });

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

/** A record's hash, as common/src/consent-chain.ts checks it. */
export function consentHash(teamID: string, record: Parameters<typeof consentRecordText>[1]): string {
  return createHash('sha256').update(consentRecordText(teamID, record)).digest('hex');
}

/**
 * The records one transaction appends to one team's chain, in the order
 * written. The caller adds `headUpdate()` to its update of the team document.
 */
export class ConsentLog {
  private head: ChainHead;
  private written = 0;

  constructor(
    private readonly tx: Transaction,
    private readonly deps: Deps,
    readonly teamID: string,
    team: Pick<TeamDoc, 'consentHead'>,
  ) {
    this.head = team.consentHead ?? EMPTY_CHAIN_HEAD;
  }

  write(event: ConsentEvent): void {
    const { newsletterID, action, source, at } = event;
    const emailHash = 'emailHash' in event ? event.emailHash : hashEmail(this.deps.hashSecret, event.email);
    const seq = this.head.seq + 1;
    const fields = { seq, prev: this.head.hash, newsletterID, emailHash, action, source, at };
    const hash = consentHash(this.teamID, fields);
    const doc: ConsentDoc = { teamID: this.teamID, ...fields, hash };
    this.tx.create(this.deps.store.collection<ConsentDoc>(COLLECTIONS.consent).doc(nextConsentID(this.tx)), doc);
    this.head = { seq, hash };
    this.written += 1;
  }

  /** The team's fields that move its head past the records written; none when there were none. */
  headUpdate(): UpdateData {
    return this.written > 0 ? { consentHead: this.head } : {};
  }

  /** For a transaction that writes the team document for nothing else. */
  writeHead(): void {
    const update = this.headUpdate();
    if (Object.keys(update).length > 0) this.tx.update(teamRef(this.deps.store, this.teamID), update);
  }
}

const logsOf = new WeakMap<Transaction, Map<string, ConsentLog>>();

/**
 * The consent log of a team in tx, starting from the team document as read
 * in tx. A transaction has one per team, so two parts of one change never
 * fork the chain from the same head.
 */
export function consentLog(tx: Transaction, deps: Deps, teamID: string, team: Pick<TeamDoc, 'consentHead'>) {
  let logs = logsOf.get(tx);
  if (!logs) {
    logs = new Map();
    logsOf.set(tx, logs);
  }
  let log = logs.get(teamID);
  if (!log) {
    log = new ConsentLog(tx, deps, teamID, team);
    logs.set(teamID, log);
  }
  return log;
}
