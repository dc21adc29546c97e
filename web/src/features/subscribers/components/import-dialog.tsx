import type { Newsletter } from '@listkeep/common/src/entities';
import type { Tier } from '@listkeep/common/src/tiers';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { importSubscribersKey } from '../api/import-subscribers';
import type { ImportOutcome } from '../utils/import-outcome';
import type { ImportResume } from './import-form';
import { ImportForm } from './import-form';
import { ImportResultView } from './import-result';

/** Where the import goes and which lists it offers. */
interface ImportSetup {
  teamID: string;
  newsletters: readonly Newsletter[];
  defaultNewsletterID: string | null;
  isOwner: boolean;
  /** The team's plan: a file's tags column is imported on plans with tags. */
  tier: Tier | undefined;
  /** An import left for the plans, back to be finished; null for a fresh one. */
  resume: ImportResume | null;
}

interface ImportDialogProps extends ImportSetup {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ImportDialog({ open, onOpenChange, ...setup }: ImportDialogProps) {
  // A running import cannot be called back, so the dialog stays until it ends.
  const importing = useIsMutating({ mutationKey: importSubscribersKey }) > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !importing && onOpenChange(next)}
      title="Import subscribers"
      size="lg"
      testId="import-dialog"
    >
      {/* The dialog's content mounts on each opening, so every import starts afresh. */}
      <ImportFlow setup={setup} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ImportFlow({ setup, onClose }: { setup: ImportSetup; onClose: () => void }) {
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  if (outcome) return <ImportResultView outcome={outcome} onDone={onClose} />;
  return <ImportForm {...setup} onCancel={onClose} onImported={setOutcome} />;
}
