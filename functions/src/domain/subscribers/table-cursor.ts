/**
 * The cursor of a sorted table page: the sort it was read in and the last
 * row's (sort value, id), base64url JSON, opaque to the client. A cursor of
 * another sort is refused rather than read as a place in this one. A table
 * that answers its number of rows carries the first page's count on, so the
 * rows are counted once a reading, not once a page.
 */
import { SUBSCRIBER_QUERY_MESSAGES } from '@listkeep/common';
import { DomainError } from '../errors';

export interface TableCursor {
  value: string | number;
  id: string;
  /** The rows on all pages, as the first page counted them; null where it was asked not to count. */
  total?: number | null;
}

export function encodeTableCursor(sort: string, cursor: TableCursor): string {
  const fields = [sort, cursor.value, cursor.id, ...(cursor.total === undefined ? [] : [cursor.total])];
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

const invalidCursor = (message: string) =>
  new DomainError('invalid', 'The cursor is not valid.', [{ path: 'cursor', message }]);

function parse(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** The place after which the next page of `sort` starts; `numeric` says whether the sort's values are numbers. */
export function decodeTableCursor(text: string, sort: string, numeric: boolean): TableCursor {
  const value = parse(text);
  if (
    !Array.isArray(value) ||
    (value.length !== 3 && value.length !== 4) ||
    typeof value[0] !== 'string' ||
    typeof value[2] !== 'string' ||
    !/^[A-Za-z0-9_-]{1,128}$/.test(value[2])
  ) {
    throw invalidCursor('Pass back the nextCursor of the previous page.');
  }
  if (value[0] !== sort) throw invalidCursor(SUBSCRIBER_QUERY_MESSAGES.otherSort);
  const ok = numeric ? Number.isFinite(value[1]) : typeof value[1] === 'string';
  const total: unknown = value[3];
  if (!ok || (total !== undefined && total !== null && !(Number.isSafeInteger(total) && (total as number) >= 0))) {
    throw invalidCursor('Pass back the nextCursor of the previous page.');
  }
  const place = { value: value[1] as string | number, id: value[2] };
  return total === undefined ? place : { ...place, total: total as number | null };
}
