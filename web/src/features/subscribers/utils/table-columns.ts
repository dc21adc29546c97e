import type { Subscriber } from '@listkeep/common/src/entities';

/** The optional columns of the subscribers table. */
export interface TableColumns {
  /** A box to tick each row, for those who may act on several. */
  select: boolean;
  /** Someone has a name. */
  name: boolean;
  /**
   * Someone has a tag. A plan without tags has none, unless it lapsed from
   * one with tags: those stay shown, read-only (docs/product.md §3).
   */
  tags: boolean;
}

/**
 * Which columns have something to show, read from every subscriber (not only
 * those the filters let through), so filtering never reshuffles the layout.
 */
export function tableColumns(subscribers: readonly Subscriber[], select: boolean): TableColumns {
  return {
    select,
    name: subscribers.some((s) => Boolean(s.subscriberName)),
    tags: subscribers.some((s) => (s.tags ?? []).length > 0),
  };
}

/**
 * The grid's columns. Rows are laid out one by one (the table is
 * virtualised), so widths cannot follow the content: the address gets the
 * room of a 40-character address before the others share what is left.
 */
export function columnTemplate(columns: TableColumns): string {
  return [
    columns.select && '28px',
    'minmax(330px, 2.4fr)',
    columns.name && 'minmax(60px, 1fr)',
    'minmax(90px, 1.8fr)',
    columns.tags && 'minmax(80px, 1fr)',
    '96px',
    '176px',
  ]
    .filter(Boolean)
    .join(' ');
}
