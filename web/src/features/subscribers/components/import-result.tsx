import { countText, formatCount } from '@listkeep/common/src/count-text';
import { alreadyExistedMessage } from '@listkeep/common/src/import';
import { IMPORT_UNDO_DAYS } from '@listkeep/common/src/import-history';
import { KEPT_OUT_SUMMARY } from '@listkeep/common/src/import-status';
import { TextWithAddresses } from '@/components/ui/address';
import { Button } from '@/components/ui/button';
import type { ImportOutcome } from '../utils/import-outcome';
import '@/components/ui/dialog.css';

/** How an import went: added and updated counts, or where it stopped, and the addresses worth a second look. */
export function ImportResultView({ outcome, onDone }: { outcome: ImportOutcome; onDone: () => void }) {
  const added = outcome.createdSubscriberIDs.length;
  const updated = outcome.updatedSubscriberIDs.length;
  return (
    <div className="stack" data-testid="import-result">
      {outcome.error ? (
        <p className="form-error" role="alert">
          {outcome.error}
        </p>
      ) : (
        <p className="form-success" role="status" data-testid="import-summary">
          {countText(added, 'new subscriber')} added
          {updated > 0 ? `, ${formatCount(updated)} existing added to the chosen lists` : ''}.
        </p>
      )}
      {outcome.leftOut > 0 && (
        <p className="form-warning" data-testid="import-left-out">
          The plan took the first addresses only; the other {formatCount(outcome.leftOut)} were not imported.
        </p>
      )}
      {outcome.alreadyExists.length > 0 && (
        <p className="form-warning" role="alert" data-testid="import-already">
          <TextWithAddresses text={alreadyExistedMessage(outcome.alreadyExists)} />
        </p>
      )}
      {outcome.optedOut.length > 0 && (
        <p className="form-warning" data-testid="import-opted-out">
          <TextWithAddresses text={`${KEPT_OUT_SUMMARY}: ${outcome.optedOut.join(', ')}`} />
        </p>
      )}
      {outcome.duplicates.length > 0 && (
        <p className="small muted" data-testid="import-duplicates">
          <TextWithAddresses text={`Listed more than once and imported once: ${outcome.duplicates.join(', ')}`} />
        </p>
      )}
      {added + updated > 0 && (
        <p className="small muted" data-testid="import-undo-hint">
          Changed your mind? Undo it within {IMPORT_UNDO_DAYS} days from Import history, beside Import.
        </p>
      )}
      <div className="dialog-footer">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
