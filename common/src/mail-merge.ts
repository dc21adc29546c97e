/**
 * Export for mail merge (docs/product.md §9): one row per current subscriber
 * of a list with their personal unsubscribe and manage links, for mail
 * programs that send one message per recipient. Unlike a BCC footer, each
 * recipient's unsubscribe link is their own, so it unsubscribes in one click
 * (and with one POST from a mail app, RFC 8058).
 *
 * The file goes through the same cell quoting as every export (export.ts).
 */
import type { Timestamp } from './entities';
import { csvText, datedFileName } from './export';

/** One subscriber's row as POST /mailMergeLinks answers it. */
export interface MailMergeRow {
  email: string;
  /** The subscriber's name as stored; '' when none is known. */
  name: string;
  /** The one-click address: a GET opens the page with one Unsubscribe button, a POST unsubscribes. */
  unsubscribeUrl: string;
  /** The page where the recipient chooses their lists. */
  manageUrl: string;
}

/** One page of POST /mailMergeLinks. */
export interface MailMergePage {
  rows: MailMergeRow[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** When this page's links stop working. */
  linksExpireAt: Timestamp;
}

/** Column names as the mail merge tools' templates refer to them ({{First name}}, «Unsubscribe URL»). */
export const MAIL_MERGE_COLUMNS = ['Email', 'Name', 'First name', 'Unsubscribe URL', 'Manage URL'] as const;

/** The first word of a name ("Ada" of "Ada Lovelace"); '' for no name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The whole file, quoted and laid out like the full CSV. */
export function mailMergeCsv(rows: readonly MailMergeRow[]): string {
  const cells = rows.map((row) => [row.email, row.name.trim(), firstName(row.name), row.unsubscribeUrl, row.manageUrl]);
  return csvText([[...MAIL_MERGE_COLUMNS], ...cells]);
}

/** `mail-merge-<list>-<YYYY-MM-DD>.csv`. */
export const mailMergeFileName = (listName: string, date: Date): string =>
  datedFileName('mail-merge', listName, date, 'csv', 'list');
