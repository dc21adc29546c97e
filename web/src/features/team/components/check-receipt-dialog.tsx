import {
  checkReceipt,
  receiptVerdictText,
  type ConsentReceipt,
  type ReceiptRecord,
} from '@listkeep/common/src/consent-chain';
import { CONSENT_FILE_MESSAGES, readConsentFile } from '@listkeep/common/src/consent-files';
import { countText } from '@listkeep/common/src/count-text';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { TextWithAddresses } from '@/components/ui/address';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/errors';
import { getConsentChain } from '../api/get-consent-chain';

interface CheckReceiptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  teamID: string;
}

/**
 * Checks a recipient's receipt against the team's chain as it is now
 * (common/src/consent-chain.ts), in the browser: the file goes nowhere.
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
      {open && <ReceiptCheck teamID={teamID} />}
    </Dialog>
  );
}

type Picked = { receipt: ConsentReceipt; error?: never } | { receipt?: never; error: string };

function ReceiptCheck({ teamID }: { teamID: string }) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const check = useMutation({
    mutationFn: async (receipt: ConsentReceipt) => {
      const chain = await getConsentChain(teamID);
      const verdict = await checkReceipt(receipt, chain);
      return { ok: verdict.ok, lines: receiptVerdictText(verdict, chain.head) };
    },
  });
  const pick = async (file: File | undefined) => {
    check.reset();
    if (!file) return setPicked(null);
    const read = readConsentFile(await file.text());
    if (read.kind === 'receipt') return setPicked({ receipt: read.receipt });
    setPicked({ error: read.kind === 'chain' ? CONSENT_FILE_MESSAGES.chainNotReceipt : read.message });
  };
  const receipt = picked?.receipt;
  const verdict = check.data;

  return (
    <div className="stack">
      <TextField
        label="Receipt file"
        type="file"
        accept=".json,application/json"
        onChange={(e) => void pick(e.target.files?.[0])}
        error={picked?.error}
        hint="The file the subscriber downloaded from their preferences page and sent you."
        data-testid="receipt-file"
      />
      {receipt && <ReceiptSummary receipt={receipt} />}
      {check.isError && (
        <p className="form-error" role="alert">
          {errorMessage(check.error, 'The chain could not be read. Please try again.')}
        </p>
      )}
      {verdict && (
        <div className="stack-sm" data-testid="receipt-verdict">
          <p className={verdict.ok ? 'form-success' : 'form-error'} role="status">
            {verdict.lines[0]}
          </p>
          {verdict.lines.slice(1).map((line) => (
            <p key={line} className="small">
              {line}
            </p>
          ))}
        </div>
      )}
      <div className="dialog-footer">
        <Button
          onClick={() => receipt && check.mutate(receipt)}
          disabled={!receipt}
          loading={check.isPending}
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
          text={`Receipt of ${receipt.address} from ${receipt.sender || 'this team'}, downloaded ${timeFormat.format(issued)}: ${countText(receipt.records.length + receipt.unchained.length, 'record')}.`}
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
  const subscribed = record.action === 'opt-in';
  return (
    <li className="history-event">
      <time className="small muted" dateTime={record.time}>
        {timeFormat.format(new Date(record.at))}
      </time>
      <span className={subscribed ? 'badge badge-success' : 'badge badge-off'}>
        {subscribed ? 'Subscribed' : 'Unsubscribed'}
      </span>
      <span className="history-list-name">{record.list ?? <span className="faint">Deleted list</span>}</span>
      <span className="small muted history-source">
        {record.how} · record {record.seq}
      </span>
    </li>
  );
}
