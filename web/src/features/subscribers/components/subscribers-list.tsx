import type { Subscriber } from '@listkeep/common/src/entities';
import { countText, formatCount } from '@listkeep/common/src/count-text';
import { LoadError } from '@/components/load-error';
import { CenteredSpinner, Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { SubscribersTable, type SubscribersTableProps } from './subscribers-table';

interface SubscribersListProps extends Omit<SubscribersTableProps, 'subscribers' | 'total'> {
  /** The matching subscribers loaded so far, in order; undefined before the first page. */
  rows: readonly Subscriber[] | undefined;
  /** How many match, on every page. */
  total: number | undefined;
  /** How many the picked lists hold, whatever the other filters. */
  scopeTotal: number | undefined;
  /** The picked lists' name when the team has several, for the count. */
  scopeLabel: string | null;
  /** Whether a search or filter is picked: with none, an empty list is a team without subscribers. */
  narrowed: boolean;
  /** A new search, filter or order is on its way: the rows shown are the last one's. */
  updating: boolean;
  /** The next page is on its way. */
  loadingMore: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** The subscribers table, or what stands in for it while loading, on failure, or with none to show. */
export function SubscribersList(props: SubscribersListProps) {
  const { rows, total, scopeTotal, scopeLabel, narrowed, updating, loadingMore, error, onRetry, ...table } = props;
  // A search or filter the server refuses says why, where the rows would be.
  if (error instanceof ApiError && error.status === 400) {
    return (
      <div className="empty" role="alert" data-testid="subscribers-refused">
        <strong>{error.message}</strong>
      </div>
    );
  }
  if (error) return <LoadError title="The subscribers could not be loaded" onRetry={onRetry} />;
  if (!rows) return <CenteredSpinner label="Loading subscribers" />;
  if (rows.length === 0 && !narrowed && !updating) {
    return (
      <div className="empty" data-testid="subscribers-empty">
        <strong>No subscribers yet</strong>
        Add them one by one, paste a list, or upload a CSV exported from another tool.
      </div>
    );
  }
  return (
    <>
      <p className="small muted row" data-testid="subscribers-status">
        <span data-testid="subscribers-count" aria-live="polite">
          {total === undefined ? (
            'Counting…'
          ) : (
            <>
              Showing {formatCount(total)} of {countText(scopeTotal ?? total, 'subscriber')}
              {scopeLabel && ` in ${scopeLabel}`}
            </>
          )}
        </span>
        {updating && <Spinner size="sm" label="Updating" />}
      </p>
      {/* The headers stay with no row to show: their sort is what a search looks at. */}
      <SubscribersTable subscribers={rows} total={total ?? rows.length} {...table} />
      {rows.length === 0 && (
        <div className="empty">
          <strong>No subscribers match these filters</strong>
        </div>
      )}
      {loadingMore && (
        <p className="small muted row" role="status" data-testid="subscribers-more">
          <Spinner size="sm" label="" />
          <span>
            Loading more: {formatCount(rows.length)}
            {total === undefined ? '' : ` of ${formatCount(total)}`} shown so far…
          </span>
        </p>
      )}
    </>
  );
}
