/**
 * Copying a list into an email client's BCC field (docs/product.md §9): lists of
 * 50 or fewer go to the clipboard at once; longer ones are offered in chunks
 * of 50, 100 or 200, because mail providers cap the recipients of one message.
 */
import { formatCount } from './count-text';
import { startsFormula } from './export';

export const COPY_AT_ONCE_MAX = 50;
export const COPY_CHUNK_SIZES = [50, 100, 200] as const;
export type CopyChunkSize = (typeof COPY_CHUNK_SIZES)[number];
/** Mail clients accept both, and a space after the comma keeps the field readable. */
export const COPY_SEPARATOR = ', ';

export interface CopyChunk {
  /** 1-based position of the first and last address, as shown on the button. */
  from: number;
  to: number;
  emails: string[];
}

export function copyAtOnce(count: number): boolean {
  return count <= COPY_AT_ONCE_MAX;
}

/** `items` cut in order into parts of `size`, the last one shorter when they do not divide evenly. */
export function inParts<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

export function chunkEmails(emails: readonly string[], size: CopyChunkSize): CopyChunk[] {
  return inParts(emails, size).map((part, i) => ({ from: i * size + 1, to: i * size + part.length, emails: part }));
}

export function chunkLabel(chunk: CopyChunk): string {
  return `Copy ${formatCount(chunk.from)}–${formatCount(chunk.to)}`;
}

/**
 * The addresses as a mail client's BCC field takes them: plain, since any
 * neutralising mark (an apostrophe, quotes) would become part of an address.
 * Pasted into a spreadsheet the text is one line without tabs, so it lands
 * in one cell, and only that cell's first character can make it a formula:
 * an address starting with one (`=1+1@x.test` is valid) is moved after one
 * that does not, whenever the chunk has one. The order means nothing in BCC.
 */
export function clipboardText(emails: readonly string[]): string {
  const first = emails.findIndex((email) => !startsFormula(email));
  const ordered = first > 0 ? [emails[first], ...emails.slice(0, first), ...emails.slice(first + 1)] : emails;
  return ordered.join(COPY_SEPARATOR);
}
