/**
 * A list of addresses as a sender pastes or uploads it (docs/product.md §5),
 * checked by the same rules in the import form and on the server: entries
 * split on whitespace, commas and semicolons, each a valid address, each
 * subscriber once.
 */
import { emailKey, isValidEmail, normalizeEmail, splitEmailList } from './email';

export const EMAIL_LIST_MESSAGES = {
  empty: 'Please enter at least one email address.',
  invalidPrefix: 'Invalid email(s) ',
} as const;

export interface CheckedEmails {
  /** Valid addresses in the order given, each subscriber once (by emailKey), normalised. */
  valid: string[];
  /** Entries that are not valid addresses, each once, as typed. */
  invalid: string[];
  /** Valid addresses given more than once; the first one is kept in `valid`. */
  duplicates: string[];
}

/**
 * Address books and mail clients paste `"Ann Lee" <ann@x.org>` or
 * `mailto:ann@x.org`; the address inside is what the user meant.
 */
function unwrap(entry: string): string {
  let value = entry.trim();
  const angled = /^<(.*)>$/.exec(value);
  if (angled) value = angled[1];
  if (/^mailto:/i.test(value)) value = value.slice('mailto:'.length);
  return value.replace(/^["']+|["']+$/g, '');
}

/** Checks a list of entries: valid ones deduplicated by emailKey, invalid ones and duplicates listed. */
export function checkEmails(entries: readonly string[]): CheckedEmails {
  const valid: string[] = [];
  const invalid: string[] = [];
  const duplicates: string[] = [];
  const seen = new Set<string>();
  const seenInvalid = new Set<string>();
  const seenDuplicate = new Set<string>();
  for (const entry of entries) {
    const value = unwrap(entry);
    if (!value) continue;
    if (!isValidEmail(value)) {
      if (!seenInvalid.has(value)) {
        seenInvalid.add(value);
        invalid.push(value);
      }
      continue;
    }
    const key = emailKey(value);
    if (seen.has(key)) {
      if (!seenDuplicate.has(key)) {
        seenDuplicate.add(key);
        duplicates.push(normalizeEmail(value));
      }
      continue;
    }
    seen.add(key);
    valid.push(normalizeEmail(value));
  }
  return { valid, invalid, duplicates };
}

/** Parses pasted text (docs/product.md §5: split on whitespace, commas and semicolons). */
export function parseEmailList(text: string): CheckedEmails {
  return checkEmails(splitEmailList(text));
}

/**
 * The message that stops an import, or null when it may go ahead:
 * "Please enter at least one email address." or "Invalid email(s) " and the list.
 */
export function importProblem(checked: CheckedEmails): string | null {
  if (checked.invalid.length > 0) return invalidEmailsMessage(checked.invalid);
  if (checked.valid.length === 0) return EMAIL_LIST_MESSAGES.empty;
  return null;
}

export function invalidEmailsMessage(invalid: readonly string[]): string {
  return EMAIL_LIST_MESSAGES.invalidPrefix + invalid.join(', ');
}
