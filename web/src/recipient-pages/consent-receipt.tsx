import { useState } from 'react';
import { datedFileName } from '@listkeep/common/src/export';
import {
  RECEIPT_BUTTON,
  RECEIPT_FAILED,
  RECEIPT_HEADING,
  receiptSavedText,
  receiptText,
} from '@listkeep/common/src/web/link-pages';
import { receiptPage } from '@listkeep/common/src/receipt-page';
import { downloadText } from '../lib/download';
import { callPublic } from './api';
import type { Flash } from './flash';
import { useAction } from './use-action';

/**
 * The reader's receipt of their own consent records with this sender
 * (POST /consentReceipt), saved as one HTML page to read and print that also
 * holds the data to check it with. The file holds their address.
 */
export function ConsentReceiptSection({
  linkID,
  sender,
  showFlash,
}: {
  linkID: string;
  sender: string;
  showFlash: (kind: Flash['kind'], text: string) => void;
}) {
  const [busy, run] = useAction();
  const [saved, setSaved] = useState<string | null>(null);
  const download = () =>
    run(
      () => callPublic('consentReceipt', { linkID }),
      (receipt) => {
        const name = datedFileName('consent-receipt', receipt.sender, new Date(), 'html', 'sender');
        const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
        downloadText(name, receiptPage(receipt, timeZone), 'text/html;charset=utf-8');
        setSaved(name);
      },
      () => showFlash('error', RECEIPT_FAILED),
    );
  return (
    <section className="link-receipt stack-sm" aria-labelledby="receipt-heading">
      <h2 id="receipt-heading" className="link-receipt-title">
        {RECEIPT_HEADING}
      </h2>
      <p className="muted small">{receiptText(sender)}</p>
      <div>
        <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={download}>
          {RECEIPT_BUTTON}
        </button>
      </div>
      <p className="link-receipt-saved small" role="status" data-testid="receipt-saved">
        {saved && receiptSavedText(saved)}
      </p>
    </section>
  );
}
