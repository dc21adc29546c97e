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
 * Both are checked page by page (ChainCheck, ReceiptCheck), holding the
 * running hash and number, not the records, since a team's chain runs to
 * millions of records (one per address and list of an import).
 *
 * Pure, with no Node API: the dashboard, the server and `npm run
 * check-receipt` run the same code. The hash is SHA-256 through Web Crypto.
 */
import { countText, formatCount } from './count-text';
import type { ConsentKind } from './consent-sources';

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
  /** Whose action it was, by `source` (consentKind); absent from receipts made before it was shown. */
  kind?: ConsentKind;
}

/** A record written before the team's records were chained: listed, but nothing proves it. */
export type UnchainedReceiptRecord = Omit<ReceiptRecord, 'seq' | 'prev' | 'hash'>;

/**
 * A record the sequencer had not yet given its place in the chain when the
 * receipt was made (records are chained in batches, within about a minute):
 * a chain exported later holds it past the receipt's head, and a check finds it there.
 */
export type UnsequencedReceiptRecord = UnchainedReceiptRecord;

/** What a record not yet in the chain is called, wherever it is shown. */
export const NOT_YET_SEQUENCED = 'not yet sequenced';

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
  /** Its records not yet in the chain up to `head`, oldest first; absent from receipts made before records were sequenced. */
  unsequenced?: UnsequencedReceiptRecord[];
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

/** Records hashed at once: a long chain neither waits on each digest in turn nor starts them all together. */
const HASH_GROUP = 1000;

export interface ChainVerdict {
  ok: boolean;
  /** Records read. */
  records: number;
  /** The first problem found, in plain words; the chain is not checked past it. */
  problem: string | null;
}

/**
 * A team's chain checked as it is read, page by page, oldest record first:
 * numbered from 1 without a gap, each hash matching its record, each `prev`
 * the hash of the record before, the last one the head. It keeps the running
 * hash and number, never the records, so a chain of any length is checked in
 * the memory of one page. `add` the pages in order, one at a time (awaiting
 * each), then ask for the `verdict`.
 */
export class ChainCheck {
  /** Records read so far, including any after the first problem (counted, not checked). */
  read = 0;
  /** The first problem found; a verdict is then certain, and what is read after it changes nothing. */
  problem: string | null = null;
  private checked = 0;
  private prev = CHAIN_START;

  constructor(
    readonly teamID: string,
    /** The head the chain must end at: the team's when the chain was read. */
    readonly head: ChainHead,
    /** Called with each record found in place, in order; the receipt check looks at them. */
    private readonly onRecord?: (record: ChainRecord) => void,
  ) {}

  /** Whether a problem was found, so the rest of the chain need not be read. */
  get done(): boolean {
    return this.problem !== null;
  }

  /** Checks the chain's next records. */
  async add(records: readonly ChainRecord[]): Promise<void> {
    for (let start = 0; start < records.length; start += HASH_GROUP) {
      const group = records.slice(start, start + HASH_GROUP);
      if (this.problem === null) {
        const hashes = await Promise.all(group.map((r) => sha256Hex(consentRecordText(this.teamID, r))));
        for (const [i, record] of group.entries()) {
          if (!this.follow(record, hashes[i])) break;
        }
      }
      this.read += group.length;
    }
  }

  private follow(record: ChainRecord, hash: string): boolean {
    const seq = this.checked + 1;
    if (record.seq !== seq) {
      this.problem =
        record.seq > seq
          ? `Record ${seq} is missing from the chain (the next one is record ${record.seq}).`
          : `Record ${record.seq} comes after record ${seq - 1}: records are out of order or repeated.`;
    } else if (hash !== record.hash) {
      this.problem = `Record ${seq} was changed: its contents no longer match its hash.`;
    } else if (record.prev !== this.prev) {
      this.problem = `Record ${seq} does not follow record ${seq - 1}: a record before it was changed, removed or added.`;
    } else {
      this.prev = record.hash;
      this.checked = seq;
      this.onRecord?.(record);
      return true;
    }
    return false;
  }

