import {
  chainCheckProgressText,
  checkReceiptPages,
  receiptVerdictText,
  type ConsentReceipt,
  type ReceiptRecord,
} from '@listkeep/common/src/consent-chain';
import { CONSENT_FILE_MESSAGES, readConsentFile } from '@listkeep/common/src/consent-files';
import { consentKind } from '@listkeep/common/src/consent-sources';
import { countText } from '@listkeep/common/src/count-text';
import { useEffect, useRef, useState } from 'react';
import { ConsentEvent } from '@/components/consent-event';
import { TextWithAddresses } from '@/components/ui/address';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/errors';
import { getConsentChain } from '../api/get-consent-chain';
import '@/components/consent-event.css';
import '@/components/ui/dialog.css';

interface CheckReceiptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  teamID: string;
}

/**
 * Checks a recipient's receipt against the team's chain as it is now
 * (common/src/consent-chain.ts), in the browser: the file goes nowhere. The
 * chain is checked as its pages arrive, holding one or two of them, with the
 * records checked so far shown; closing the dialog stops the reading.
 */
export function CheckReceiptDialog({ open, onOpenChange, teamID }: CheckReceiptDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Check a receipt"
      description="A subscriber’s receipt of their consent records, checked against your team’s chain as it is now."
      size="lg"
      testId="check-receipt-dialog"
    >
      {/* Mounted on each opening, so it starts with no file. */}
      {open && <ReceiptCheckForm teamID={teamID} />}
    </Dialog>
  );
}

type Picked = { receipt: ConsentReceipt; error?: never } | { receipt?: never; error: string };

type Run =
  /** `total` is the chain's length, known once its first page is in. */
  | { state: 'checking'; read: number; total: number | null }
  | { state: 'done'; ok: boolean; lines: string[] }
  | { state: 'failed'; message: string };

function ReceiptCheckForm({ teamID }: { teamID: string }) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const running = useRef<AbortController | null>(null);
  const stop = () => {
    running.current?.abort();
    running.current = null;
    setRun(null);
  };
  // Closing the dialog unmounts this: the chain is no longer read.
  useEffect(() => () => running.current?.abort(), []);

  const check = async (receipt: ConsentReceipt) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    // A stopped check says nothing more, whatever was under way when it stopped.
    const show = (next: Run) => signal.aborted || setRun(next);
    show({ state: 'checking', read: 0, total: null });
    try {
      const chain = await getConsentChain(teamID, signal);
      const total = chain.head.seq;
      show({ state: 'checking', read: 0, total });
      const verdict = await checkReceiptPages(receipt, chain, {
        signal,
        onRead: (read) => show({ state: 'checking', read, total }),
      });
      show({ state: 'done', ok: verdict.ok, lines: receiptVerdictText(verdict, chain.head) });
    } catch (error) {
      show({ state: 'failed', message: errorMessage(error, 'The chain could not be read. Please try again.') });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };
  const pick = async (file: File | undefined) => {
    stop();
    if (!file) return setPicked(null);
    const read = readConsentFile(await file.text());
    if (read.kind === 'receipt') return setPicked({ receipt: read.receipt });
    setPicked({ error: read.kind === 'chain' ? CONSENT_FILE_MESSAGES.chainNotReceipt : read.message });
  };
  const receipt = picked?.receipt;
  const checking = run?.state === 'checking';

  return (
    <div className="stack">
      <TextField
        label="Receipt file"
        type="file"
        accept=".html,.json,text/html,application/json"
        onChange={(e) => void pick(e.target.files?.[0])}
        error={picked?.error}
        hint="The file the subscriber downloaded from their preferences page and sent you."
        data-testid="receipt-file"
      />
      {receipt && <ReceiptSummary receipt={receipt} />}
      {run?.state === 'checking' && (
        <div className="stack-sm" role="status" data-testid="receipt-progress">
          <span className="small">
            {run.total === null ? 'Reading the team’s chain…' : chainCheckProgressText(run.read, run.total)}
          </span>
          {/* Without a value until the chain's length is known: a bar that only says "working". */}
          <progress
            className="progress"
            aria-label="Records of the chain checked"
            max={run.total || 1}
            value={run.total === null ? undefined : run.read}
          />
        </div>
      )}
      {run?.state === 'failed' && (
        <p className="form-error" role="alert">
          {run.message}
        </p>
      )}
      {run?.state === 'done' && (
        <div className="stack-sm" data-testid="receipt-verdict">
          <p className={run.ok ? 'form-success' : 'form-error'} role="status">
            {run.lines[0]}
          </p>
          {run.lines.slice(1).map((line) => (
            <p key={line} className="small">
              {line}
            </p>
          ))}
        </div>
      )}
      <div className="dialog-footer">
        {checking && (
          <Button variant="secondary" onClick={stop} data-testid="receipt-stop">
            Stop
          </Button>
        )}
        <Button
          onClick={() => receipt && void check(receipt)}
          disabled={!receipt}
          loading={checking}
          data-testid="receipt-check"
        >
          Check against the chain
        </Button>
      </div>
    </div>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What the receipt says, as the subscriber sees it in their file. */
function ReceiptSummary({ receipt }: { receipt: ConsentReceipt }) {
  const issued = new Date(receipt.issuedAt);
  return (
    <div className="stack-sm" data-testid="receipt-summary">
      <p className="small">
        <TextWithAddresses
          text={`Receipt of ${receipt.address} from ${receipt.sender || 'this team'}, downloaded ${timeFormat.format(issued)}: ${countText(receipt.records.length + receipt.unchained.length + (receipt.unsequenced?.length ?? 0), 'record')}.`}
        />
      </p>
      {receipt.records.length > 0 && (
        <ol className="history-list">
          {receipt.records.map((record) => (
            <ReceiptLine key={record.seq} record={record} />
          ))}
        </ol>
      )}
    </div>
  );
}

function ReceiptLine({ record }: { record: ReceiptRecord }) {
  return (
    <ConsentEvent
      at={new Date(record.at)}
      action={record.action}
      listName={record.list}
      kind={record.kind ?? consentKind(record.source)}
    >
      {record.how} · record {record.seq}
    </ConsentEvent>
  );
}
