/**
 * A CSV file exported from another list tool (docs/product.md §5): its
 * columns, which of them hold the address, the name (one column, or first and
 * last) and notes, guessed from the header names of Mailchimp, Substack,
 * Buttondown, ConvertKit, Beehiiv and the like, and the rows as they will be
 * stored. A tags column (Mailchimp "TAGS", others "tags") fills the
 * subscribers' tags on plans with tags. Columns the product has no field for
 * are listed as not imported.
 */
import Papa from 'papaparse';
import { looksLikeEmail } from '../email';
import { cleanName, splitMailList, type ListedAddress } from '../mail-list';
import { MAX } from '../limits';
import { importedTags } from '../tags';
import {
  defaultStatusReading,
  findStatusColumn,
  readStatus,
  readStatusKey,
  statusColumnKind,
  statusValueKey,
  type StatusChoices,
  type StatusColumnKind,
  type StatusReading,
} from '../import-status';

export interface CsvTable {
  /** The header row as written, or null when the file starts with data. */
  header: string[] | null;
  /** The data rows (not the header), without blank lines. */
  rows: string[][];
  /** How many columns the widest row has. */
  width: number;
}

/** The fields an import fills, each from a column index or -1 for none. */
export const CSV_FIELDS = ['email', 'name', 'lastName', 'notes', 'tags', 'status', 'list'] as const;
export type CsvField = (typeof CSV_FIELDS)[number];
export type CsvMapping = Record<CsvField, number>;

export const NO_COLUMN = -1;

/** Header names, compared without case, spaces, dashes, dots and underscores. */
function headerKey(value: string): string {
  return value
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[\s_\-.]+/g, '');
}

/**
 * What other tools call each field: Mailchimp "Email Address", "First Name",
 * "Last Name", "NOTES"; Substack, Buttondown and Beehiiv "email", "name",
 * "notes"; ConvertKit "email_address", "first_name"; and the usual variants.
 */
const HEADERS: Record<Exclude<CsvField, 'status'> | 'fullName', ReadonlySet<string>> = {
  email: new Set([
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
  ]),
  fullName: new Set(['name', 'fullname', 'subscribername', 'displayname', 'contactname']),
  name: new Set(['firstname', 'fname', 'givenname', 'first']),
  lastName: new Set(['lastname', 'lname', 'surname', 'familyname', 'last']),
  notes: new Set(['notes', 'note', 'comments', 'comment', 'subscribernotes']),
  tags: new Set(['tags', 'tag']),
  /** Listkeep's own export names each row's list; a file that does is imported list by list. */
  list: new Set(['newslettername', 'listname', 'newsletter', 'list']),
};

/** Share of a column's non-empty values that must look like addresses for it to be the address column. */
const EMAIL_SHARE = 0.5;

/** An address cell as a paste reads it: `"Ann Lee" <ann@x.org>` gives the address and the name; more than one entry stays as typed. */
function cellAddress(cell: string): ListedAddress {
  const entries = splitMailList(cell);
  return entries.length === 1 ? entries[0] : { email: cell, name: '', notes: '' };
}

const looksLikeAddressCell = (cell: string) => looksLikeEmail(cellAddress(cell).email);

/** Reads a CSV file's rows; the first is a header unless one of its cells is an address. */
export function readCsvTable(text: string): CsvTable {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data.filter((row) => Array.isArray(row) && row.some((cell) => cell.trim() !== ''));
  const width = rows.length === 0 ? 0 : Math.max(...rows.map((row) => row.length));
  if (rows.length === 0) return { header: null, rows: [], width };
  const first = rows[0].map((cell) => cell.trim());
  if (first.some(looksLikeAddressCell)) return { header: null, rows, width };
  return { header: first, rows: rows.slice(1), width };
}

/** A column's name for people: its header, or its place when the file has none. */
export function columnLabel(table: CsvTable, index: number): string {
  return table.header?.[index] || `Column ${index + 1}`;
}

function findHeader(table: CsvTable, names: ReadonlySet<string>): number {
  return table.header?.findIndex((cell) => names.has(headerKey(cell))) ?? NO_COLUMN;
}

/** The first column whose values mostly look like addresses. */
function addressColumnByContent(table: CsvTable): number {
  for (let index = 0; index < table.width; index++) {
    const values = table.rows.map((row) => (row[index] ?? '').trim()).filter((v) => v !== '');
    if (values.length === 0) continue;
    if (values.filter(looksLikeAddressCell).length / values.length >= EMAIL_SHARE) return index;
  }
  return NO_COLUMN;
}

/**
 * The mapping read from the header names: the address column by name, else
 * by its values; a full-name column, else first and last name; notes.
 */
