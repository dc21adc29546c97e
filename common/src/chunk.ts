/**
 * Copying a list into an email client's BCC field (spec section 9): lists of
 * 50 or fewer go to the clipboard at once; longer ones are offered in chunks
 * of 50, 100 or 200, because mail providers cap the recipients of one message.
 */
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

export function chunkEmails(emails: readonly string[], size: CopyChunkSize): CopyChunk[] {
  const chunks: CopyChunk[] = [];
  for (let i = 0; i < emails.length; i += size) {
    const part = emails.slice(i, i + size);
    chunks.push({ from: i + 1, to: i + part.length, emails: part });
  }
  return chunks;
}

export function chunkLabel(chunk: CopyChunk): string {
  return `Copy ${chunk.from}–${chunk.to}`;
}

export function clipboardText(emails: readonly string[]): string {
  return emails.join(COPY_SEPARATOR);
}