  /** Whether the records read are the whole chain, untouched, ending at the head. */
  verdict(): ChainVerdict {
    const fail = (problem: string): ChainVerdict => ({ ok: false, records: this.read, problem });
    if (this.problem !== null) return fail(this.problem);
    // With nothing read, `prev` is still CHAIN_START: the empty chain's head.
    const last = { seq: this.checked, hash: this.prev };
    if (last.seq !== this.head.seq || last.hash !== this.head.hash) {
      return fail(
        this.head.seq > last.seq
          ? `The chain stops at record ${last.seq}, but its head names record ${this.head.seq}.`
          : `The chain's head does not match its last record (${last.seq}).`,
      );
    }
    return { ok: true, records: this.read, problem: null };
  }
}

/** A team's chain as it is read: its team and head first, then its records, page by page. */
export interface ChainPages {
  teamID: string;
  head: ChainHead;
  pages: AsyncIterable<readonly ChainRecord[]> | Iterable<readonly ChainRecord[]>;
}

/** What reading a chain needs of a page of GET /consentChain (ConsentChainPage). */
export interface ChainPageAnswer {
  head: ChainHead;
  records: ChainRecord[];
  next: number | null;
}

/**
 * A team's chain read through GET /consentChain, each page asked for by
 * `pageOf`: the head of the first page, then the records page by page up to
 * that head, so records appended meanwhile are left out. Each page is asked
 * for while the one before is worked on, so at most two are held.
 */
export async function chainFromPages(
  teamID: string,
  pageOf: (after: number, upTo?: number) => Promise<ChainPageAnswer>,
): Promise<ChainPages> {
  const first = await pageOf(0);
  const upTo = first.head.seq;
  const after = (page: ChainPageAnswer) => {
    if (page.next === null) return null;
    const next = pageOf(page.next, upTo);
    // Its failure is met where it is awaited; until then it is not an unhandled one.
    next.catch(() => undefined);
    return next;
  };
  async function* pages(): AsyncGenerator<ChainRecord[]> {
    let next = after(first);
    yield first.records;
    while (next) {
      const page = await next;
      next = after(page);
      yield page.records;
    }
  }
  return { teamID, head: first.head, pages: pages() };
}

export interface ReadOptions {
  /** Called as records are checked, with how many have been read. */
  onRead?: (read: number) => void;
  /** Stops the reading: the check then throws the signal's reason. */
  signal?: AbortSignal;
}

/** Adds the chain's pages to a check until its verdict is certain or the chain ends. */
async function readPages(
  check: Pick<ChainCheck, 'add' | 'read' | 'done'>,
  pages: ChainPages['pages'],
  { onRead, signal }: ReadOptions,
): Promise<void> {
  signal?.throwIfAborted();
  if (check.done) return;
  for await (const page of pages) {
    for (let start = 0; start < page.length && !check.done; start += HASH_GROUP) {
      signal?.throwIfAborted();
      await check.add(page.slice(start, start + HASH_GROUP));
      onRead?.(check.read);
    }
    signal?.throwIfAborted();
    if (check.done) break;
  }
}

/** Whether a chain read page by page is whole, untouched, and ends at its head; it stops at the first problem. */
export async function verifyChainPages(chain: ChainPages, options: ReadOptions = {}): Promise<ChainVerdict> {
  const check = new ChainCheck(chain.teamID, chain.head);
  await readPages(check, chain.pages, options);
  return check.verdict();
}

/** Whether `records` are a whole, untouched chain of the team ending at `head` (ChainCheck, in one page). */
export async function verifyChain(
  teamID: string,
  records: readonly ChainRecord[],
  head: ChainHead,
): Promise<ChainVerdict> {
  const check = new ChainCheck(teamID, head);
  await check.add(records);
  return check.verdict();
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
  /** Records of the receipt not yet sequenced when it was made that the chain now holds, unchanged. */
  sequencedSince: number;
  /** Records of the receipt not yet sequenced when it was made that the chain does not hold yet. */
  unsequenced: number;
}

/** What a receipt is checked against before its records are read: the chain's team and head. */
export type ChainOfReceipt = Pick<ConsentChainFile, 'teamID' | 'head'>;

