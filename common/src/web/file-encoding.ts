/**
 * How an uploaded file's bytes become text (docs/product.md §5 CSV files):
 * a byte order mark says UTF-8 or UTF-16; without one, bytes that are valid
 * UTF-8 are read as UTF-8, others as Windows-1252 (what Excel and older tools
 * write in Western Europe, and a superset of ISO-8859-1). The sender may pick
 * another; characters the chosen encoding cannot read are counted, so they
 * are never stored unnoticed.
 */
import { countText } from '../count-text';

export const FILE_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type FileEncoding = (typeof FILE_ENCODINGS)[number];

export const ENCODING_LABELS: Record<FileEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  'windows-1252': 'Windows-1252 / ISO-8859-1 (Western European)',
};

/** What a decoder puts in place of bytes it cannot read. */
export const UNREADABLE = '\uFFFD';

export interface DecodedText {
  text: string;
  encoding: FileEncoding;
  /** How many characters could not be read (each became U+FFFD). */
  unreadable: number;
}

const BOMS: [FileEncoding, number[]][] = [
  ['utf-8', [0xef, 0xbb, 0xbf]],
  ['utf-16le', [0xff, 0xfe]],
  ['utf-16be', [0xfe, 0xff]],
];

/** The encoding the bytes themselves say: their byte order mark, else UTF-8 when valid, else Windows-1252. */
export function detectEncoding(bytes: Uint8Array): FileEncoding {
  for (const [encoding, bom] of BOMS) if (bom.every((byte, i) => bytes[i] === byte)) return encoding;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The text of `bytes` in `encoding` (by default the one they say), without a byte order mark. */
export function decodeBytes(bytes: Uint8Array, encoding: FileEncoding = detectEncoding(bytes)): DecodedText {
  const text = new TextDecoder(encoding).decode(bytes).replace(/^\uFEFF/, '');
  return { text, encoding, unreadable: countUnreadable(text) };
}

export function countUnreadable(text: string): number {
  let count = 0;
  for (let i = text.indexOf(UNREADABLE); i >= 0; i = text.indexOf(UNREADABLE, i + 1)) count += 1;
  return count;
}

/** "12 characters could not be read as UTF-8: pick another encoding." */
export function unreadableMessage(decoded: Pick<DecodedText, 'encoding' | 'unreadable'>): string {
  return `${countText(decoded.unreadable, 'character')} could not be read as ${ENCODING_LABELS[decoded.encoding]}: pick another encoding.`;
}
