/**
 * Consent records chained per team (docs/product.md §4, "Consent chain and
 * receipts"). Each record carries `prev`, the hash of the team's record before
 * it, and `hash`, the hash of its own fields with `prev`; the team keeps the
 * latest (its head). A record changed, removed or slipped in afterwards no
 * longer fits the records after it, and a chain rewritten from some record on
 * no longer holds a head taken before.
 *
 * A recipient's receipt holds their own records and the head when they
 * downloaded it. Checked against the team's chain exported later, it shows
 * whether those records are still there unchanged, whether the receipt left
 * any out, and whether the chain was rewritten since.
 *
 * Pure, with no Node API: the dashboard, the server and `npm run
 * check-receipt` run the same code. The hash is SHA-256 through Web Crypto.
 */
import { countText } from './count-text';

/** `prev` of a team's first record. */
export const CHAIN_START = '0'.repeat(64);

export const CHAIN_FORMAT = 'listkeep-consent-chain';
export const RECEIPT_FORMAT = 'listkeep-consent-receipt';

/** A record as the chain holds it: what its hash covers, and the hash. */
export interface ChainRecord {
  /** 1 for the team's first chained record, then one more for each. */
  seq: number;
  prev: string;
  hash: string;
  newsletterID: string;
  /** Keyed hash of the address (the server's secret): who, without the address. */
  emailHash: string;
  action: 'opt-in' | 'opt-out';
  source: string;
  /** Epoch milliseconds. */
  at: number;
}

/** The latest record of a team's chain; `{seq: 0, hash: CHAIN_START}` while it has none. */
export interface ChainHead {
  seq: number;
  hash: string;
}

export const EMPTY_CHAIN_HEAD: ChainHead = { seq: 0, hash: CHAIN_START };

/** A team's chain as the dashboard exports it (GET /consentChain, page by page, joined). */
export interface ConsentChainFile {
  format: typeof CHAIN_FORMAT;
  version: 1;
  teamID: string;
  /** ISO time of the export. */
  exportedAt: string;
  head: ChainHead;
  records: ChainRecord[];
}

/** One of the recipient's records in a receipt, with what a person reads beside what is hashed. */
export interface ReceiptRecord extends ChainRecord {
  /** ISO time of `at`. */
  time: string;
  /** The list's name when the receipt was made; null once the list was deleted. */
  list: string | null;
  /** `source` in plain words. */
  how: string;
}

/** A record written before the team's records were chained: listed, but nothing proves it. */
export type UnchainedReceiptRecord = Omit<ReceiptRecord, 'seq' | 'prev' | 'hash'>;

/** What a recipient downloads from their preferences page (POST /consentReceipt). */
export interface ConsentReceipt {
  format: typeof RECEIPT_FORMAT;
  version: 1;
  teamID: string;
  /** The sender as the recipient's pages name it. */
  sender: string;
  /** The recipient's address: the one place a record of the chain sits beside its address. */
  address: string;
  emailHash: string;
  /** ISO time of the download. */
  issuedAt: string;
  /** The team's head when the receipt was made: every record of the address up to it is listed. */
  head: ChainHead;
  /** The address's chained records, oldest first. */
  records: ReceiptRecord[];
  /** Its records from before the chain began, oldest first. */
  unchained: UnchainedReceiptRecord[];
}

/** The text a record's hash is taken of: every field in a fixed order, so no two records share one. */
export function consentRecordText(teamID: string, record: Omit<ChainRecord, 'hash'>): string {
  const { seq, prev, newsletterID, emailHash, action, source, at } = record;
  return JSON.stringify(['listkeep-consent/1', teamID, seq, prev, newsletterID, emailHash, action, source, at]);
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** SHA-256 of the text's UTF-8 bytes, in lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let out = '';
  for (const byte of digest) out += HEX[byte];
  return out;
}

/** Hashes in groups, so a long chain does not wait on each digest in turn nor start them all at once. */
async function hashesOf(teamID: string, records: readonly ChainRecord[]): Promise<string[]> {
  const out: string[] = [];
  for (let start = 0; start < records.length; start += 1000) {
    const group = records.slice(start, start + 1000);
    out.push(...(await Promise.all(group.map((r) => sha256Hex(consentRecordText(teamID, r))))));
  }
  return out;
}

export interface ChainVerdict {
  ok: boolean;
  /** Records checked. */
  records: number;
  /** The first problem found, in plain words; the chain is not read past it. */
  problem: string | null;
}

/**
 * Whether `records` are a whole, untouched chain of the team ending at `head`:
 * numbered from 1 without a gap, each hash matching its record, each `prev`
 * the hash of the record before.
 */