/**
 * Checks a receipt against a team's chain exported at the same time or
 * later, read page by page: the chain must be whole (ChainCheck), must still
 * hold the head the receipt names, every record of the receipt unchanged at
 * its place, and no record of the address up to that head that the receipt
 * leaves out. It keeps the receipt's records it has yet to find, not the
 * chain's. Made by `ReceiptCheck.start`; `add` the chain's pages in order
 * until `done` or the last, then ask for the `verdict`.
 */
export class ReceiptCheck {
  /** Null when the receipt and the chain are of different teams: nothing to read then. */
  private readonly chainCheck: ChainCheck | null;
  /** Indexes of the receipt's unchanged records, by their place in the chain. */
  private readonly sought = new Map<number, number[]>();
  private readonly found = new Set<number>();
  private readonly listed: Set<number>;
  /** The hash of the chain's record at the receipt's head, once read. */
  private headHash: string | undefined;
  private newer = 0;
  private readonly unlisted: string[] = [];
  /** The receipt's records not yet sequenced, by what they say, with how many are still to be found. */
  private readonly awaited = new Map<string, number>();
  private sequencedSince = 0;

  private constructor(
    private readonly receipt: ConsentReceipt,
    private readonly chain: ChainOfReceipt,
    /** Problems of the receipt itself, found before the chain is read. */
    private readonly own: string[],
    /** Whether each of the receipt's records still matches its hash. */
    private readonly intact: boolean[],
  ) {
    this.listed = new Set(receipt.records.map((r) => r.seq));
    for (const record of receipt.unsequenced ?? []) {
      const key = saidKey(record);
      this.awaited.set(key, (this.awaited.get(key) ?? 0) + 1);
    }
    if (receipt.teamID !== chain.teamID) {
      this.chainCheck = null;
      return;
    }
    intact.forEach((ok, i) => {
      if (!ok) return;
      const seq = receipt.records[i].seq;
      this.sought.set(seq, [...(this.sought.get(seq) ?? []), i]);
    });
    if (receipt.head.seq === 0) this.headHash = EMPTY_CHAIN_HEAD.hash;
    this.chainCheck = new ChainCheck(chain.teamID, chain.head, (record) => this.look(record));
  }

  /** Checks the receipt's own records, then waits for the chain's. */
  static async start(receipt: ConsentReceipt, chain: ChainOfReceipt): Promise<ReceiptCheck> {
    if (receipt.teamID !== chain.teamID) {
      return new ReceiptCheck(receipt, chain, ['The receipt and the chain belong to different teams.'], []);
    }
    const own: string[] = [];
    const intact: boolean[] = [];
    for (let start = 0; start < receipt.records.length; start += HASH_GROUP) {
      const group = receipt.records.slice(start, start + HASH_GROUP);
      const hashes = await Promise.all(group.map((r) => sha256Hex(consentRecordText(receipt.teamID, r))));
      group.forEach((record, i) => {
        intact.push(hashes[i] === record.hash);
        if (hashes[i] !== record.hash) own.push(`Record ${record.seq} of the receipt was changed after it was made.`);
        if (record.emailHash !== receipt.emailHash)
          own.push(`Record ${record.seq} of the receipt is about another address.`);
        if (record.seq > receipt.head.seq) own.push(`Record ${record.seq} of the receipt lies beyond its head.`);
      });
    }
    if ((receipt.unsequenced ?? []).some((record) => record.emailHash !== receipt.emailHash)) {
      own.push(`A record of the receipt ${NOT_YET_SEQUENCED} is about another address.`);
    }
    return new ReceiptCheck(receipt, chain, own, intact);
  }

  /** Records of the chain read so far. */
  get read(): number {
    return this.chainCheck?.read ?? 0;
  }

  /** Whether the verdict is certain already, so the rest of the chain need not be read. */
  get done(): boolean {
    return this.chainCheck?.done ?? true;
  }

  /** Checks the chain's next records. */
  async add(records: readonly ChainRecord[]): Promise<void> {
    await this.chainCheck?.add(records);
  }

