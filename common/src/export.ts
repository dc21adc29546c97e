/**
 * Exports of a subscriber list (docs/product.md §9): the addresses alone joined
 * with a chosen delimiter, or a full CSV with fixed columns.
 *
 * The full CSV has one row per subscriber per list, so that each row's
 * Subscribed, Subscribed At, Unsubscribed At and Source describe exactly one
 * subscription and the file can be filtered or pivoted in a spreadsheet.
 * A subscriber on no list gets one row whose list columns are empty. The
 * columns of docs/product.md §9 (CSV columns) keep their order, Name and Tags last, so the
 * file imports back whole (the import reads its Subscribed column as the
 * status and its Tags cell as a quoted list).
 *
 * Every export is a delimited file that may be opened in a spreadsheet, so
 * every field of every format and delimiter goes through `exportField`.
 */
import type { Subscriber, Timestamp } from './entities';

export const EMAIL_DELIMITERS = {
  comma: { label: 'Comma', value: ',' },
  semicolon: { label: 'Semicolon', value: ';' },
  space: { label: 'Space', value: ' ' },
  tab: { label: 'Tab', value: '\t' },
  newline: { label: 'New line', value: '\n' },
} as const;

export type EmailDelimiter = keyof typeof EMAIL_DELIMITERS;

/**
 * "Emails only": one field per address. An address may start with = + or -
 * (`=1+1@x.test` is valid and anyone can subscribe it), so each is
 * neutralised and quoted like a cell of the full CSV, whichever delimiter.
 */
export function joinEmails(emails: readonly string[], delimiter: EmailDelimiter): string {
  return emails.map(exportField).join(EMAIL_DELIMITERS[delimiter].value);
}

// The full CSV's columns by what they describe: the subscriber (the same on
// each of its rows), the list of the row, and the subscription to that list.
const SUBSCRIBER_COLUMNS = ['Email', 'Notes', 'Created Date'] as const;
const LIST_COLUMNS = ['Newsletter ID', 'Newsletter Name'] as const;
const SUBSCRIPTION_COLUMNS = ['Subscribed', 'Subscribed At', 'Unsubscribed At', 'Source'] as const;
const MORE_SUBSCRIBER_COLUMNS = ['Name', 'Tags'] as const;

export const CSV_COLUMNS = [
  ...SUBSCRIBER_COLUMNS,
  ...LIST_COLUMNS,
  ...SUBSCRIPTION_COLUMNS,
  ...MORE_SUBSCRIBER_COLUMNS,
] as const;

/** Spreadsheets read a file as UTF-8 (accents intact) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * What a spreadsheet may read as the start of a formula: = + - @ (and their
 * full-width forms, which some locales of Excel accept too), tab, CR and LF.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

export function startsFormula(value: string): boolean {
  return FORMULA_START.test(value);
}

/** A cell that could run as a formula gets a leading apostrophe, which makes it plain text. */
export function neutraliseCell(value: string): string {
  return startsFormula(value) ? `'${value}` : value;
}

/**
 * One field of an export: neutralised, then always in double quotes with
 * inner quotes doubled (RFC 4180). A spreadsheet that reads the file with
 * another delimiter than it was written with (`;` in many locales for a
 * comma file) then still keeps `a;=1+1` as one cell starting with `a`,
 * instead of splitting it and starting a cell with `=`.
 */
export function exportField(value: string): string {
  return `"${neutraliseCell(value).replace(/"/g, '""')}"`;
}

/**
 * Tags as one cell, the way `importedTags` (common/src/tags.ts) reads them back:
 * a tag with a comma, semicolon or quote in quotes. Kept here, not beside
 * the tag rules: the recipient pages load this file and must not load zod.
 */
export function tagsCell(tags: readonly string[]): string {
  return tags.map((tag) => (/[",;]/.test(tag) ? `"${tag.replace(/"/g, '""')}"` : tag)).join(',');
}

function isoTime(value: Timestamp | null | undefined): string {
  if (!value || typeof value.seconds !== 'number') return '';
  return new Date(value.seconds * 1000 + Math.floor((value.nanoseconds ?? 0) / 1e6)).toISOString();
}

export interface ExportOptions {
  /** Names of the lists by id; unknown ids export with an empty name. */
  newsletterNames: Record<string, string>;
  /** Only rows of these lists; subscribers on none of them are left out. All lists when absent. */
  newsletterIDs?: readonly string[];
}

export function subscriberRows(subscribers: readonly Subscriber[], options: ExportOptions): string[][] {
  const only = options.newsletterIDs ? new Set(options.newsletterIDs) : null;
  const rows: string[][] = [];
  for (const s of subscribers) {
    const base = [s.subscriberEmail, s.notes ?? '', isoTime(s.createdAt)];
    const more = [s.subscriberName ?? '', tagsCell(s.tags ?? [])];
    const lists = (s.newsletterIDs ?? []).filter((id) => !only || only.has(id));
    if (lists.length === 0) {
      if (!only && (s.newsletterIDs ?? []).length === 0) {
        rows.push([...base, '', '', '', '', '', s.subscriptionSource ?? '', ...more]);
      }
      continue;
    }
    for (const id of lists) {
      const meta = s.subscriptionMeta?.[id];
      const subscribed = !meta?.unsubscribedAt;
      rows.push([
        ...base,
        id,
        options.newsletterNames[id] ?? '',
        subscribed ? 'Yes' : 'No',
        isoTime(meta?.subscribedAt),
        isoTime(meta?.unsubscribedAt),
        meta?.source || s.subscriptionSource || '',
        ...more,
      ]);
    }
  }
  return rows;
}

/** The full CSV, BOM included, with CRLF line ends as RFC 4180 and spreadsheets expect. */
export function subscribersCsv(subscribers: readonly Subscriber[], options: ExportOptions): string {
  return csvText([[...CSV_COLUMNS], ...subscriberRows(subscribers, options)]);
}

/** A CSV file of these rows: every cell quoted as exportField does, CRLF line ends, a BOM for spreadsheets. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(exportField).join(',')).join('\r\n');
}

/** A name made safe for any file system: lower-case letters and digits joined by hyphens, at most 60; '' when none is left. */
export function fileNameSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** `<what>-<name>-<YYYY-MM-DD>.<ext>`, with the name made safe for any file system. */
export function datedFileName(what: string, name: string, date: Date, extension: string, fallback: string): string {
  const slug = fileNameSlug(name) || fallback;
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${what}-${slug}-${day}.${extension}`;
}

/** `subscribers-<list>-<YYYY-MM-DD>.<ext>`. */
export const exportFileName = (listName: string, date: Date, extension = 'csv'): string =>
  datedFileName('subscribers', listName, date, extension, 'list');
