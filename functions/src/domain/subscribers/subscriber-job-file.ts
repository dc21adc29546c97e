/**
 * The file of an export or copy job, written a page at a time: each page's
 * text continues the pages before it, so the stored parts joined in order are
 * the file the export dialog builds in the browser for ticked rows.
 */
import {
  CSV_COLUMNS,
  EMAIL_DELIMITERS,
  SUBSCRIBER_JOB,
  UTF8_BOM,
  csvText,
  exportField,
  exportFileName,
  joinEmails,
  subscriberRows,
  type SubscriberJobAction,
  type SubscriberMatch,
} from '@listkeep/common';
import type { DocSnapshot } from '../../store/port';
import type { SubscriberDoc } from '../docs';
import { toSubscriber } from './subscribers';

type FileAction = Extract<SubscriberJobAction, { kind: 'export' | 'copy' }>;

export const isFileAction = (action: SubscriberJobAction): action is FileAction =>
  action.kind === 'export' || action.kind === 'copy';

/** Copy's text: one address a line, which the web splits for the clipboard. */
const COPY_SEPARATOR = '\n';
const CSV_LINE_END = '\r\n';

/** The download's name and type, as the export dialog names its files; `title` names the list. */
export function jobFile(action: FileAction, title: string, today: Date): { name: string; type: string } {
  if (action.kind === 'copy') return { name: exportFileName(title, today, 'txt'), type: 'text/plain;charset=utf-8' };
  const delimiter = action.delimiter ?? 'comma';
  return action.format === 'csv' || delimiter === 'comma' || delimiter === 'semicolon'
    ? { name: exportFileName(title, today, 'csv'), type: 'text/csv;charset=utf-8' }
    : { name: exportFileName(title, today, 'txt'), type: 'text/plain;charset=utf-8' };
}

/**
 * The addresses of the page that can be written to now: subscribed to the
 * match's list, or to any list when it names none. Each subscriber is one
 * address, so each comes once.
 */
function reachable(docs: readonly DocSnapshot<SubscriberDoc>[], match: SubscriberMatch): string[] {
  return docs
    .map((snap) => snap.data()!)
    .filter((doc) =>
      match.newsletterID === undefined
        ? doc.subscribedNewsletterIDs.length > 0
        : doc.subscribedNewsletterIDs.includes(match.newsletterID),
    )
    .map((doc) => doc.subscriberEmail);
}

/**
 * The page's pieces of the file, in order, each a whole line or address;
 * `first` says whether nothing was written before (the file's start).
 */
export function pagePieces(
  action: FileAction,
  match: SubscriberMatch,
  docs: readonly DocSnapshot<SubscriberDoc>[],
  first: boolean,
  listNames: Record<string, string>,
): string[] {
  if (action.kind === 'export' && action.format === 'csv') {
    const rows = subscriberRows(docs.map(toSubscriber), {
      newsletterNames: listNames,
      newsletterIDs: match.newsletterID === undefined ? undefined : [match.newsletterID],
    });
    const lines = rows.map((row) => CSV_LINE_END + row.map(exportField).join(','));
    // The header opens the file even when no row follows.
    return first ? [csvText([[...CSV_COLUMNS]]), ...lines] : lines;
  }
  const emails = reachable(docs, match);
  if (action.kind === 'copy') return emails.map((email, i) => (i === 0 && first ? email : COPY_SEPARATOR + email));
  const delimiter = action.delimiter ?? 'comma';
  const separator = EMAIL_DELIMITERS[delimiter].value;
  return emails.map((email, i) => (i === 0 && first ? UTF8_BOM : separator) + joinEmails([email], delimiter));
}

/** Pieces gathered into parts of at most SUBSCRIBER_JOB.partBytes each (a piece longer goes alone). */
export function intoParts(pieces: readonly string[], maxBytes: number = SUBSCRIBER_JOB.partBytes): string[] {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const piece of pieces) {
    const size = Buffer.byteLength(piece, 'utf8');
    if (bytes > 0 && bytes + size > maxBytes) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += piece;
    bytes += size;
  }
  if (bytes > 0) parts.push(current);
  return parts;
}
