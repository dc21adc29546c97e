import { splitMailList } from '@listkeep/common/src/mail-list';

/** What the demo's list holds before the visitor pastes their own. */
export const SAMPLE_LIST = 'ann@example.com, bob@example.org; cara@example.net dan@example.com';

/**
 * The demo's addresses, cut as the real import cuts a pasted list (spaces,
 * commas, semicolons, `Name <address>`), but not checked: the demo validates
 * nothing (docs/product.md §5).
 */
export function splitDemoList(text: string): string[] {
  return splitMailList(text).map((entry) => entry.email);
}

/** How the draft's BCC field holds the list, as a mail client shows it. */
export function bccLine(addresses: readonly string[]): string {
  return addresses.join(', ');
}
