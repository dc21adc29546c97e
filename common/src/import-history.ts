/**
 * An import's history entry and its undo (docs/product.md §4 Undoing an
 * import): the window in which an import may be undone, and the refusals.
 */
import { formatCount } from './count-text';
import type { ImportUndoCounts } from './entities';

/** An import may be undone for this many days after it first wrote. */
export const IMPORT_UNDO_DAYS = 7;
export const IMPORT_UNDO_MS = IMPORT_UNDO_DAYS * 24 * 60 * 60 * 1000;

export const IMPORT_HISTORY_MESSAGES = {
  alreadyUndone: 'This import was already undone.',
  undoRunning: 'This import is being undone; look again in a moment.',
  tooOld: `An import can be undone for ${IMPORT_UNDO_DAYS} days; this one is older.`,
  continuedByOther: 'Only the person who started an import can continue it.',
  continueUndone: 'This import was undone; start a new import instead.',
} as const;

/** What an undo did, in one sentence. */
export function undoSummary({ removed, takenOff, leftAlone }: ImportUndoCounts): string {
  const parts = [`${formatCount(removed)} removed`, `${formatCount(takenOff)} taken off the lists`];
  if (leftAlone > 0) parts.push(`${formatCount(leftAlone)} left as they were changed since`);
  return `Undone: ${parts.join(', ')}.`;
}
