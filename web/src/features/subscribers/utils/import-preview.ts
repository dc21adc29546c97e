import { formatCount } from '@listkeep/common/src/count-text';
import { emailDeliveryNote } from '@listkeep/common/src/email';
import { readEntry } from '@listkeep/common/src/email-list';
import {
  countVerdicts,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportVerdict,
} from '@listkeep/common/src/import-preview';
import type { KeptOutReason } from '@listkeep/common/src/import-status';
import type { ListedAddress } from '@listkeep/common/src/mail-list';
import type { ImportGroup } from './import-groups';

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
    case 'unsubscribed':
    case 'bounced':
    case 'complained':
      return 'Stays off the lists until they subscribe again themselves';
    case 'on-list':
      return '';
  }
}

/** A list's rows split by who judges them: the file, for the addresses it says left; the server, for the rest. */
export interface PreviewSplit {
  /** Positions of the rows the server is asked about, in the list's order. */
  asked: number[];
  /** The verdicts read from the file, by position. */
  fromFile: Map<number, ImportPreviewRow>;
}

/**
 * Every row of an address the file says left (any of its rows) is the
 * file's: the first is kept out for its reason, a repeat is a duplicate of
 * it, as the import merges them (`checkEmails`). The server is asked about
 * the other rows only.
 */
export function splitKeptOut(entries: readonly ListedAddress[]): PreviewSplit {
  const keys = entries.map((entry) => {
    const read = readEntry(entry.email);
    return read.kind === 'valid' ? read.key : null;
  });
  const left = new Map<string, KeptOutReason>();
  entries.forEach((entry, at) => {
    const key = keys[at];
    if (key !== null && entry.left && !left.has(key)) left.set(key, entry.left);
  });
  const split: PreviewSplit = { asked: [], fromFile: new Map() };
  const firstOf = new Map<string, number>();
  keys.forEach((key, at) => {
    const reason = key === null ? undefined : left.get(key);
    if (key === null || reason === undefined) {
      split.asked.push(at);
      return;
    }
    const first = firstOf.get(key);
    if (first === undefined) firstOf.set(key, at);
    split.fromFile.set(at, first === undefined ? { verdict: reason } : { verdict: 'duplicate', first });
  });
  return split;
}

/** The whole list's preview: the server's verdicts (on the asked rows, in their order) and the file's, together. */
export function joinKeptOut(total: number, split: PreviewSplit, answer: ImportPreview | null): ImportPreview {
  const rows: ImportPreviewRow[] = new Array(total);
  for (const [at, row] of split.fromFile) rows[at] = row;
  answer?.rows.forEach((row, i) => {
    rows[split.asked[i]] = row.first === undefined ? row : { ...row, first: split.asked[row.first] };
  });
  return { rows, counts: countVerdicts(rows), limit: answer?.limit ?? null };
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
 * `fittingAddresses` group by group: the room the groups before one took is
 * not there for it.
 */
export function fittingGroups(
  groups: readonly Pick<ImportGroup, 'newsletterIDs' | 'at' | 'checked'>[],
  rows: readonly ImportPreviewRow[],
  room: number,
): { newsletterIDs: string[]; emails: ListedAddress[] }[] {
  let left = room;
  return groups.map((group) => {
    const groupRows = group.at.map((at) => rows[at]);
    const emails = fittingAddresses(group.checked.valid, groupRows, left);
    left -= Math.min(left, groupRows.filter((row) => row.verdict === 'new').length);
    return { newsletterIDs: group.newsletterIDs, emails };
  });
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
