import type { Newsletter } from '@listkeep/common/src/entities';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { importSubscribersKey } from '../api/import-subscribers';
import type { ImportOutcome } from '../utils/import-outcome';
import { ImportForm } from './import-form';
import { ImportResultView } from './import-result';

interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  teamID: string;
  newsletters: readonly Newsletter[];
  defaultNewsletterID: string | null;
}

export function ImportDialog(props: ImportDialogProps) {
  // A running import cannot be called back, so the dialog stays until it ends.
  const importing = useIsMutating({ mutationKey: importSubscribersKey }) > 0;
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => !importing && props.onOpenChange(next)}
      title="Import subscribers"
      size="lg"
      testId="import-dialog"
    >
      {/* The dialog's content mounts on each opening, so every import starts afresh. */}
      <ImportFlow {...props} />
    </Dialog>
  );
}

function ImportFlow({ onOpenChange, teamID, newsletters, defaultNewsletterID }: ImportDialogProps) {
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const close = () => onOpenChange(false);
  if (outcome) return <ImportResultView outcome={outcome} onDone={close} />;
  return (
    <ImportForm
      teamID={teamID}
      newsletters={newsletters}
      defaultNewsletterID={defaultNewsletterID}
      onCancel={close}
      onImported={setOutcome}
    />
  );
}
