/**
 * Exports of a subscriber list (spec section 9): the addresses alone joined
 * with a chosen delimiter, or a full CSV with fixed columns.
 *
 * The full CSV has one row per subscriber per list, so that each row's
 * Subscribed, Subscribed At, Unsubscribed At and Source describe exactly one
 * subscription and the file can be filtered or pivoted in a spreadsheet.
 * A subscriber on no list gets one row whose list columns are empty.
 */
import Papa from 'papaparse';
import type { Subscriber, Timestamp } from './entities';

export const EMAIL_DELIMITERS = {
  comma: { label: 'Comma', value: ',' },
  semicolon: { label: 'Semicolon', value: ';' },
  space: { label: 'Space', value: ' ' },
  tab: { label: 'Tab', value: '\t' },
  newline: { label: 'New line', value: '\n' },
} as const;

export type EmailDelimiter = keyof typeof EMAIL_DELIMITERS;

export function joinEmails(emails: readonly string[], delimiter: EmailDelimiter): string {
  return emails.join(EMAIL_DELIMITERS[delimiter].value);
}

export const CSV_COLUMNS = [
  'Email',
  'Notes',
  'Created Date',
  'Newsletter ID',
  'Newsletter Name',
  'Subscribed',
  'Subscribed At',
  'Unsubscribed At',
  'Source',
] as const;

/** Spreadsheets read a file as UTF-8 (accents intact) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell starting with = + - @ tab, CR or LF can run as a formula when the
 * file is opened in a spreadsheet; a leading apostrophe makes it plain text.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
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
    const lists = (s.newsletterIDs ?? []).filter((id) => !only || only.has(id));
    if (lists.length === 0) {
      if (!only && (s.newsletterIDs ?? []).length === 0) {
        rows.push([...base, '', '', '', '', '', s.subscriptionSource ?? '']);
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
      ]);
    }
  }
  return rows;
}

/** The full CSV, BOM included, with CRLF line ends as RFC 4180 and spreadsheets expect. */
export function subscribersCsv(subscribers: readonly Subscriber[], options: ExportOptions): string {
  const rows = subscriberRows(subscribers, options).map((row) => row.map(neutraliseCell));
  return UTF8_BOM + Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\r\n', quotes: false });
}

/** `subscribers-<list>-<YYYY-MM-DD>.<ext>`, with the list name made safe for any file system. */
export function exportFileName(listName: string, date: Date, extension = 'csv'): string {
  const slug =
    listName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'list';
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `subscribers-${slug}-${day}.${extension}`;
}
