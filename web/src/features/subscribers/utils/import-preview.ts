import { formatCount } from '@listkeep/common/src/count-text';
import { emailDeliveryNote } from '@listkeep/common/src/email';
import type { ImportPreviewRow, ImportVerdict } from '@listkeep/common/src/import-preview';
import type { ListedAddress } from '@listkeep/common/src/mail-list';

export type VerdictFilter = ImportVerdict | 'all';

/** Positions of the rows a filter shows, in the list's order. */
export function rowsShown(rows: readonly ImportPreviewRow[], filter: VerdictFilter): number[] {
  const shown: number[] = [];
  rows.forEach((row, at) => {
    if (filter === 'all' || row.verdict === filter) shown.push(at);
  });
  return shown;
}

const names = (ids: readonly string[] | undefined, nameOf: (id: string) => string) =>
  (ids ?? []).map(nameOf).join(', ');

/** What a row's verdict means beyond its name: the reason, the row it repeats, the lists it joins or stays out of. */
export function verdictDetail(row: ImportPreviewRow, nameOf: (id: string) => string): string {
  switch (row.verdict) {
    case 'invalid':
      return row.reason ?? '';
    case 'duplicate':
      return row.first === undefined ? '' : `Same address as row ${formatCount(row.first + 1)}`;
    case 'new':
    case 'added':
      return row.keptOutOf?.length
        ? `Joins ${names(row.joins, nameOf)}; stays off ${names(row.keptOutOf, nameOf)}, which it left`
        : `Joins ${names(row.joins, nameOf)}`;
    case 'opted-out':
      return `Left ${names(row.keptOutOf, nameOf)} before; not put back`;
    case 'on-list':
      return '';
  }
}

/**
 * A row's detail as the preview shows it: its verdict's, then, for an address
 * that joins, the note that some mail systems cannot deliver to it.
 */
export function rowDetail(row: ImportPreviewRow, email: string, nameOf: (id: string) => string): string {
  const detail = verdictDetail(row, nameOf);
  const note = row.verdict === 'new' || row.verdict === 'added' ? emailDeliveryNote(email) : null;
  return note ? `${detail}. ${note}` : detail;
}

/**
 * The addresses an import takes when the plan has room for `room` more
 * subscribers: every one that is already a subscriber (they take no place)
 * and the first `room` new ones. `valid` is the list's valid addresses, each
 * once, in order (`checkEmails`); they are the rows the preview gave an
 * address's verdict, in the same order.
 */
export function fittingAddresses(
  valid: readonly ListedAddress[],
  rows: readonly ImportPreviewRow[],
  room: number,
): ListedAddress[] {
  const verdicts = rows.filter((row) => row.verdict !== 'invalid' && row.verdict !== 'duplicate');
  if (verdicts.length !== valid.length) throw new Error('The preview does not match the list.');
  let fresh = 0;
  return valid.filter((_, i) => {
    if (verdicts[i].verdict !== 'new') return true;
    fresh += 1;
    return fresh <= room;
  });
}
