import type { SortDirection } from '@/lib/sort';
import './sort-button.css';

interface SortButtonProps {
  label: string;
  /** How the table is ordered by this column; the header cell carries the same as `aria-sort`. */
  direction: SortDirection | 'none';
  onSort: () => void;
}

const ARROWS = { ascending: '↑', descending: '↓', none: '↕' } as const;

/** A column heading that orders the table by its column, and turns the order round when clicked again. */
export function SortButton({ label, direction, onSort }: SortButtonProps) {
  return (
    <button type="button" className="sort-button" data-sort={direction} onClick={onSort}>
      {label}
      <span className="sort-arrow" aria-hidden="true">
        {ARROWS[direction]}
      </span>
    </button>
  );
}
