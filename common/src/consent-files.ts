/**
 * Reading a receipt or a chain file someone hands over (the dashboard's
 * "Check a receipt", `npm run check-receipt`): the shapes of
 * common/src/consent-chain.ts, checked before anything is hashed, with a
 * sentence a person can act on when the file is something else. And writing
 * and reading a chain file in parts, since a long chain's file is larger than
 * one string should be (hundreds of megabytes for a million records).
 */
import { z } from 'zod';
import {
  CHAIN_FORMAT,
  RECEIPT_FORMAT,
  type ChainRecord,
  type ConsentChainFile,
  type ConsentReceipt,
} from './consent-chain';
import { CONSENT_KINDS } from './consent-sources';
import { looksLikeHtml, receiptJsonIn } from './receipt-page';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const seq = z.number().int().min(1);

/** What a record says, apart from its place in the chain. */
const said = {
  newsletterID: z.string(),
  emailHash: z.string(),
  action: z.enum(['opt-in', 'opt-out']),
  source: z.string(),
  at: z.number().int(),
};
const record = { seq, prev: hex64, hash: hex64, ...said } satisfies Record<keyof ChainRecord, z.ZodType>;

const head = z.object({ seq: z.number().int().min(0), hash: hex64 });
const shown = {
  time: z.string(),
  list: z.string().nullable(),
  how: z.string(),
  // Receipts downloaded before records showed their kind have none.
  kind: z.enum(CONSENT_KINDS).optional(),
};

const ZChainRecord = z.object(record);
const chainHeader = {
  format: z.literal(CHAIN_FORMAT),
  version: z.literal(1),
  teamID: z.string(),
  exportedAt: z.string(),
  head,
};
const ZChainHeader = z.object(chainHeader);
const ZChainFile = z.object({ ...chainHeader, records: z.array(ZChainRecord) });

const ZReceipt = z.object({
  format: z.literal(RECEIPT_FORMAT),
  version: z.literal(1),
  teamID: z.string(),
  sender: z.string(),
  address: z.string(),
  emailHash: z.string(),
  issuedAt: z.string(),
  head,
  records: z.array(z.object({ ...record, ...shown })),
  unchained: z.array(z.object({ ...said, ...shown })),
  unsequenced: z.array(z.object({ ...said, ...shown })).optional(),
});

export type ConsentFile =
  | { kind: 'receipt'; receipt: ConsentReceipt }
  | { kind: 'chain'; chain: ConsentChainFile }
  | { kind: 'unreadable'; message: string };

export const CONSENT_FILE_MESSAGES = {
  notJson: 'This file is not a receipt or a chain: it is not JSON.',
  unknown: 'This file is not a Listkeep consent receipt or chain.',
  damaged: 'This file looks like a Listkeep consent file, but parts of it are missing or malformed.',
  chainNotReceipt: 'This is an export of a consent chain, not a receipt: choose the receipt file.',
} as const;

/** What a file's text holds: a receipt (as JSON, or in its downloaded page), a chain, or why it is neither. */
export function readConsentFile(text: string): ConsentFile {
  const json = looksLikeHtml(text) ? receiptJsonIn(text) : text;
  if (json === null) return { kind: 'unreadable', message: CONSENT_FILE_MESSAGES.unknown };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { kind: 'unreadable', message: CONSENT_FILE_MESSAGES.notJson };
  }
  const format = typeof value === 'object' && value !== null ? (value as { format?: unknown }).format : undefined;
  if (format === RECEIPT_FORMAT) {
    const parsed = ZReceipt.safeParse(value);
    return parsed.success
      ? { kind: 'receipt', receipt: parsed.data }
      : { kind: 'unreadable', message: CONSENT_FILE_MESSAGES.damaged };
  }
  if (format === CHAIN_FORMAT) {
    const parsed = ZChainFile.safeParse(value);
    return parsed.success
      ? { kind: 'chain', chain: parsed.data }
      : { kind: 'unreadable', message: CONSENT_FILE_MESSAGES.damaged };
  }
  return { kind: 'unreadable', message: CONSENT_FILE_MESSAGES.unknown };
}

