import type { ReactNode } from 'react';
import { SortButton } from '@/components/sort-button';
import type { SortDirection } from '@/lib/sort';
import './table.css';

/** A heading that orders the table by its column. */
export interface SortableColumn {
  label: string;
  direction: SortDirection | 'none';
  onSort: () => void;
}

interface StackedTableProps {
  /**
   * Column headings; on narrow screens each cell shows its own `data-label`
   * instead, and the sortable headings stay as a bar of sort buttons.
   */
  columns: readonly (string | SortableColumn)[];
  hover?: boolean;
  testId?: string;
  /** The body's rows. */
  children: ReactNode;
}

/** A table whose rows stack into labelled cards on narrow screens. */
export function StackedTable({ columns, hover, testId, children }: StackedTableProps) {
  return (
    <div className="table-wrap">
      <table className={hover ? 'table table-stack table-hover' : 'table table-stack'} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" aria-sort={column.direction} className="th-sortable">
                  <SortButton {...column} />
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