export function guessCsvMapping(table: CsvTable): CsvMapping {
  const byName = findHeader(table, HEADERS.email);
  const email = byName >= 0 ? byName : addressColumnByContent(table);
  const fullName = findHeader(table, HEADERS.fullName);
  return {
    email,
    name: fullName >= 0 ? fullName : findHeader(table, HEADERS.name),
    lastName: fullName >= 0 ? NO_COLUMN : findHeader(table, HEADERS.lastName),
    notes: findHeader(table, HEADERS.notes),
    tags: findHeader(table, HEADERS.tags),
    list: findHeader(table, HEADERS.list),
    status: table.header
      ? findStatusColumn(table.header, (index) => table.rows.map((row) => row[index] ?? ''))
      : NO_COLUMN,
  };
}

/** Whether `mapping` fits `table`: an address column, and every chosen column one of the file's. */
export function mappingFits(table: CsvTable, mapping: CsvMapping): boolean {
  return mapping.email >= 0 && CSV_FIELDS.every((field) => mapping[field] >= NO_COLUMN && mapping[field] < table.width);
}

export interface UnusedColumn {
  label: string;
  /** A tags column, left out (the team's plan has no tags, or none was chosen). */
  tags: boolean;
}

/** The columns no field takes, in the file's order. */
export function unusedColumns(table: CsvTable, mapping: CsvMapping): UnusedColumn[] {
  const used = new Set(CSV_FIELDS.map((field) => mapping[field]));
  const out: UnusedColumn[] = [];
  for (let index = 0; index < table.width; index++) {
    if (used.has(index)) continue;
    const header = table.header?.[index] ?? '';
    out.push({ label: columnLabel(table, index), tags: HEADERS.tags.has(headerKey(header)) });
  }
  return out;
}

/** How the chosen status column says the status; a column whose header names none reads as words. */
export function statusColumnOf(table: CsvTable, mapping: CsvMapping): StatusColumnKind | null {
  if (mapping.status < 0) return null;
  return statusColumnKind(table.header?.[mapping.status] ?? '') ?? { kind: 'value' };
}

/**
 * The file's addresses with their names, notes and tags, as typed; rows
 * without an address are left out, and so are rows whose status reads as
 * "skipped". A row whose status says the person left carries why (`left`).
 */
export function csvAddresses(
  table: CsvTable,
  mapping: CsvMapping,
  choices: StatusChoices = {},
  /** How every row reads when no status column is chosen. */
  fileStatus: StatusReading = 'subscribed',
): ListedAddress[] {
  const cell = (row: string[], index: number) => (index >= 0 ? (row[index] ?? '').trim() : '');
  const statusColumn = statusColumnOf(table, mapping);
  const out: ListedAddress[] = [];
  for (const row of table.rows) {
    const given = cell(row, mapping.email);
    if (!given) continue;
    const status = statusColumn ? readStatus(statusColumn, cell(row, mapping.status), choices) : fileStatus;
    if (status === 'skipped') continue;
    const { email, name: nameBeside } = cellAddress(given);
    const name = cleanName(`${cell(row, mapping.name)} ${cell(row, mapping.lastName)}`) || nameBeside;
    const address: ListedAddress = { email, name, notes: cell(row, mapping.notes).slice(0, MAX.notes) };
    const tags = importedTags(cell(row, mapping.tags));
    if (tags.length > 0) address.tags = tags;
    if (status !== 'subscribed') address.left = status;
    if (mapping.list >= 0) address.list = cell(row, mapping.list);
    out.push(address);
  }
  return out;
}

/** One value of the status column, as the mapping step lists it. */
export interface StatusValue {
  /** The value's `statusValueKey`, which a choice is kept under. */
  key: string;
  /** The value as the file first writes it. */
  example: string;
  /** Rows with the value. */
  rows: number;
  /** How it reads now: the sender's choice, else the column's rule, else left out. */
  reading: StatusReading;
  /** Whether the column's rule knows the value (a value it does not know is left out unless chosen). */
  known: boolean;
}

/** The values of the chosen status column, most rows first, each with how it reads. */
export function csvStatusValues(table: CsvTable, mapping: CsvMapping, choices: StatusChoices = {}): StatusValue[] {
  const column = statusColumnOf(table, mapping);
  if (!column) return [];
  const byKey = new Map<string, StatusValue>();
  for (const row of table.rows) {
    const cell = (row[mapping.status] ?? '').trim();
    const key = statusValueKey(column, cell);
    const found = byKey.get(key);
    if (found) {
      found.rows += 1;
      continue;
    }
    const reading = readStatusKey(column, key, choices);
    byKey.set(key, { key, example: cell, rows: 1, reading, known: defaultStatusReading(column, key) !== null });
  }
  return [...byKey.values()].sort((a, b) => b.rows - a.rows);
}

/**
 * The key a chosen mapping is remembered by: the header row, so every export
 * of the same tool finds it again. Files without a header have none.
 */
export function csvFormatKey(table: CsvTable): string | null {
  return table.header ? table.header.map(headerKey).join(',') : null;
}
