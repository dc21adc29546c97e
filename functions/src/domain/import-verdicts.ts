/**
 * What an import does with each address (docs/product.md §5 Import preview),
 * decided in one place for the preview and the import itself: the preview
 * answers these verdicts, and the import writes exactly what they say.
 */
import { readEntry, type ImportPreviewRow } from '@listkeep/common';
import type { SubscriberDoc } from './docs';
import { hasLeft, isSubscribed } from './subscribers';

/** What the import does with one valid address. */
export interface AddressVerdict {
  /**
   * new: no subscriber has the address; added: one has, and joins at least
   * one chosen list; opted-out: it joins none, having left one of them;
   * on-list: it is on every chosen list already.
   */
  verdict: 'new' | 'added' | 'opted-out' | 'on-list';
  /** The chosen lists the address is put on. */
  joins: string[];
  /** The chosen lists it left before: an import never puts it back on them. */
  keptOutOf: string[];
}

export interface AddressState {
  /** The team's subscriber with the address, if there is one. */
  found: SubscriberDoc | undefined;
  /** The lists the import puts addresses on. */
  listIDs: readonly string[];
}

/** The verdict on one address: the rule of an import, for the preview and the import alike. */
export function addressVerdict({ found, listIDs }: AddressState): AddressVerdict {
  if (!found) return { verdict: 'new', joins: [...listIDs], keptOutOf: [] };
  const joins: string[] = [];
  const keptOutOf: string[] = [];
  for (const listID of listIDs) {
    if (isSubscribed(found, listID)) continue;
    // "Opted out and kept out": an address that left a list is never put back on it by an import.
    if (hasLeft(found, listID)) keptOutOf.push(listID);
    else joins.push(listID);
  }
  if (joins.length > 0) return { verdict: 'added', joins, keptOutOf };
  return { verdict: keptOutOf.length > 0 ? 'opted-out' : 'on-list', joins, keptOutOf };
}

/**
 * The verdict on each row of a list, in order: rows that are no address are
 * invalid with the reason, a row of an address given before is a duplicate
 * of that row, and every other row gets its address's verdict. `find` gives
 * the team's subscriber for an address key.
 */
export function rowVerdicts(
  rows: readonly string[],
  listIDs: readonly string[],
  find: (key: string) => SubscriberDoc | undefined,
): ImportPreviewRow[] {
  const firstOf = new Map<string, number>();
  return rows.map((row, index): ImportPreviewRow => {
    const read = readEntry(row);
    if (read.kind === 'empty') return { verdict: 'invalid', reason: 'No address.' };
    if (read.kind === 'invalid') return { verdict: 'invalid', reason: read.reason };
    const first = firstOf.get(read.key);
    if (first !== undefined) return { verdict: 'duplicate', first };
    firstOf.set(read.key, index);
    const { verdict, joins, keptOutOf } = addressVerdict({ found: find(read.key), listIDs });
    return {
      verdict,
      ...(joins.length > 0 && { joins }),
      ...(keptOutOf.length > 0 && { keptOutOf }),
    };
  });
}
