import { contract } from '@listkeep/common/src/contract';
import { csvAddresses } from '@listkeep/common/src/web/csv-import';
import { toolOfHeader } from '@listkeep/common/src/import-status';
import { checkEmails, IMPORT_AGREEMENT, IMPORT_MESSAGES, type CheckedEmails } from '@listkeep/common/src/import';
import { splitMailList, type ListedAddress } from '@listkeep/common/src/mail-list';
import { z } from 'zod';
import { UNREADABLE_STOP, unreadableRows, type ImportFile } from './import-file';

export type ImportMode = 'paste' | 'file';

export const CHOOSE_FILE = 'Choose a CSV file first.';

/**
 * The last pasted text and its entries, and the last entries and their check:
 * the form's count, its skip offer and its validation read the same list, so
 * each keystroke cuts and checks it once.
 */
let lastPaste: { text: string; entries: ListedAddress[] } | null = null;
let lastCheck: { entries: readonly ListedAddress[]; checked: CheckedEmails } | null = null;

/** The entries to import as given: cut from the pasted text, or the mapped rows of the file. */
export function importEntries(values: { mode: ImportMode; text: string; file: ImportFile | null }): ListedAddress[] {
  if (values.mode === 'paste') {
    if (lastPaste?.text !== values.text) lastPaste = { text: values.text, entries: splitMailList(values.text) };
    return lastPaste.entries;
  }
  const { file } = values;
  return file && 'table' in file ? csvAddresses(file.table, file.mapping, file.statusChoices, file.fileStatus) : [];
}

/** `checkEmails` of the entries `importEntries` gave, checked once while they stay the same. */
export function checkImportEntries(entries: readonly ListedAddress[]): CheckedEmails {
  if (lastCheck?.entries !== entries) lastCheck = { entries, checked: checkEmails(entries) };
  return lastCheck.checked;
}

/**
 * The import form: the lists and note of the batch call, and where the
 * addresses come from. It parses to the entries as given, for the preview,
 * and their check, for the import; a list with no entry at all is an error on
 * the field the addresses came from (invalid entries are the preview's to show),
 * and so is a file whose names or notes hold characters its encoding could not
 * read, until the sender picks another encoding or accepts them. Last, the
 * sender confirms the people agreed to hear from them.
 */
export const ZImportForm = contract.batchSubscribers.input
  .pick({ newsletterIDs: true, notes: true })
  .extend({
    mode: z.enum(['paste', 'file']),
    text: z.string(),
    file: z.custom<ImportFile>().nullable(),
    agreed: z.boolean(),
  })
  .transform(({ newsletterIDs, notes, agreed, ...source }, ctx) => {
    if (source.mode === 'file' && !(source.file && 'table' in source.file)) {
      const message = source.file && 'error' in source.file ? source.file.error : CHOOSE_FILE;
      ctx.issues.push({ code: 'custom', message, path: ['file'], input: source.file });
      return z.NEVER;
    }
    const entries = importEntries(source);
    const file = source.mode === 'file' ? source.file : null;
    if (file && 'table' in file && !file.acceptUnreadable && unreadableRows(entries) > 0) {
      ctx.issues.push({ code: 'custom', message: UNREADABLE_STOP, path: ['file'], input: file });
      return z.NEVER;
    }
    const checked = checkImportEntries(entries);
    if (checked.valid.length === 0 && checked.invalid.length === 0) {
      ctx.issues.push({
        code: 'custom',
        message: IMPORT_MESSAGES.empty,
        path: [source.mode === 'paste' ? 'text' : 'file'],
        input: source.text,
      });
      return z.NEVER;
    }
    // Asked last, so a list that cannot be imported says so first.
    if (!agreed) {
      ctx.issues.push({ code: 'custom', message: IMPORT_AGREEMENT.missing, path: ['agreed'], input: agreed });
      return z.NEVER;
    }
    const fileName = file?.name ?? null;
    // The tool whose export says who left, named in their records; none for a paste or an unknown file.
    const tool = file && 'table' in file ? toolOfHeader(file.table.header) : null;
    // A file whose rows name their list goes onto those lists (`importGroups`), not the chosen ones.
    const routeByList = file !== null && 'table' in file && file.mapping.list >= 0;
    return { entries, checked, newsletterIDs, notes, agreed, fileName, tool, routeByList };
  });

export type ImportFormValues = z.input<typeof ZImportForm>;
