import { checkEmails } from '@listkeep/common/src/email-list';
import { splitMailList } from '@listkeep/common/src/mail-list';

/** What the demo's list holds before the visitor pastes their own. */
export const SAMPLE_LIST = 'ann@example.com, bob@example.org; cara@example.net dan@example.com';

export interface DemoImport {
  /** What the real import would take. */
  addresses: string[];
  /** Entries that are not an email address, which the real import refuses too. */
  refused: string[];
}

/**
 * The demo's import: a pasted list cut and checked as the real import does
 * (spaces, commas, semicolons, `Name <address>`, repeats once; docs/product.md §5).
 */
export function splitDemoList(text: string): DemoImport {
  const { valid, invalid } = checkEmails(splitMailList(text));
  return { addresses: valid.map((row) => row.email), refused: invalid };
}

/** How the draft's BCC field holds the list, as a mail client shows it. */
export function bccLine(addresses: readonly string[]): string {
  return addresses.join(', ');
}
