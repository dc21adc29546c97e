/**
 * A list of addresses as a sender pastes or uploads it (docs/product.md §5),
 * checked by the same rules in the import form and on the server: entries
 * cut as `splitMailList` says, each a valid address, each subscriber once.
 */
import { emailKey, emailProblem, normalizeEmail } from './email';
import { MAX } from './limits';
import { splitMailList, type ListedAddress } from './mail-list';
import { mergeTags } from './tags';

export const EMAIL_LIST_MESSAGES = {
  empty: 'Please enter at least one email address.',
  invalidPrefix: 'Invalid email(s) ',
} as const;

export interface CheckedEmails {
  /** Valid addresses in the order given, each subscriber once (by emailKey), normalised, with their names and notes. */
  valid: ListedAddress[];
  /** Entries that are not valid addresses, each once, as typed. */
  invalid: string[];
  /** Valid addresses given more than once; the first one is kept in `valid`. */
  duplicates: string[];
}

/** Nothing for unwrap to take off: no outer space, quote, angle bracket or `mailto:`. */
function isBare(entry: string): boolean {
  const first = entry.charCodeAt(0);
  const last = entry.charCodeAt(entry.length - 1);
  // Letters and digits at both ends, and a first letter that cannot begin `mailto:`.
  return isAlnum(first) && isAlnum(last) && first !== 0x4d && first !== 0x6d;
}

function isAlnum(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/**
 * Address books and mail clients paste `"Ann Lee" <ann@x.org>` or
 * `mailto:ann@x.org`; the address inside is what the user meant.
 */
function unwrap(entry: string): string {
  if (isBare(entry)) return entry;
  let value = entry.trim();
  const angled = /^<(.*)>$/.exec(value);
  if (angled) value = angled[1];
  if (/^mailto:/i.test(value)) value = value.slice('mailto:'.length);
  return value.replace(/^["']+|["']+$/g, '');
}

/** One entry of a list, read: an address with its key, a value that is not one and why, or nothing at all. */
export type ReadEntry =
  | { kind: 'valid'; row: ListedAddress; key: string }
  | { kind: 'invalid'; value: string; reason: string }
  | { kind: 'empty' };

/**
 * Reads one entry, an address as typed or one with its name and notes, as
 * every list check does: unwrapped, then the address normalised with its key
 * (which decides whether two entries are one subscriber), or the reason it is
 * not an address.
 */
export function readEntry(entry: string | ListedAddress): ReadEntry {
  const given = typeof entry === 'string' ? { email: entry, name: '', notes: '' } : entry;
  const value = unwrap(given.email);
  if (!value) return { kind: 'empty' };
  const reason = emailProblem(value);
  if (reason) return { kind: 'invalid', value, reason };
  const row: ListedAddress = { email: normalizeEmail(value), name: given.name, notes: given.notes };
  if (given.tags?.length) row.tags = given.tags;
  if (given.left) row.left = given.left;
  return { kind: 'valid', row, key: emailKey(value) };
}

/**
 * Checks a list of entries, each an address as typed or one with its name and
 * notes: valid ones deduplicated by emailKey (a repeat may give the first a
 * name it lacked), invalid ones and duplicates listed.
 */
export function checkEmails(entries: readonly (string | ListedAddress)[]): CheckedEmails {
  // An import checks each of its entries alone first: one entry needs no bookkeeping of repeats.
  if (entries.length === 1) return checkEntry(entries[0]);
  const valid: ListedAddress[] = [];
  const invalid: string[] = [];
  const duplicates: string[] = [];
  const seen = new Map<string, ListedAddress>();
  const seenInvalid = new Set<string>();
  const seenDuplicate = new Set<string>();
  for (const entry of entries) {
    const read = readEntry(entry);
    if (read.kind === 'empty') continue;
    if (read.kind === 'invalid') {
      if (!seenInvalid.has(read.value)) {
        seenInvalid.add(read.value);
        invalid.push(read.value);
      }
      continue;
    }
    const { row, key } = read;
    const first = seen.get(key);
    if (first) {
      if (!first.name) first.name = row.name;
      if (row.tags?.length) first.tags = mergeTags(first.tags ?? [], row.tags);
      // A row that says the person left outweighs one that says they are subscribed.
      if (row.left && !first.left) first.left = row.left;
      if (!seenDuplicate.has(key)) {
        seenDuplicate.add(key);
        duplicates.push(row.email);
      }
      continue;
    }
    seen.set(key, row);
    valid.push(row);
  }
  return { valid, invalid, duplicates };
}

function checkEntry(entry: string | ListedAddress): CheckedEmails {
  const read = readEntry(entry);
  if (read.kind === 'empty') return { valid: [], invalid: [], duplicates: [] };
  if (read.kind === 'invalid') return { valid: [], invalid: [read.value], duplicates: [] };
  return { valid: [read.row], invalid: [], duplicates: [] };
}

/** Parses pasted text (docs/product.md §5): plain lists and the `Name <address>` lists of mail programs. */
export function parseEmailList(text: string): CheckedEmails {
  return checkEmails(splitMailList(text));
}

/**
 * The notes stored with an imported subscriber: the import's own note, then
 * the notes its row brought, cut to fit the notes' limit.
 */
export function importedNotes(importNote: string, rowNotes: string): string {
  const own = importNote.trim();
  const row = rowNotes.trim();
  if (!row) return own.slice(0, MAX.notes);
  if (!own) return row.slice(0, MAX.notes);
  return `${own}\n${row}`.slice(0, MAX.notes);
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
