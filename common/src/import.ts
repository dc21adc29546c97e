/**
 * Rules of importing subscribers (docs/product.md §5): a pasted list is cut
 * into addresses (with the names mail programs put beside them); every entry
 * must be a valid address; a CSV file gives up the columns mapped to the
 * address, name and notes (`csv-import.ts`).
 */
import { formatCount } from './count-text';
import { EMAIL_LIST_MESSAGES } from './email-list';
import { MAX, MAX_BODY_BYTES } from './limits';

export { checkEmails, importProblem, invalidEmailsMessage, parseEmailList, type CheckedEmails } from './email-list';

export const IMPORT_MESSAGES = {
  ...EMAIL_LIST_MESSAGES,
  alreadyExisted: 'Some emails already existed and were not added',
  failed: 'There was an error importing subscribers.',
} as const;

/**
 * The sender's word that the people imported agreed to hear from them: the
 * import form's tick, and `agreed: true` in every POST /batchSubscribers.
 */
export const IMPORT_AGREEMENT = {
  label: 'The people I am importing agreed to hear from me.',
  hint: 'Anyone the file says unsubscribed, bounced or complained is kept out, whatever you tick.',
  missing: 'Confirm that the people you import agreed to hear from you.',
} as const;

export function alreadyExistedMessage(emails: readonly string[]): string {
  return `${IMPORT_MESSAGES.alreadyExisted}: ${emails.join(', ')}`;
}

/** What the addresses of one import call may weigh, leaving room for the rest of the body. */
const IMPORT_CALL_BYTES = MAX_BODY_BYTES * 0.9;

/**
 * Splits a long import into calls the API accepts: at most MAX.batchEmails
 * addresses each, and fewer when rows with long names or notes would make the
 * body too large.
 */
export function importBatches<T>(items: readonly T[], size: number = MAX.batchEmails): T[][] {
  const encoder = new TextEncoder();
  const batches: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const weight = encoder.encode(JSON.stringify(item)).length + 1;
    if (batch.length >= size || (batch.length > 0 && bytes + weight > IMPORT_CALL_BYTES)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(item);
    bytes += weight;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

export function importProgressText(done: number, total: number): string {
  return `Imported ${formatCount(done)} of ${formatCount(total)}…`;
}

export function previewProgressText(done: number, total: number): string {
  return `Checked ${formatCount(done)} of ${formatCount(total)} rows…`;
}

/** The note stored with every subscriber of an import; dated so the batch can be found later. */
export function importNote(date: Date): string {
  return `Imported on ${isoDate(date)}`;
}

function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
