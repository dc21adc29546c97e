import { formatCount, IMPORT_MESSAGES, type CheckedEmails } from '@listkeep/common/src/import';
import { errorMessage } from '@/lib/errors';
import type { ImportResult } from '../api/import-subscribers';

/** What the dialog shows once an import has ended, whole or in part. */
export interface ImportOutcome extends ImportResult {
  /** Addresses listed more than once and imported once. */
  duplicates: string[];
  /** Why the import stopped part way, or null when all of it went in. */
  error: string | null;
}

export function importOutcome(result: ImportResult, checked: CheckedEmails): ImportOutcome {
  const error = result.failure
    ? `Imported ${formatCount(result.done)} of ${formatCount(checked.valid.length)} before an error. ` +
      errorMessage(result.failure, IMPORT_MESSAGES.failed)
    : null;
  return { ...result, duplicates: checked.duplicates, error };
}