/** A chain file's fields before its records. */
export type ChainFileHeader = Omit<ConsentChainFile, 'records'>;

/**
 * A chain file's text in parts, written page by page: joined, the parts are
 * `JSON.stringify(file, null, 2)` and a newline, the file as it was always
 * written, without one string of the whole.
 */
export class ChainFileWriter {
  private written = 0;

  constructor(private readonly header: Pick<ChainFileHeader, 'teamID' | 'exportedAt' | 'head'>) {}

  /** The fields before the records, up to the records' opening bracket. */
  start(): string {
    const { teamID, exportedAt, head } = this.header;
    const fields: ChainFileHeader = { format: CHAIN_FORMAT, version: 1, teamID, exportedAt, head };
    // Without its closing "\n}", then the records' key.
    return `${JSON.stringify(fields, null, 2).slice(0, -2)},\n  "records": [`;
  }

  /** The next records, each indented as a member of the records. */
  page(records: readonly ChainRecord[]): string {
    let text = '';
    for (const r of records) {
      // A record's strings hold no raw line break (JSON escapes them), so each break is one of layout.
      text += `${this.written++ > 0 ? ',' : ''}\n    ${JSON.stringify(r, null, 2).replaceAll('\n', '\n    ')}`;
    }
    return text;
  }

  end(): string {
    return `${this.written > 0 ? '\n  ' : ''}]\n}\n`;
  }
}

/** A file found unreadable part way through reading it; its message is one of CONSENT_FILE_MESSAGES. */
export class ConsentFileError extends Error {}

type Scanned =
  { kind: 'field'; key: string; value: unknown } | { kind: 'records' } | { kind: 'record'; value: unknown };

const RECORDS_KEY = /^\s*"records"\s*:\s*$/;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const notJson = () => new ConsentFileError(CONSENT_FILE_MESSAGES.notJson);

/**
 * Reads a JSON object in parts of its text: answers each top-level member
 * as it ends, except the `records` array, whose elements it answers one by
 * one. It keeps the text of one member or record at a time. Only what it
 * answers is parsed; JSON that is not an object, or text that is not JSON,
 * throws a ConsentFileError.
 */
class ChainFileScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private started = false;
  private ended = false;
  private inRecords = false;
  /** The records' array has closed: the rest of its member must be blank. */
  private afterRecords = false;
  /** A comma ended the last member or record, so another must follow. */
  private comma = false;
  /** The current member's or record's text from earlier parts. */
  private text = '';

  push(part: string): Scanned[] {
    const out: Scanned[] = [];
    let from = 0;
    const take = (end: number) => {
      const taken = this.text + part.slice(from, end);
      this.text = '';
      from = end + 1;
      return taken;
    };
    for (let i = 0; i < part.length; i++) {
      const c = part.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 0x5c) this.escaped = true;
        else if (c === 0x22) this.inString = false;
        continue;
      }
      if (this.depth === 0) {
        if (isSpace(c)) continue;
        if (c !== 0x7b || this.started) throw notJson();
        this.started = true;
        this.depth = 1;
        from = i + 1;
        continue;
      }
      if (c === 0x22) {
        this.inString = true;
      } else if (c === 0x7b || c === 0x5b) {
        if (this.depth === 1 && c === 0x5b && !this.afterRecords && RECORDS_KEY.test(this.text + part.slice(from, i))) {
          take(i);
          this.inRecords = true;
          this.comma = false;
          out.push({ kind: 'records' });
        }
        this.depth += 1;
      } else if (c === 0x2c || c === 0x7d || c === 0x5d) {
        if (this.inRecords && this.depth === 2) {
          if (c === 0x7d) throw notJson();
          const element = take(i);
          if (!this.blank(element, c)) out.push({ kind: 'record', value: parseJson(element) });
          if (c === 0x5d) {
            this.inRecords = false;
            this.afterRecords = true;
          }
        } else if (this.depth === 1) {
          if (c === 0x5d) throw notJson();
          this.member(take(i), c, out);
          if (c === 0x7d) this.ended = true;
        }
        if (c !== 0x2c) this.depth -= 1;
      }
    }
    if (this.depth > 0) this.text += part.slice(from);
    return out;
  }

  /** Says whether the text ended where the object did. */
  end(): void {
    if (!this.ended || this.inString) throw notJson();
  }

  /** Whether a member's or record's text is blank, as it may be only before a closing brace or bracket. */
  private blank(text: string, end: number): boolean {
    const blank = text.trim() === '';
    if (blank && (end === 0x2c || this.comma)) throw notJson();
    this.comma = end === 0x2c;
    return blank;
  }

  private member(text: string, end: number, out: Scanned[]): void {
    if (this.afterRecords) {
      this.afterRecords = false;
      if (text.trim() !== '') throw notJson();
      this.comma = end === 0x2c;
      return;
    }
    if (this.blank(text, end)) return;
    const parsed = parseJson(`{${text}}`) as Record<string, unknown>;
    for (const [key, value] of Object.entries(parsed)) out.push({ kind: 'field', key, value });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw notJson();
  }
}

