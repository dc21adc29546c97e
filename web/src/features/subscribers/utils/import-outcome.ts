import { formatCount } from '@listkeep/common/src/count-text';
import { IMPORT_MESSAGES, type CheckedEmails } from '@listkeep/common/src/import';
import { errorMessage } from '@/lib/errors';
import type { ImportResult } from '../api/import-subscribers';

/** What the dialog shows once an import has ended, whole or in part. */
export interface ImportOutcome extends ImportResult {
  /** Addresses listed more than once and imported once. */
  duplicates: string[];
  /** Why the import stopped part way, or null when all of it went in. */
  error: string | null;
  /** Valid addresses of the list left out because the plan took only the first ones. */
  leftOut: number;
}

/** `sent`: how many of the valid addresses the import was given (the first ones, when the plan took no more). */
export function importOutcome(
  result: ImportResult,
  checked: CheckedEmails,
  sent: number = checked.valid.length,
): ImportOutcome {
  const error = result.failure
    ? `Imported ${formatCount(result.done)} of ${formatCount(sent)} before an error. ` +
      errorMessage(result.failure, IMPORT_MESSAGES.failed)
    : null;
  return { ...result, duplicates: checked.duplicates, error, leftOut: checked.valid.length - sent };
}
