/**
 * One page of a table query in its order, after a place: the dashboard's
 * pages and the subscriber jobs' walk read the rows the same way.
 */
import type { DocData, DocSnapshot, Query } from '../../store/port';
import type { TableOrder } from './subscriber-query';
import type { TableCursor } from './table-cursor';

export interface TablePage<T extends DocData> {
  docs: DocSnapshot<T>[];
  /** The place after the page's last row, or null when no row follows. */
  next: Omit<TableCursor, 'total'> | null;
}

export async function readTablePage<T extends DocData>(
  query: Query<T>,
  order: TableOrder,
  limit: number,
  after: Omit<TableCursor, 'total'> | null,
): Promise<TablePage<T>> {
  let q = query.orderBy(order.field, order.descending ? 'desc' : 'asc');
  if (after) q = q.startAfter(after.value, after.id);
  // One row more than asked tells whether another page follows.
  const snaps = await q.limit(limit + 1).get();
  const docs = snaps.docs.slice(0, limit);
  const last = docs[docs.length - 1];
  const value = last?.data()?.[order.field];
  const next =
    snaps.docs.length > limit && last && (typeof value === 'string' || typeof value === 'number')
      ? { value, id: last.id }
      : null;
  return { docs, next };
}
