import type { Subscriber } from '@listkeep/common/src/entities';

/** The optional columns of the subscribers table. */
export interface TableColumns {
  /** A box to tick each row, for those who may act on several. */
  select: boolean;
  /** Always: a search or sort by name needs its header, whether the rows loaded so far have names or not. */
  name: boolean;
  /**
   * The team has tags, or a row loaded has one. A plan without tags has none,
   * unless it lapsed from one with tags: those stay shown, read-only
   * (docs/product.md §3).
   */
  tags: boolean;
}

/**
 * Which columns have something to show: read from the team's tags, not only
 * the rows loaded, so filtering and paging rarely reshuffle the layout.
 */
export function tableColumns(
  subscribers: readonly Subscriber[],
  select: boolean,
  teamTags: readonly string[],
): TableColumns {
  return {
    select,
    name: true,
    tags: teamTags.length > 0 || subscribers.some((s) => (s.tags ?? []).length > 0),
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
