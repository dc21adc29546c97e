import { formatCount } from '@listkeep/common/src/count-text';
import { datedFileName } from '@listkeep/common/src/export';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { downloadBlob } from '@/lib/download';
import { notify } from '@/lib/toast';
import { getConsentChainFile } from '../api/get-consent-chain';
import { CheckReceiptDialog } from './check-receipt-dialog';

/**
 * The team's consent chain (docs/product.md §4, "Consent chain and
 * receipts"): exported for an audit, or used to check a receipt a recipient
 * sent. Open to every member: it holds no address.
 */
export function ConsentRecordsCard({ teamID, teamName }: { teamID: string; teamName: string }) {
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const exportChain = useMutation({
    mutationFn: () =>
      getConsentChainFile(teamID, (read, total) =>
        setProgress(total > 0 ? `Exported ${formatCount(read)} of ${formatCount(total)} records…` : null),
      ),
    onSuccess: ({ file, records }) => {
      downloadBlob(datedFileName('consent-chain', teamName, new Date(), 'json', 'team'), file);
      notify(`Consent chain exported: ${formatCount(records)} records.`, 'success');
    },
    onError: (error) => notify(errorMessage(error, 'The chain could not be exported. Please try again.'), 'error'),
    onSettled: () => setProgress(null),
  });

  return (
    <Card className="stack" data-testid="consent-records">
      <h2 className="card-title">Consent records</h2>
      <p className="muted small">
        Every opt-in and opt-out of your lists is recorded in a chain: each record holds the hash of the one before it,
        so a record changed or removed later shows. Your subscribers can download a receipt of their own records from
        their preferences page. Export the chain for an audit, or check a receipt someone sends you against it. Neither
        holds your subscribers’ addresses, only keyed hashes of them.
      </p>
      <div className="row">
        <Button variant="secondary" onClick={() => exportChain.mutate()} loading={exportChain.isPending}>
          Export the chain
        </Button>
        <Button variant="secondary" onClick={() => setChecking(true)} data-testid="check-receipt">
          Check a receipt
        </Button>
      </div>
      {progress && (
        <p className="small muted" role="status">
          {progress}
        </p>
      )}
      <CheckReceiptDialog open={checking} onOpenChange={setChecking} teamID={teamID} />
    </Card>
  );
}
