import { isValidEmail } from '@listkeep/common/src/email';
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
 * The demo's import: a pasted list cut as the real import cuts it (spaces,
 * commas, semicolons, `Name <address>`) and checked by the product's email
 * rule (docs/product.md §5).
 */
export function splitDemoList(text: string): DemoImport {
  const entries = splitMailList(text).map((entry) => entry.email);
  return {
    addresses: entries.filter((entry) => isValidEmail(entry)),
    refused: entries.filter((entry) => !isValidEmail(entry)),
  };
}

/** How the draft's BCC field holds the list, as a mail client shows it. */
export function bccLine(addresses: readonly string[]): string {
  return addresses.join(', ');
}