export async function verifyChain(
  teamID: string,
  records: readonly ChainRecord[],
  head: ChainHead,
): Promise<ChainVerdict> {
  const hashes = await hashesOf(teamID, records);
  const fail = (problem: string): ChainVerdict => ({ ok: false, records: records.length, problem });
  let prev = CHAIN_START;
  for (const [i, record] of records.entries()) {
    const seq = i + 1;
    if (record.seq !== seq) {
      return fail(
        record.seq > seq
          ? `Record ${seq} is missing from the chain (the next one is record ${record.seq}).`
          : `Record ${record.seq} comes after record ${seq - 1}: records are out of order or repeated.`,
      );
    }
    if (hashes[i] !== record.hash) return fail(`Record ${seq} was changed: its contents no longer match its hash.`);
    if (record.prev !== prev) {
      return fail(`Record ${seq} does not follow record ${seq - 1}: a record before it was changed, removed or added.`);
    }
    prev = record.hash;
  }
  const last = records.length > 0 ? { seq: records.length, hash: prev } : EMPTY_CHAIN_HEAD;
  if (last.seq !== head.seq || last.hash !== head.hash) {
    return fail(
      head.seq > last.seq
        ? `The chain stops at record ${last.seq}, but its head names record ${head.seq}.`
        : `The chain's head does not match its last record (${last.seq}).`,
    );
  }
  return { ok: true, records: records.length, problem: null };
}

export interface ReceiptVerdict {
  ok: boolean;
  /** Each problem found, in plain words. */
  problems: string[];
  /** The receipt's chained records found in the chain, unchanged. */
  confirmed: number;
  /** Records of the address the chain holds beyond the receipt's head: written after the download. */
  newer: number;
  /** Records of the receipt from before the chain began, which nothing can confirm. */
  unchecked: number;
}

/**
 * Checks a receipt against a team's chain exported at the same time or later:
 * the chain must be whole (verifyChain), must still hold the head the receipt
 * names, every record of the receipt unchanged at its place, and no record of
 * the address up to that head that the receipt leaves out.
 */
export async function checkReceipt(receipt: ConsentReceipt, chain: ConsentChainFile): Promise<ReceiptVerdict> {
  const problems: string[] = [];
  const verdict = (confirmed: number, newer: number): ReceiptVerdict => ({
    ok: problems.length === 0,
    problems,
    confirmed,
    newer,
    unchecked: receipt.unchained.length,
  });
  if (receipt.teamID !== chain.teamID) {
    problems.push('The receipt and the chain belong to different teams.');
    return verdict(0, 0);
  }
  const own = await hashesOf(receipt.teamID, receipt.records);
  const intact = receipt.records.filter((record, i) => own[i] === record.hash);
  receipt.records.forEach((record, i) => {
    if (own[i] !== record.hash) problems.push(`Record ${record.seq} of the receipt was changed after it was made.`);
    if (record.emailHash !== receipt.emailHash) {
      problems.push(`Record ${record.seq} of the receipt is about another address.`);
    }
    if (record.seq > receipt.head.seq) problems.push(`Record ${record.seq} of the receipt lies beyond its head.`);
  });

  const whole = await verifyChain(chain.teamID, chain.records, chain.head);
  if (!whole.ok) {
    problems.push(`The chain is not intact. ${whole.problem}`);
    return verdict(0, 0);
  }
  if (chain.head.seq < receipt.head.seq) {
    problems.push(
      `The chain ends at record ${chain.head.seq}, before the receipt's head (record ${receipt.head.seq}): export the chain again and check with that.`,
    );
    return verdict(0, 0);
  }
  const atHead = receipt.head.seq === 0 ? EMPTY_CHAIN_HEAD : chain.records[receipt.head.seq - 1];
  if (atHead.hash !== receipt.head.hash) {
    problems.push(
      `The chain was rewritten since the receipt was made: its record ${receipt.head.seq} is not the one the receipt names as its head.`,
    );
  }

  let confirmed = 0;
  for (const record of intact) {
    const inChain = chain.records[record.seq - 1];
    if (inChain && inChain.hash === record.hash) confirmed += 1;
    else problems.push(`Record ${record.seq} of the receipt is not in the chain as the receipt has it.`);
  }
  const listed = new Set(receipt.records.map((r) => r.seq));
  let newer = 0;
  for (const record of chain.records) {
    if (record.emailHash !== receipt.emailHash) continue;
    if (record.seq > receipt.head.seq) newer += 1;
    else if (!listed.has(record.seq)) {
      problems.push(`The chain holds record ${record.seq} of this address, which the receipt does not list.`);
    }
  }
  return verdict(confirmed, newer);
}

/** A verdict in sentences, the first saying whether the receipt checks out; for the dashboard and the command alike. */
export function receiptVerdictText(verdict: ReceiptVerdict, chainHead: ChainHead): string[] {
  if (!verdict.ok) return ['The receipt does not check out.', ...verdict.problems];
  const lines = [
    `The receipt checks out: its ${countText(verdict.confirmed, 'record')} ${verdict.confirmed === 1 ? 'is' : 'are'} in the team's chain, unchanged, and the chain is whole up to record ${chainHead.seq}.`,
  ];
  if (verdict.newer > 0) {
    lines.push(
      `The chain holds ${countText(verdict.newer, 'newer record')} of this address, written after the receipt.`,
    );
  }
  if (verdict.unchecked > 0) {
    lines.push(
      `${countText(verdict.unchecked, 'record')} of the receipt ${verdict.unchecked === 1 ? 'dates' : 'date'} from before records were chained and cannot be checked.`,
    );
  }
  return lines;
}
