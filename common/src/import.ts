/**
 * Rules of importing subscribers (docs/product.md §5): a pasted list is split on
 * whitespace, commas and semicolons; every entry must be a valid address;
 * and a CSV file exported from another list tool gives up its email column.
 */
import Papa from 'papaparse';
import { looksLikeEmail } from './email';
import { EMAIL_LIST_MESSAGES } from './email-list';
import { MAX } from './limits';

export {
  checkEmails,
  importProblem,
  invalidEmailsMessage,
  parseEmailList,
  type CheckedEmails,
} from './email-list';
export { countText, formatCount } from './count-text';

export const IMPORT_MESSAGES = {
  ...EMAIL_LIST_MESSAGES,
  alreadyExisted: 'Some emails already existed and were not added',
  failed: 'There was an error importing subscribers.',
} as const;

export function alreadyExistedMessage(emails: readonly string[]): string {
  return `${IMPORT_MESSAGES.alreadyExisted}: ${emails.join(', ')}`;
}

/** Splits a long import into calls the API accepts (MAX.batchEmails addresses each). */
export function importBatches<T>(items: readonly T[], size: number = MAX.batchEmails): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
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
