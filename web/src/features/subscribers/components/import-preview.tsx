import { formatCount } from '@listkeep/common/src/count-text';
import {
  IMPORT_VERDICTS,
  importVerdictText,
  type ImportPreview,
  type ImportVerdict,
} from '@listkeep/common/src/import-preview';
import { KEPT_OUT_REASONS } from '@listkeep/common/src/import-status';
import type { ListedAddress } from '@listkeep/common/src/mail-list';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { rowDetail, rowsShown, type VerdictFilter } from '../utils/import-preview';
import '@/components/filters.css';
import '../import.css';

/** Verdicts only a file with statuses gives: offered as filters when some row has them. */
const KEPT_OUT_VERDICTS = new Set<VerdictFilter>(KEPT_OUT_REASONS);

/** Rows have one fixed height (text truncates) so the virtualiser never measures, however long the list. */
const ROW_HEIGHT = 52;

const TONE: Record<ImportVerdict, string> = {
  new: 'badge badge-success',
  added: 'badge badge-primary',
  'on-list': 'badge',
  'opted-out': 'badge badge-warning',
  unsubscribed: 'badge badge-warning',
  bounced: 'badge badge-warning',
  complained: 'badge badge-warning',
  duplicate: 'badge',
  invalid: 'badge badge-warning',
};

interface ImportPreviewTableProps {
  preview: ImportPreview;
  /** The list's entries, as given: row i of the preview is entry i. */
  entries: readonly ListedAddress[];
  nameOf: (listID: string) => string;
  /** The tool or file that says who left, as the kept-out verdicts name it. */
  keptOutIn: string;
}

/**
 * The verdict on each row, counted per verdict first; the counts filter the
 * rows, which are virtualised so that a list of tens of thousands scrolls as
 * one of ten.
 */
export function ImportPreviewTable({ preview, entries, nameOf, keptOutIn }: ImportPreviewTableProps) {
  const [filter, setFilter] = useState<VerdictFilter>('all');
  const shown = useMemo(() => rowsShown(preview.rows, filter), [preview.rows, filter]);
  const name = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const estimateSize = useCallback(() => ROW_HEIGHT, []);
  const getItemKey = useCallback((index: number) => shown[index], [shown]);
  const virtualizer = useVirtualizer({ count: shown.length, getScrollElement, estimateSize, getItemKey, overscan: 8 });
  const options: [VerdictFilter, string, number][] = [
    ['all', 'All rows', preview.rows.length],
    ...IMPORT_VERDICTS.map((v): [VerdictFilter, string, number] => [
      v,
      importVerdictText(v, keptOutIn),
      preview.counts[v],
    ]).filter(([v, , count]) => count > 0 || !KEPT_OUT_VERDICTS.has(v)),
  ];

  return (
    <div className="stack-sm">
      <fieldset className="filter-group" data-testid="import-verdict-counts">
        <legend className="sr-only">Show the rows that are</legend>
        <div className="chip-row">
          {options.map(([value, label, count]) => (
            <label key={value} className="chip verdict-chip" data-testid={`verdict-${value}`}>
              <input
                type="radio"
                name={name}
                value={value}
                checked={filter === value}
                disabled={count === 0 && value !== 'all'}
                onChange={() => {
                  setFilter(value);
                  scrollRef.current?.scrollTo({ top: 0 });
                }}
              />
              <span>{label}</span>
              <strong className="verdict-count">{formatCount(count)}</strong>
            </label>
          ))}
        </div>
      </fieldset>
      <div
        className="preview-table"
        role="table"
        aria-label="Rows of the list and what the import does with each"
        aria-rowcount={shown.length}
        data-testid="import-preview-rows"
      >
        <div ref={scrollRef} className="preview-scroll" role="rowgroup">
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const at = shown[item.index];
              const row = preview.rows[at];
              const detail = rowDetail(row, entries[at]?.email ?? '', nameOf);
              return (
                <div
                  key={item.key}
                  className="preview-row"
                  role="row"
                  aria-rowindex={item.index + 1}
                  data-testid="import-preview-row"
                  style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                >
                  <span role="cell" className="preview-number faint">
                    {formatCount(at + 1)}
                  </span>
                  <span role="cell" className="preview-address" title={entries[at]?.email}>
                    <span className="preview-email">{entries[at]?.email}</span>
                    {entries[at]?.name && (
                      <span className="preview-name small muted" data-testid="import-preview-name">
                        {entries[at].name}
                      </span>
                    )}
                  </span>
                  <span role="cell" className="preview-verdict">
                    <span className={TONE[row.verdict]}>{importVerdictText(row.verdict, keptOutIn)}</span>
                  </span>
                  <span role="cell" className="preview-detail small muted" title={detail || undefined}>
                    {detail}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
