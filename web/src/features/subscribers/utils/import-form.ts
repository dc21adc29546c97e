import { contract } from '@listkeep/common/src/contract';
import { splitEmailList } from '@listkeep/common/src/email';
import { checkEmails, importProblem, type CsvEmailColumn } from '@listkeep/common/src/import';
import { z } from 'zod';

export type ImportMode = 'paste' | 'file';

/** A chosen CSV file: its email column, or why none was found. */
export type ImportFile = { name: string; column: CsvEmailColumn } | { name: string; error: string };

export const CHOOSE_FILE = 'Choose a CSV file first.';

export function noEmailColumn(fileName: string): string {
  return `No email column found in ${fileName}. Name a column Email, or keep the addresses in one column.`;
}

/** The entries to import as typed: split from the pasted text, or the file's email column. */
export function importEntries(values: { mode: ImportMode; text: string; file: ImportFile | null }): string[] {
  if (values.mode === 'paste') return splitEmailList(values.text);
  return values.file && 'column' in values.file ? values.file.column.values : [];
}

/**
 * The import form: the lists and note of the batch call, and where the
 * addresses come from. It parses to the checked addresses; an empty or
 * invalid list is an error on the field the addresses came from.
 */
export const ZImportForm = contract.batchSubscribers.input
  .pick({ newsletterIDs: true, notes: true })
  .extend({
    mode: z.enum(['paste', 'file']),
    text: z.string(),
    file: z.custom<ImportFile>().nullable(),
  })
  .transform(({ newsletterIDs, notes, ...source }, ctx) => {
    if (source.mode === 'file' && !(source.file && 'column' in source.file)) {
      const message = source.file && 'error' in source.file ? source.file.error : CHOOSE_FILE;
      ctx.issues.push({ code: 'custom', message, path: ['file'], input: source.file });
      return z.NEVER;
    }
    const checked = checkEmails(importEntries(source));
    const problem = importProblem(checked);
    if (problem) {
      ctx.issues.push({
        code: 'custom',
        message: problem,
        path: [source.mode === 'paste' ? 'text' : 'file'],
        input: source.text,
      });
      return z.NEVER;
    }
    return { checked, newsletterIDs, notes };
  });

export type ImportFormValues = z.input<typeof ZImportForm>;
