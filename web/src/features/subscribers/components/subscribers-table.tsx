import { newsletterDisplayName } from '@listkeep/common/src/footer';
import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from 'react';
import type { SubscriberSort, SubscriberSortKey } from '@listkeep/common/src/subscriber-query';
import { columnTemplate, tableColumns, type TableColumns } from '../utils/table-columns';
import { SubscriberRow } from './subscriber-row';
import { SubscribersHead } from './subscribers-head';
import '../subscribers.css';

/**
 * Rows have a fixed height (cells truncate) so the virtualiser never has to
 * measure: measuring makes every scroll frame walk all rows, which is what
 * stutters at 100 000 of them. Narrow screens get taller card rows.
 */
const ROW_HEIGHT = 56;
const CARD_HEIGHT = 124;
/** Where the rows become cards: the `.vtable` media query of subscribers.css says the same width. */
const NARROW = '(max-width: 1120px)';

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
  /** The rows loaded so far: the columns none of them has a value for are left out. */
  subscribers: readonly Subscriber[];
  /** How many match in all, loaded or not. */
  total: number;
  /** The team's tags: with any, the tags column shows. */
  teamTags: readonly string[];
  /** Asks for the next page; called as the rows in view near the last one loaded. */
  onNearEnd: () => void;
  newsletters: readonly Newsletter[];
  canEdit: boolean;
  onEdit: (subscriber: Subscriber) => void;
  onDelete: (subscriber: Subscriber) => void;
  /** Opens the subscriber's history; every role may read it. */
  onHistory: (subscriber: Subscriber) => void;
  sort: SubscriberSort;
  onSort: (key: SubscriberSortKey) => void;
  /** The rows are a search's, which the date cannot order. */
  searching: boolean;
  /** Changes with each new search or filter: the rows then start from the first. */
  resetKey: string;
  /** Null for a role that cannot act on several subscribers. */
  selection: TableSelection | null;
}

interface BodyProps extends SubscribersTableProps {
  columns: TableColumns;
  names: ReadonlyMap<string, string>;
}

/**
 * The subscribers table, virtualised: only the rows in view (plus a few)
 * are in the DOM, so 100 000 rows scroll as smoothly as 100. On a wide
 * screen the rows scroll in a box under a fixed head; on a narrow one they
 * are cards that scroll with the page, never a box of their own.
 */
export function SubscribersTable(props: SubscribersTableProps) {
  const { newsletters, selection, subscribers, total, teamTags } = props;
  const narrow = useNarrow();
  const hasSelection = selection !== null;
  const columns = useMemo(
    () => tableColumns(subscribers, hasSelection, teamTags),
    [subscribers, hasSelection, teamTags],
  );
  const names = useMemo(() => new Map(newsletters.map((n) => [n.id, newsletterDisplayName(n)])), [newsletters]);
  const Body = narrow ? PageBody : BoxBody;
  return (
    <div
      className="vtable"
      role="table"
      aria-label="Subscribers"
      aria-rowcount={total + 1}
      data-testid="subscribers-table"
      style={{ '--vtable-columns': columnTemplate(columns) } as CSSProperties}
    >
      <div className="vtable-head" role="rowgroup">
        <SubscribersHead {...props} columns={columns} />
      </div>
      <Body {...props} columns={columns} names={names} />
    </div>
  );
}

/** Stable options: a new getItemKey on every render makes the virtualiser recompute all row offsets. */
function useRowOptions(subscribers: readonly Subscriber[], rowHeight: number) {
  // The virtualiser may ask once more for a row of a longer list that a new search has just replaced.
  const getItemKey = useCallback((index: number) => subscribers[index]?.id ?? index, [subscribers]);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  return { count: subscribers.length, getItemKey, estimateSize, overscan: 10 };
}

/** Rows left below the view when the next page is asked for: a scroll at reading speed never meets the end. */
const NEAR_END = 100;

/** The rows the virtualiser has in view, each at its place in the body. */
function Rows({ virtualizer, offset, rowHeight, ...props }: BodyProps & RowsPlacement) {
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? -1;
  const { subscribers, onNearEnd } = props;
  useEffect(() => {
    if (last >= subscribers.length - NEAR_END) onNearEnd();
  }, [last, subscribers.length, onNearEnd]);
  return (
    <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {items.map(
        (item) =>
          subscribers[item.index] && (
            <SubscriberRow
              key={item.key}
              {...props}
              subscriber={subscribers[item.index]}
              index={item.index}
              top={item.start - offset}
              height={rowHeight}
            />
          ),
      )}
    </div>
  );
}

interface RowsPlacement {
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLDivElement, Element>;
  /** Where the body starts, in the virtualiser's scroll coordinates. */
  offset: number;
  rowHeight: number;
}

/** Rows in a scrolling box of their own, under the head. */
function BoxBody(props: BodyProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const virtualizer = useVirtualizer({ ...useRowOptions(props.subscribers, ROW_HEIGHT), getScrollElement });
  // A new order, search or filter starts from its first row.
  const { sort, resetKey } = props;
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [sort, resetKey]);
  return (
    <div ref={scrollRef} className="vtable-scroll" role="rowgroup">
      <Rows {...props} virtualizer={virtualizer} offset={0} rowHeight={ROW_HEIGHT} />
    </div>
  );
}

/** Cards that scroll with the page: a box inside a phone's page traps the thumb. */
function PageBody(props: BodyProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  // Whatever sits above the table (banners, the selection bar) moves where the rows start, and resizes the page.
  useLayoutEffect(() => {
    const measure = () => setTop((bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(document.body);
    return () => resized.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({ ...useRowOptions(props.subscribers, CARD_HEIGHT), scrollMargin: top });
  // A new order, search or filter starts from its first card, if the page had scrolled past it.
  const { sort, resetKey } = props;
  useEffect(() => {
    const start = (bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (window.scrollY > start) window.scrollTo({ top: start - window.innerHeight / 4 });
  }, [sort, resetKey]);
  return (
    <div ref={bodyRef} className="vtable-page" role="rowgroup">
      <Rows {...props} virtualizer={virtualizer} offset={top} rowHeight={CARD_HEIGHT} />
    </div>
  );
}