/** Records handed on at once by a chain file read in parts. */
const FILE_PAGE = 1000;

export type ChainFileParts =
  | { kind: 'chain'; chain: ChainFileHeader; pages: AsyncGenerator<ChainRecord[]> }
  /** Not a chain file with its fields before its records (a receipt, or something else): read it whole. */
  | { kind: 'other' };

/**
 * Opens a chain file from its text in parts, reading up to its records:
 * their pages then follow as they are read, each record checked for its
 * shape (a ConsentFileError says what is wrong). Chain files are written
 * with their fields first; any other file answers `other`.
 */
export async function openChainFile(parts: AsyncIterable<string>): Promise<ChainFileParts> {
  const source = parts[Symbol.asyncIterator]();
  const scanner = new ChainFileScanner();
  const fields = new Map<string, unknown>();
  let first: Scanned[] | null = null;
  while (first === null) {
    const next = await source.next();
    if (next.done) return { kind: 'other' };
    let scanned: Scanned[];
    try {
      scanned = scanner.push(next.value);
    } catch {
      await source.return?.();
      return { kind: 'other' };
    }
    const at = scanned.findIndex((s) => s.kind === 'records');
    for (const s of at < 0 ? scanned : scanned.slice(0, at)) if (s.kind === 'field') fields.set(s.key, s.value);
    if (at >= 0) first = scanned.slice(at + 1);
  }
  const header = ZChainHeader.safeParse(Object.fromEntries(fields));
  if (!header.success) {
    await source.return?.();
    return { kind: 'other' };
  }

  async function* pages(): AsyncGenerator<ChainRecord[]> {
    let page: ChainRecord[] = [];
    const keep = (scanned: Scanned[]) => {
      for (const s of scanned) {
        if (s.kind !== 'record') continue;
        const parsed = ZChainRecord.safeParse(s.value);
        if (!parsed.success) throw new ConsentFileError(CONSENT_FILE_MESSAGES.damaged);
        page.push(parsed.data);
      }
    };
    try {
      keep(first!);
      for (let next = await source.next(); !next.done; next = await source.next()) {
        keep(scanner.push(next.value));
        if (page.length >= FILE_PAGE) {
          yield page;
          page = [];
        }
      }
      scanner.end();
      if (page.length > 0) yield page;
    } finally {
      // Stopped early, the source is let go (a file is closed).
      await source.return?.();
    }
  }
  return { kind: 'chain', chain: header.data, pages: pages() };
}
