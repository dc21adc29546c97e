import type { Subscriber } from '@listkeep/common/src/entities';
import { countText, formatCount } from '@listkeep/common/src/count-text';
import { LoadError } from '@/components/load-error';
import { CenteredSpinner, Spinner } from '@/components/ui/spinner';
import { SubscribersTable, type SubscribersTableProps } from './subscribers-table';

interface SubscribersListProps extends Omit<SubscribersTableProps, 'subscribers' | 'all'> {
  /** Every subscriber of the team, or those loaded so far; undefined before the first page. */
  all: readonly Subscriber[] | undefined;
  /** Those of `all` on the picked lists (or on none). */
  inScope: readonly Subscriber[];
  /** The picked lists' name when the team has several, for the count. */
  scopeLabel: string | null;
  /** Whether `all` is the whole list. */
  complete: boolean;
  /** Those the filters let through. */
  shown: readonly Subscriber[];
  failed: boolean;
  onRetry: () => void;
  /** How many have arrived while a long list is loading. */
  loaded: number;
}

/** The subscribers table, or what stands in for it while loading, on failure, or with none to show. */
export function SubscribersList(props: SubscribersListProps) {
  const { all, inScope, scopeLabel, complete, shown, failed, onRetry, loaded, ...table } = props;
  if (failed) return <LoadError title="The subscribers could not be loaded" onRetry={onRetry} />;
  if (!all) {
    return (
      <div className="stack-sm" style={{ alignItems: 'center' }}>
        <CenteredSpinner label="Loading subscribers" />
        {loaded > 0 && (
          <p className="small muted" role="status">
            {countText(loaded, 'subscriber')} loaded…
          </p>
        )}
      </div>
    );
  }
  if (all.length === 0 && complete) {
    return (
      <div className="empty" data-testid="subscribers-empty">
        <strong>No subscribers yet</strong>
        Add them one by one, paste a list, or upload a CSV exported from another tool.
      </div>
    );
  }
  return (
    <>
      {complete ? (
        <p className="small muted" data-testid="subscribers-count" aria-live="polite">
          Showing {formatCount(shown.length)} of {countText(inScope.length, 'subscriber')}
          {scopeLabel && ` in ${scopeLabel}`}
        </p>
      ) : (
        <p className="small muted row" data-testid="subscribers-loading" role="status">
          <Spinner size="sm" label="" />
          <span>
            Showing {formatCount(shown.length)} of the first {countText(all.length, 'subscriber')}. Loading the rest:{' '}
            {formatCount(loaded)} so far…
          </span>
        </p>
      )}
      {shown.length === 0 ? (
        <div className="empty">
          <strong>No subscribers match these filters</strong>
        </div>
      ) : (
        <SubscribersTable subscribers={shown} all={all} {...table} />
      )}
    </>
  );
}
