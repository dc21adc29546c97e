/**
 * Rules of importing subscribers (spec section 5): a pasted list is split on
 * whitespace, commas and semicolons; every entry must be a valid address;
 * and a CSV file exported from another list tool gives up its email column.
 */
import Papa from 'papaparse';
import { emailKey, isValidEmail, looksLikeEmail, normalizeEmail, splitEmailList } from './email';
import { MAX } from './limits';

export const IMPORT_MESSAGES = {
  empty: 'Please enter at least one email address.',
  invalidPrefix: 'Invalid email(s) ',
  alreadyExisted: 'Some emails already existed and were not added',
  failed: 'There was an error importing subscribers.',
} as const;

export interface CheckedEmails {
  /** Valid addresses in the order given, each subscriber once (by emailKey), normalised. */
  valid: string[];
  /** Entries that are not valid addresses, each once, as typed. */
  invalid: string[];
  /** Valid addresses given more than once; the first one is kept in `valid`. */
  duplicates: string[];
}

/**
 * Address books and mail clients paste `"Ann Lee" <ann@x.org>` or
 * `mailto:ann@x.org`; the address inside is what the user meant.
 */
function unwrap(entry: string): string {
  let value = entry.trim();
  const angled = /^<(.*)>$/.exec(value);
  if (angled) value = angled[1];
  if (/^mailto:/i.test(value)) value = value.slice('mailto:'.length);
  return value.replace(/^["']+|["']+$/g, '');
}

/** Checks a list of entries: valid ones deduplicated by emailKey, invalid ones and duplicates listed. */
export function checkEmails(entries: readonly string[]): CheckedEmails {
  const valid: string[] = [];
  const invalid: string[] = [];
  const duplicates: string[] = [];
  const seen = new Set<string>();
  const seenInvalid = new Set<string>();
  const seenDuplicate = new Set<string>();
  for (const entry of entries) {
    const value = unwrap(entry);
    if (!value) continue;
    if (!isValidEmail(value)) {
      if (!seenInvalid.has(value)) {
        seenInvalid.add(value);
        invalid.push(value);
      }
      continue;
    }
    const key = emailKey(value);
    if (seen.has(key)) {
      if (!seenDuplicate.has(key)) {
        seenDuplicate.add(key);
        duplicates.push(normalizeEmail(value));
      }
      continue;
    }
    seen.add(key);
    valid.push(normalizeEmail(value));
  }
  return { valid, invalid, duplicates };
}

/** Parses pasted text (spec section 5: split on whitespace, commas and semicolons). */
export function parseEmailList(text: string): CheckedEmails {
  return checkEmails(splitEmailList(text));
}

/**
 * The message that stops an import, or null when it may go ahead:
 * "Please enter at least one email address." or "Invalid email(s) " and the list.
 */
export function importProblem(checked: CheckedEmails): string | null {
  if (checked.invalid.length > 0) return invalidEmailsMessage(checked.invalid);
  if (checked.valid.length === 0) return IMPORT_MESSAGES.empty;
  return null;
}

export function invalidEmailsMessage(invalid: readonly string[]): string {
  return IMPORT_MESSAGES.invalidPrefix + invalid.join(', ');
}

export function alreadyExistedMessage(emails: readonly string[]): string {
  return `${IMPORT_MESSAGES.alreadyExisted}: ${emails.join(', ')}`;
}

/** Splits a long import into calls the API accepts (MAX.batchEmails addresses each). */
export function importBatches<T>(items: readonly T[], size: number = MAX.batchEmails): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/** Groups thousands with a space, as in "Imported 20 000 of 100 000…". */
export function formatCount(n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

export function importProgressText(done: number, total: number): string {
  return `Imported ${formatCount(done)} of ${formatCount(total)}…`;
}

/** The note stored with every subscriber of an import; dated so the batch can be found later. */
export function importNote(date: Date): string {
  return `Imported on ${isoDate(date)}`;
}

function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Header names other tools give the address column, compared without case,
 * spaces, dashes and underscores: Mailchimp "Email Address", Substack,
 * Buttondown and Beehiiv "email", ConvertKit "email_address", and the usual
 * "E-mail", "Email address", "Subscriber email".
 */
const EMAIL_HEADERS = new Set([
  'email',
  'emailaddress',
  'emails',
  'mail',
  'emailaddresses',
  'subscriberemail',
  'subscriberemailaddress',
  'primaryemail',
  'contactemail',
  'workemail',
]);

function headerKey(value: string): string {
  return value
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[\s_\-.]+/g, '');
}

export interface CsvEmailColumn {
  /** Index of the column holding the addresses, or -1 when none was found. */
  index: number;
  /** Its header as written, or null when the file has no header row. */
  header: string | null;
  /** The non-empty values of that column, trimmed (not yet validated). */
  values: string[];
  /** Data rows read (not counting the header). */
  rows: number;
}

/** Share of a column's non-empty values that must look like addresses for it to be the email column. */
const EMAIL_SHARE = 0.5;

/**
 * Finds the email column of a CSV file: a known header name first, else the
 * first column whose values mostly look like addresses (which also handles
 * files without a header row).
 */
export function findEmailColumn(text: string): CsvEmailColumn {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data.filter((row) => Array.isArray(row) && row.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) return { index: -1, header: null, values: [], rows: 0 };

  const first = rows[0];
  const byName = first.findIndex((cell) => EMAIL_HEADERS.has(headerKey(cell)));
  if (byName >= 0) return column(rows.slice(1), byName, first[byName].replace(/^\uFEFF/, '').trim());

  const width = Math.max(...rows.map((row) => row.length));
  for (let index = 0; index < width; index++) {
    const firstIsEmail = looksLikeEmail((first[index] ?? '').trim());
    const data = firstIsEmail ? rows : rows.slice(1);
    const values = data.map((row) => (row[index] ?? '').trim()).filter((v) => v !== '');
    if (values.length === 0) continue;
    const emails = values.filter((v) => looksLikeEmail(v)).length;
    if (emails / values.length >= EMAIL_SHARE) {
      return column(data, index, firstIsEmail ? null : (first[index] ?? '').trim());
    }
  }
  return { index: -1, header: null, values: [], rows: rows.length };
}

function column(data: string[][], index: number, header: string | null): CsvEmailColumn {
  const values = data.map((row) => (row[index] ?? '').trim()).filter((v) => v !== '');
  return { index, header, values, rows: data.length };
}
