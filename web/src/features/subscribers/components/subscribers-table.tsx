import { newsletterDisplayName } from '@listkeep/common/src/footer';
import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { SortButton } from '@/components/sort-button';
import { ariaSort } from '@/lib/sort';
import { isSubscribedTo } from '../utils/filter-subscribers';
import type { SubscriberSort, SubscriberSortKey } from '../utils/sort-subscribers';
import { TagChips } from './tag-chips';

/**
 * Rows have a fixed height (cells truncate) so the virtualiser never has to
 * measure: measuring makes every scroll frame walk all rows, which is what
 * stutters at 100 000 of them. Narrow screens get taller card rows.
 */
const ROW_HEIGHT = 56;
const CARD_HEIGHT = 124;
/** Where the rows become cards: the `.vtable` media query of styles.css says the same width. */
const NARROW = '(max-width: 1120px)';
/** Badges shown in a row; the rest are summed up as "+N". */
const MAX_BADGES = 2;

function useNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(NARROW).matches,
  );
}

/** Which rows are ticked, for those who may act on several at once. */
export interface TableSelection {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** How many of the rows shown are ticked. */
  shown: 'all' | 'some' | 'none';
  onToggleAll: () => void;
}

export interface SubscribersTableProps {
  subscribers: readonly Subscriber[];
  newsletters: readonly Newsletter[];
  canEdit: boolean;
  onEdit: (subscriber: Subscriber) => void;
  onDelete: (subscriber: Subscriber) => void;
  /** Opens the subscriber's history; every role may read it. */
  onHistory: (subscriber: Subscriber) => void;
  sort: SubscriberSort;
  onSort: (key: SubscriberSortKey) => void;
  /** Null for a role that cannot act on several subscribers. */
  selection: TableSelection | null;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function shortDate(value: { seconds: number } | null | undefined): string {
  return value && typeof value.seconds === 'number' ? dateFormat.format(value.seconds * 1000) : '–';
}

/**
 * The subscribers table, virtualised: only the rows in view (plus a few)
 * are in the DOM, so 100 000 rows scroll as smoothly as 100. On narrow
 * screens the same rows are laid out as cards.
 */
export function SubscribersTable(props: SubscribersTableProps) {
  const { subscribers, newsletters, canEdit, onEdit, onDelete, onHistory, selection } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const names = new Map(newsletters.map((n) => [n.id, newsletterDisplayName(n)]));
  const narrow = useNarrow();
  const rowHeight = narrow ? CARD_HEIGHT : ROW_HEIGHT;
  // Stable callbacks: a new getItemKey on every render makes the virtualiser recompute all row offsets.
  const getItemKey = useCallback((index: number) => subscribers[index].id, [subscribers]);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const virtualizer = useVirtualizer({
    count: subscribers.length,
    getScrollElement,
    estimateSize,
    overscan: 10,
    getItemKey,
  });
  useEffect(() => {
    virtualizer.measure();
  }, [rowHeight, virtualizer]);
  // A new order starts from its first row.
  const { key: sortKey, direction: sortDirection } = props.sort;
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [sortKey, sortDirection]);

  return (
    <div
      className={selection ? 'vtable vtable-selectable' : 'vtable'}
      role="table"
      aria-label="Subscribers"
      aria-rowcount={subscribers.length + 1}
      data-testid="subscribers-table"
    >
      <div className="vtable-head" role="rowgroup">
        <SubscribersHead {...props} />
      </div>
      <div ref={scrollRef} className="vtable-scroll" role="rowgroup">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const s = subscribers[item.index];
            return (
              <div
                key={item.key}
                data-index={item.index}
                className="vtable-row vtable-body-row"
                role="row"
                aria-rowindex={item.index + 2}
                data-testid="subscriber-row"
                style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}
              >
                {selection && (
                  <div role="cell" className="vtable-select">
                    <input
                      type="checkbox"
                      checked={selection.selected.has(s.id)}
                      onChange={() => selection.onToggle(s.id)}
                      aria-label={`Select ${s.subscriberEmail}`}
                    />
                  </div>
                )}
                <div
                  role="cell"
                  className="vtable-email"
                  data-label="Email"
                  title={s.subscriberEmail}
                  data-testid="subscriber-email"
                >
                  {s.subscriberEmail}
                </div>
                <div
                  role="cell"
                  data-label="Name"
                  className={s.subscriberName ? 'vtable-name' : 'vtable-name vtable-name-none'}
                  title={s.subscriberName || undefined}
                >
                  {s.subscriberName || <span className="faint">–</span>}
                </div>
                <div role="cell" data-label="Newsletters" className="vtable-lists">
                  {(s.newsletterIDs ?? []).length === 0 ? (
                    <span className="faint">None</span>
                  ) : (
                    <>
                      {s.newsletterIDs.slice(0, MAX_BADGES).map((id) => {
                        const on = isSubscribedTo(s, id);
                        const name = names.get(id) ?? 'Deleted list';
                        return (
                          <span
                            key={id}
                            className={on ? 'badge badge-success' : 'badge badge-off'}
                            title={`${name}: ${on ? 'subscribed' : 'unsubscribed'}`}
                          >
                            {name}
                            {!on && <span className="sr-only"> (unsubscribed)</span>}
                          </span>
                        );
                      })}
                      {s.newsletterIDs.length > MAX_BADGES && (
                        <span
                          className="badge"
                          title={s.newsletterIDs
                            .slice(MAX_BADGES)
                            .map(
                              (id) =>
                                `${names.get(id) ?? 'Deleted list'}${isSubscribedTo(s, id) ? '' : ' (unsubscribed)'}`,
                            )
                            .join(', ')}
                        >
                          +{s.newsletterIDs.length - MAX_BADGES}
                        </span>
                      )}
                    </>
                  )}
                </div>
                <div role="cell" data-label="Tags" className="vtable-tags">
                  <TagChips tags={s.tags} />
                </div>
                <div role="cell" data-label="Added" className="muted">
                  {shortDate(s.createdAt)}
                </div>
                <div role="cell" className="vtable-actions">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => onHistory(s)}
                    aria-label={`History of ${s.subscriberEmail}`}
                  >
                    History
                  </button>
                  {canEdit && (
                    <>
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        onClick={() => onEdit(s)}
                        aria-label={`Edit ${s.subscriberEmail}`}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm btn-ghost-danger"
                        onClick={() => onDelete(s)}
                        aria-label={`Delete ${s.subscriberEmail}`}
                      >
                        Delete
                      </button>
                    </>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** The column headings: tick all, and order by address, name or the day added. */
function SubscribersHead({ sort, onSort, selection }: SubscribersTableProps) {
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
      <div className="vtable-name" {...sortable('name', 'Name')} />
      <div role="columnheader" className="vtable-lists">
        Newsletters
      </div>
      <div role="columnheader" className="vtable-tags">
        Tags
      </div>
      <div className="vtable-added" {...sortable('date', 'Added')} />
      <div role="columnheader" className="vtable-actions">
        <span className="sr-only">Actions</span>
      </div>
    </div>
  );
}
