import type { EmailLog } from '@listkeep/common/src/entities';
import { DeleteDialog, deleteFeedback } from '@/components/delete-dialog';
import { useDeleteEmail } from '../api/delete-email';

interface DeleteEmailDialogProps {
  email: EmailLog | null;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteEmailDialog({ email, onClose, onDeleted }: DeleteEmailDialogProps) {
  const remove = useDeleteEmail(deleteFeedback('Email deleted.', 'The email could not be deleted.', onDeleted));
  return (
    <DeleteDialog
      item={email}
      onClose={onClose}
      title="Delete email"
      description={(e) => (
        <>
          The log entry <strong>{e.subject}</strong> will be removed. This cannot be undone.
        </>
      )}
      pending={remove.isPending}
      onConfirm={(e) => remove.mutate(e.id)}
    />
  );
}
