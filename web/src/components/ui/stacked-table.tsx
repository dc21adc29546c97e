import type { ReactNode } from 'react';

interface StackedTableProps {
  /** Column headings; on narrow screens each cell shows its own `data-label` instead. */
  columns: readonly string[];
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
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
