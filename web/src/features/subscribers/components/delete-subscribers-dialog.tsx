import { countText } from '@listkeep/common/src/count-text';
import type { Subscriber } from '@listkeep/common/src/entities';
import { ConfirmDialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDeleteSubscribers } from '../api/delete-subscribers';

interface DeleteSubscribersDialogProps {
  open: boolean;
  teamID: string;
  subscribers: readonly Subscriber[];
  onClose: () => void;
  onDeleted: () => void;
  /** Every subscriber the filters match ("Select all N matching"): the delete runs as a job on the server. */
  matching?: { total: number; onStart: () => void };
}

/** Asks once before deleting the ticked subscribers, then deletes them all. */
export function DeleteSubscribersDialog({
  open,
  teamID,
  subscribers,
  onClose,
  onDeleted,
  matching,
}: DeleteSubscribersDialogProps) {
  const remove = useDeleteSubscribers({
    onSuccess: ({ deleted }) => {
      notify(`${countText(deleted, 'subscriber')} deleted.`, 'success');
      onDeleted();
    },
    onError: (error) => notify(errorMessage(error, 'The subscribers could not be deleted.'), 'error'),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={`Delete ${countText(matching?.total ?? subscribers.length, matching ? 'matching subscriber' : 'subscriber')}?`}
      description={`They will be removed from every newsletter of this team${matching ? ', with any that match by the time each page is reached' : ''}. This cannot be undone.`}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() => (matching ? matching.onStart() : remove.mutate({ teamID, ids: subscribers.map((s) => s.id) }))}
      testId="delete-subscribers-dialog"
    />
  );
}
