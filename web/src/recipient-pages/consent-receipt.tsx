import { useState } from 'react';
import { datedFileName } from '@listkeep/common/src/export';
import { downloadText } from '../lib/download';
import { callPublic } from './api';
import type { Flash } from './flash';
import { t } from './i18n';
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
      // The page that writes the file is loaded only by those who ask for one.
      () => Promise.all([callPublic('consentReceipt', { linkID }), import('@listkeep/common/src/receipt-page')]),
      ([receipt, { receiptPage }]) => {
        const name = datedFileName('consent-receipt', receipt.sender, new Date(), 'html', 'sender');
        const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
        downloadText(name, receiptPage(receipt, timeZone), 'text/html;charset=utf-8');
        setSaved(name);
      },
      () => showFlash('error', t('receiptFailed')),
    );
  return (
    <section className="link-receipt stack-sm" aria-labelledby="receipt-heading">
      <h2 id="receipt-heading" className="link-receipt-title">
        {t('receiptHeading')}
      </h2>
      <p className="muted small">{t('receiptText', { named: sender ? 'yes' : 'no', sender })}</p>
      <div>
        <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={download}>
          {t('receiptButton')}
        </button>
      </div>
      <p className="link-receipt-saved small" role="status" data-testid="receipt-saved">
        {saved && t('receiptSaved', { file: saved })}
      </p>
    </section>
  );
}
