import type { SubscriberSortKey } from '@listkeep/common/src/subscriber-query';
import { useEffect, useRef } from 'react';
import { SortButton } from '@/components/sort-button';
import { ariaSort } from '@/lib/sort';
import type { TableColumns } from '../utils/table-columns';
import { headerSort } from '../utils/table-sort';
import type { SubscribersTableProps } from './subscribers-table';
import '../subscribers.css';

/** The column headings: tick all, and order by address, name or the day added. */
export function SubscribersHead(props: SubscribersTableProps & { columns: TableColumns }) {
  const { onSort, selection, columns, searching } = props;
  const sort = headerSort(props.sort);
  const allBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = selection?.shown === 'some';
  }, [selection?.shown]);
  const sortable = (key: SubscriberSortKey, label: string) => ({
    role: 'columnheader',
    'aria-sort': ariaSort(sort, key),
    children: <SortButton label={label} direction={ariaSort(sort, key)} onSort={() => onSort(key)} />,
  });
  return (
    <div className="vtable-row" role="row" aria-rowindex={1}>
      {selection && (
        <div role="columnheader" className="vtable-select">
          <input
            ref={allBox}
            type="checkbox"
            checked={selection.shown === 'all'}
            onChange={selection.onToggleAll}
            aria-label="Select all shown subscribers"
            data-testid="select-all-subscribers"
          />
        </div>
      )}
      <div className="vtable-email" {...sortable('email', 'Email')} />
      {columns.name && <div className="vtable-name" {...sortable('name', 'Name')} />}
      <div role="columnheader" className="vtable-lists">
        Newsletters
      </div>
      {columns.tags && (
        <div role="columnheader" className="vtable-tags">
          Tags
        </div>
      )}
      {searching ? (
        // A search runs along a text column: the date cannot order it.
        <div className="vtable-added" role="columnheader" aria-sort="none">
          Added
        </div>
      ) : (
        <div className="vtable-added" {...sortable('createdAt', 'Added')} />
      )}
      <div role="columnheader" className="vtable-actions">
        <span className="sr-only">Actions</span>
      </div>
    </div>
  );
}
