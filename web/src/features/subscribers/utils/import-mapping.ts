import {
  CSV_FIELDS,
  csvFormatKey,
  guessCsvMapping,
  mappingFits,
  type CsvMapping,
  type CsvTable,
} from '@listkeep/common/src/web/csv-import';
import { getImportMapping, setImportMapping } from '@/lib/storage';

function isMapping(value: unknown): value is CsvMapping {
  if (typeof value !== 'object' || value === null) return false;
  return CSV_FIELDS.every((field) => Number.isInteger((value as Record<string, unknown>)[field]));
}

/** The mapping last chosen for files of this format, else the one read from the header names. */
export function startingMapping(table: CsvTable): CsvMapping {
  const format = csvFormatKey(table);
  const remembered = format ? getImportMapping(format) : null;
  return isMapping(remembered) && mappingFits(table, remembered) ? remembered : guessCsvMapping(table);
}

/** Keeps a chosen mapping for the next file of the same format. */
export function rememberMapping(table: CsvTable, mapping: CsvMapping): void {
  const format = csvFormatKey(table);
  if (format) setImportMapping(format, mapping);
}
