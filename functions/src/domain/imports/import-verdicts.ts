/**
 * What an import does with each address (docs/product.md §5 Import preview),
 * decided in one place for the preview and the import itself: the preview
 * answers these verdicts, and the import writes exactly what they say.
 */
import { readEntry, type ImportPreviewRow } from '@listkeep/common';
import type { SubscriberDoc } from '../docs';
import { hasLeft, isSubscribed } from '../subscribers';

/** What the import does with one valid address. */
export interface AddressVerdict {
  /**
   * new: no subscriber has the address, and it joins at least one chosen
   * list; added: one has, and joins at least one chosen list; opted-out: it
   * joins none, having left one of them (with or without a subscriber left);
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
  /**
   * The chosen lists the address is suppressed on (domain/consent/suppressions.ts):
   * its recipient left them by their own link, even if the subscriber was
   * deleted since.
   */
  suppressed?: ReadonlySet<string>;
}

/**
 * The verdict on one address: the rule of an import, for the preview and the
 * import alike. An address new to the team that is kept out of every chosen
 * list is opted out, and the import does not create it.
 */
export function addressVerdict({ found, listIDs, suppressed }: AddressState): AddressVerdict {
  const joins: string[] = [];
  const keptOutOf: string[] = [];
  for (const listID of listIDs) {
    if (found && isSubscribed(found, listID)) continue;
    // "Opted out and kept out": an address that left a list is never put back on it by an import.
    if ((found && hasLeft(found, listID)) || suppressed?.has(listID)) keptOutOf.push(listID);
    else joins.push(listID);
  }
  if (joins.length > 0) return { verdict: found ? 'added' : 'new', joins, keptOutOf };
  return { verdict: keptOutOf.length > 0 ? 'opted-out' : 'on-list', joins, keptOutOf };
}

/**
 * The verdict on each row of a list, in order: rows that are no address are
 * invalid with the reason, a row of an address given before is a duplicate
 * of that row, and every other row gets its address's verdict. `stateOf`
 * gives, for an address key, the team's subscriber with it and the chosen
 * lists it is suppressed on.
 */
export function rowVerdicts(
  rows: readonly string[],
  listIDs: readonly string[],
  stateOf: (key: string) => Omit<AddressState, 'listIDs'>,
): ImportPreviewRow[] {
  const firstOf = new Map<string, number>();
  return rows.map((row, index): ImportPreviewRow => {
    const read = readEntry(row);
    if (read.kind === 'empty') return { verdict: 'invalid', reason: 'No address.' };
    if (read.kind === 'invalid') return { verdict: 'invalid', reason: read.reason };
    const first = firstOf.get(read.key);
    if (first !== undefined) return { verdict: 'duplicate', first };
    firstOf.set(read.key, index);
    const { verdict, joins, keptOutOf } = addressVerdict({ ...stateOf(read.key), listIDs });
    return {
      verdict,
      ...(joins.length > 0 && { joins }),
      ...(keptOutOf.length > 0 && { keptOutOf }),
    };
  });
}
