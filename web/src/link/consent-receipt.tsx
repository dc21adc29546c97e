import { datedFileName } from '@listkeep/common/src/export';
import { RECEIPT_BUTTON, RECEIPT_FAILED, RECEIPT_HEADING, receiptText } from '@listkeep/common/src/link-pages';
import { downloadText } from '../lib/download';
import { callPublic } from './api';
import type { Flash } from './flash';
import { useAction } from './use-action';

/**
 * The reader's receipt of their own consent records with this sender
 * (POST /consentReceipt), saved as a JSON file. The file holds their address;
 * what is needed to check it against the sender's chain is beside it.
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
  const download = () =>
    run(
      () => callPublic('consentReceipt', { linkID }),
      (receipt) => {
        const name = datedFileName('consent-receipt', receipt.sender, new Date(), 'json', 'sender');
        downloadText(name, `${JSON.stringify(receipt, null, 2)}\n`, 'application/json');
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
    </section>
  );
}
