import { countText, formatCount } from '@listkeep/common/src/count-text';
import type { ImportHistoryEntry, Newsletter, Timestamp } from '@listkeep/common/src/entities';
import { newsletterDisplayName } from '@listkeep/common/src/footer';
import { IMPORT_UNDO_DAYS, undoSummary } from '@listkeep/common/src/import-history';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CenteredSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { importHistoryQueryOptions } from '../api/get-import-history';
import { useUndoImport } from '../api/undo-import';
import '../import.css';

interface ImportHistoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  teamID: string;
  newsletters: readonly Newsletter[];
  /** Whether the reader may undo an import (manageSubscribers); everyone in the team may read the history. */
  canUndo: boolean;
}

/** The team's latest imports, and the undo of one (docs/product.md §4 Undoing an import). */
export function ImportHistoryDialog({ open, onOpenChange, teamID, newsletters, canUndo }: ImportHistoryDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import history"
      description={`An import can be undone for ${IMPORT_UNDO_DAYS} days: the subscribers it added go and the lists it added are taken off, unless someone changed them since.`}
      size="lg"
      testId="import-history-dialog"
    >
      {/* Mounts on each opening, so the history is read afresh. */}
      <ImportHistoryList teamID={teamID} newsletters={newsletters} canUndo={canUndo} />
    </Dialog>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOf = (t: Timestamp) => new Date(t.seconds * 1000 + t.nanoseconds / 1e6);

function ImportHistoryList({ teamID, newsletters, canUndo }: Omit<ImportHistoryDialogProps, 'open' | 'onOpenChange'>) {
  const query = useQuery(importHistoryQueryOptions(teamID));
  if (query.isError) {
    return <LoadError title="The import history could not be loaded" onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <CenteredSpinner label="Loading the import history" />;
  const { imports } = query.data;
  if (imports.length === 0) {
    return (
      <p className="muted" data-testid="import-history-empty">
        No imports yet. Each import that adds subscribers shows here.
      </p>
    );
  }
  const names = new Map(newsletters.map((n) => [n.id, newsletterDisplayName(n)]));
  return (
    <ol className="import-history" data-testid="import-history">
      {imports.map((entry) => (
        <ImportHistoryItem
          key={entry.id}
          entry={entry}
          teamID={teamID}
          listNames={entry.newsletterIDs.map((id) => names.get(id) ?? 'a deleted list')}
          canUndo={canUndo}
        />
      ))}
    </ol>
  );
}

/** What an undo of the entry will do, as a question. */
function undoQuestion({ created, added }: ImportHistoryEntry): string {
  const parts = [
    created > 0 && `delete the ${countText(created, 'subscriber')} this import created`,
    added > 0 && `take the ${countText(added, 'existing subscriber')} it put on a list off that list again`,
  ].filter(Boolean);
  const question = parts.join(' and ');
  return `${question.charAt(0).toUpperCase()}${question.slice(1)}?`;
}

interface ItemProps {
  entry: ImportHistoryEntry;
  teamID: string;
  listNames: string[];
  canUndo: boolean;
}

function ImportHistoryItem({ entry, teamID, listNames, canUndo }: ItemProps) {
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const undo = useUndoImport();
  const at = dateOf(entry.at);
  const run = () => {
    setFailure(null);
    undo.mutate(
      { teamID, importID: entry.id },
      {
        onSuccess: (counts) => notify(undoSummary(counts), 'success'),
        onError: (error) => setFailure(errorMessage(error, 'The import could not be undone.')),
        onSettled: () => setConfirming(false),
      },
    );
  };
  // An undo that stopped part way may be finished; the server says if it is still running.
  const undoable = canUndo && (entry.undoableUntil !== null || entry.status === 'undoing');
  const undoLabel = entry.status === 'undoing' ? 'Finish the undo' : 'Undo import';

  return (
    <li className="import-entry" data-testid="import-entry">
      <div className="import-entry-head">
        <time className="small muted" dateTime={at.toISOString()}>
          {timeFormat.format(at)}
        </time>
        <span className="small muted">{entry.by ? `by ${entry.by}` : 'by a former member'}</span>
        <span className="small import-entry-source" data-testid="import-entry-source">
          {entry.fileName ?? 'Pasted list'}
        </span>
      </div>
      <p className="import-entry-counts" data-testid="import-entry-counts">
        {countText(entry.created, 'new subscriber')}
        {entry.added > 0 && `, ${formatCount(entry.added)} existing added to a list`} · {listNames.join(', ')}
      </p>
      {entry.status === 'undone' && entry.undo && (
        <p className="small" data-testid="import-entry-undone">
          {undoSummary(entry.undo)}
          {entry.undo.by && ` By ${entry.undo.by}.`}
        </p>
      )}
      {entry.status === 'undoing' && (
        <p className="small muted" data-testid="import-entry-undoing">
          Being undone…
        </p>
      )}
      {entry.status === 'done' && entry.undoableUntil === null && (
        <p className="small faint">More than {IMPORT_UNDO_DAYS} days old: it can no longer be undone.</p>
      )}
      {undoable && !confirming && (
        <div className="row">
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} data-testid="import-undo">
            {undoLabel}
          </Button>
          {entry.undoableUntil && (
            <span className="small faint">until {timeFormat.format(dateOf(entry.undoableUntil))}</span>
          )}
        </div>
      )}
      {confirming && (
        <div className="import-undo-confirm stack-sm" role="group" aria-label="Undo this import">
          <p className="small">
            {undoQuestion(entry)} Subscribers changed since, by your team or by the recipient, stay as they are.
          </p>
          <div className="row">
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)} disabled={undo.isPending}>
              Keep it
            </Button>
            <Button variant="danger" size="sm" onClick={run} loading={undo.isPending} data-testid="import-undo-confirm">
              Undo import
            </Button>
          </div>
        </div>
      )}
      {failure && (
        <p className="form-error small" role="alert" data-testid="import-undo-error">
          {failure}
        </p>
      )}
    </li>
  );
}
