import { NO_COLUMN, readCsvTable, type CsvMapping, type CsvTable } from '@listkeep/common/src/web/csv-import';
import { decodeBytes, detectEncoding, UNREADABLE, type FileEncoding } from '@listkeep/common/src/web/file-encoding';
import { statusOfFileName, type StatusChoices, type StatusReading } from '@listkeep/common/src/import-status';
import type { ListedAddress } from '@listkeep/common/src/mail-list';
import { startingMapping } from './import-mapping';

/** How a chosen file's bytes were read: kept, so another encoding can read them again. */
export interface FileSource {
  name: string;
  bytes: Uint8Array;
  /** The encoding the bytes say (`detectEncoding`). */
  detected: FileEncoding;
  encoding: FileEncoding;
  /** Characters the encoding could not read. */
  unreadable: number;
}

/**
 * A chosen CSV file: its rows, the columns mapped to the fields, the sender's
 * own readings of status values, and whether the sender accepts storing what
 * could not be read; or why it cannot be imported.
 */
export type ImportFile = FileSource &
  (
    | {
        table: CsvTable;
        mapping: CsvMapping;
        statusChoices: StatusChoices;
        /** How every row reads while no status column is chosen: subscribed, unless the file's name says otherwise. */
        fileStatus: StatusReading;
        acceptUnreadable: boolean;
      }
    | { error: string }
  );

export const UNREADABLE_ACCEPT = `Import them with ${UNREADABLE} as shown`;
export const UNREADABLE_STOP = `Some names, notes or tags could not be read: pick the encoding the file was saved in, or tick “${UNREADABLE_ACCEPT}”.`;

export function noEmailColumn(fileName: string): string {
  return `No email column found in ${fileName}. Name a column Email, or keep the addresses in one column.`;
}

/**
 * The file `bytes` in `encoding` (by default the one they say), with its
 * starting mapping; without tags on the plan, its tags column is left out.
 */
export function readImportFile(
  name: string,
  bytes: Uint8Array,
  tagsAllowed: boolean,
  encoding: FileEncoding = detectEncoding(bytes),
): ImportFile {
  const decoded = decodeBytes(bytes, encoding);
  const source: FileSource = { name, bytes, detected: detectEncoding(bytes), encoding, unreadable: decoded.unreadable };
  const table = readCsvTable(decoded.text);
  const starting = startingMapping(table);
  const mapping = tagsAllowed ? starting : { ...starting, tags: NO_COLUMN };
  return mapping.email < 0
    ? { ...source, error: noEmailColumn(name) }
    : { ...source, table, mapping, statusChoices: {}, fileStatus: fileStatusOf(name), acceptUnreadable: false };
}

/** What a file's name says of all its rows (`statusOfFileName`); subscribed when it says nothing. */
export const fileStatusOf = (name: string): StatusReading => statusOfFileName(name) ?? 'subscribed';

/** How many rows would store an unreadable character in a name, notes or a tag (an address with one is invalid anyway). */
export function unreadableRows(entries: readonly ListedAddress[]): number {
  const unreadable = (text: string) => text.includes(UNREADABLE);
  return entries.filter((e) => unreadable(e.name) || unreadable(e.notes) || e.tags?.some(unreadable)).length;
}
