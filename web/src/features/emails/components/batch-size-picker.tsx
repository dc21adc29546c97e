import { countText, formatCount } from '@listkeep/common/src/count-text';
import type { SendState } from '@listkeep/common/src/entities';
import { SEND_BATCH_SIZES } from '@listkeep/common/src/send-plan';
import type { SendLimits } from '@listkeep/common/src/send-providers';
import { Segmented } from '@/components/segmented';

export interface BatchSizePickerProps {
  state: SendState;
  limits: SendLimits;
  onPick: (size: number) => void;
}

/** The batch size, open until a batch is marked; a size past the mailbox's cap on one message says so. */
export function BatchSizePicker({ state, limits, onPick }: BatchSizePickerProps) {
  const locked = state.batches.some((b) => b.marked !== null);
  const size = state.batchSize ?? 0;
  const sizes = SEND_BATCH_SIZES.filter((option) => option <= limits.perMessage);
  const value = String(size);
  const options = [...new Set([...sizes.map(String), value])].map((option) => ({ value: option, label: option }));
  const tooBig = size > limits.perMessage && (
    <p className="small field-error" data-testid="batch-too-big">
      {`Batches of ${formatCount(size)} are more than ${limits.label} takes in one message (${formatCount(limits.perMessage)}).`}
      {!locked && (
        <>
          {' '}
          <button type="button" className="btn-link" onClick={() => onPick(limits.perMessage)}>
            {`Split again in batches of ${formatCount(limits.perMessage)}`}
          </button>
        </>
      )}
    </p>
  );
  return (
    <div className="stack-sm">
      {locked ? (
        <p className="small muted">{countText(size, 'address', 'addresses')} per batch.</p>
      ) : (
        <Segmented label="Addresses per batch" value={value} options={options} onChange={(v) => onPick(Number(v))} />
      )}
      {tooBig}
    </div>
  );
}
