import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import { formatCount } from '@listkeep/common/src/import';
import { LoadError } from '@/components/load-error';
import { CenteredSpinner } from '@/components/ui/spinner';
import { SubscribersTable } from './subscribers-table';

interface SubscribersListProps {
  /** Every subscriber of the team, undefined while loading. */
  all: readonly Subscriber[] | undefined;
  /** Those the filters let through. */
  shown: readonly Subscriber[];
  failed: boolean;
  onRetry: () => void;
  /** How many have arrived while a long list is loading. */
  loaded: number;
  newsletters: readonly Newsletter[];
  canEdit: boolean;
  onEdit: (subscriber: Subscriber) => void;
  onDelete: (subscriber: Subscriber) => void;
}

/** The subscribers table, or what stands in for it while loading, on failure, or with none to show. */
export function SubscribersList({ all, shown, failed, onRetry, loaded, ...table }: SubscribersListProps) {
  if (failed) return <LoadError title="The subscribers could not be loaded" onRetry={onRetry} />;
  if (!all) {
    return (
      <div className="stack-sm" style={{ alignItems: 'center' }}>
        <CenteredSpinner label="Loading subscribers" />
        {loaded > 0 && (
          <p className="small muted" role="status">
            {formatCount(loaded)} subscribers loaded…
          </p>
        )}
      </div>
    );
  }
  if (all.length === 0) {
    return (
      <div className="empty" data-testid="subscribers-empty">
        <strong>No subscribers yet</strong>
        Add them one by one, paste a list, or upload a CSV exported from another tool.
      </div>
    );
  }
  return (
    <>
      <p className="small muted" data-testid="subscribers-count" aria-live="polite">
        Showing {formatCount(shown.length)} of {formatCount(all.length)} subscribers
      </p>
      {shown.length === 0 ? (
        <div className="empty">
          <strong>No subscribers match these filters</strong>
        </div>
      ) : (
        <SubscribersTable subscribers={shown} {...table} />
      )}
    </>
  );
}