  /** A record of the chain in its place (its `seq` is its place). */
  private look(record: ChainRecord): void {
    const { receipt } = this;
    if (record.seq === receipt.head.seq) this.headHash = record.hash;
    const seeking = this.sought.get(record.seq);
    if (seeking) {
      for (const i of seeking) if (receipt.records[i].hash === record.hash) this.found.add(i);
      this.sought.delete(record.seq);
    }
    if (record.emailHash !== receipt.emailHash) return;
    if (record.seq > receipt.head.seq) {
      const key = saidKey(record);
      const awaited = this.awaited.get(key) ?? 0;
      if (awaited > 0) {
        this.awaited.set(key, awaited - 1);
        this.sequencedSince += 1;
      } else this.newer += 1;
    } else if (!this.listed.has(record.seq)) {
      this.unlisted.push(`The chain holds record ${record.seq} of this address, which the receipt does not list.`);
    }
  }

  /** The verdict on the chain as read: call it after the last page (or once `done`). */
  verdict(): ReceiptVerdict {
    const { receipt, chain } = this;
    const problems = [...this.own];
    const waiting = receipt.unsequenced?.length ?? 0;
    const verdict = (confirmed: number, newer: number, sequencedSince = 0): ReceiptVerdict => ({
      ok: problems.length === 0,
      problems,
      confirmed,
      newer,
      unchecked: receipt.unchained.length,
      sequencedSince,
      unsequenced: waiting - sequencedSince,
    });
    if (this.chainCheck === null) return verdict(0, 0);
    const whole = this.chainCheck.verdict();
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
    if (this.headHash !== receipt.head.hash) {
      problems.push(
        `The chain was rewritten since the receipt was made: its record ${receipt.head.seq} is not the one the receipt names as its head.`,
      );
    }
    let confirmed = 0;
    receipt.records.forEach((record, i) => {
      if (!this.intact[i]) return;
      if (this.found.has(i)) confirmed += 1;
      else problems.push(`Record ${record.seq} of the receipt is not in the chain as the receipt has it.`);
    });
    problems.push(...this.unlisted);
    return verdict(confirmed, this.newer, this.sequencedSince);
  }
}

/** What a record says, apart from its place in the chain: how a receipt's unsequenced record is found in it. */
const saidKey = (record: Pick<ChainRecord, 'newsletterID' | 'emailHash' | 'action' | 'source' | 'at'>) =>
  JSON.stringify([record.newsletterID, record.emailHash, record.action, record.source, record.at]);

/** Checks a receipt against a chain read page by page, reading no further than the verdict needs. */
export async function checkReceiptPages(
  receipt: ConsentReceipt,
  chain: ChainPages,
  options: ReadOptions = {},
): Promise<ReceiptVerdict> {
  const check = await ReceiptCheck.start(receipt, chain);
  await readPages(check, chain.pages, options);
  return check.verdict();
}

/** Checks a receipt against a whole chain file (ReceiptCheck, in one page). */
export async function checkReceipt(receipt: ConsentReceipt, chain: ConsentChainFile): Promise<ReceiptVerdict> {
  return checkReceiptPages(receipt, { ...chain, pages: [chain.records] });
}

/** A verdict in sentences, the first saying whether the receipt checks out; for the dashboard and the command alike. */
export function receiptVerdictText(verdict: ReceiptVerdict, chainHead: ChainHead): string[] {
  if (!verdict.ok) return ['The receipt does not check out.', ...verdict.problems];
  const found = verdict.confirmed + verdict.sequencedSince;
  const lines = [
    found === 0 && verdict.unsequenced > 0
      ? `Nothing in the receipt contradicts the team's chain, which is whole up to record ${chainHead.seq}.`
      : `The receipt checks out: its ${countText(found, 'record')} ${found === 1 ? 'is' : 'are'} in the team's chain, unchanged, and the chain is whole up to record ${chainHead.seq}.`,
  ];
  if (verdict.unsequenced > 0) {
    lines.push(
      `${countText(verdict.unsequenced, 'record')} of the receipt ${verdict.unsequenced === 1 ? 'is' : 'are'} ${NOT_YET_SEQUENCED}: export the chain again in a minute and check again.`,
    );
  }
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

/** How far a check of a receipt has read the team's chain, as the dashboard shows it. */
export function chainCheckProgressText(read: number, total: number): string {
  return `Checked ${formatCount(read)} of ${countText(total, 'record')} of the chain…`;
}
