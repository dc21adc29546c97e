import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';

/** What a delete mutation tells the user: a success toast and `after`, or why it failed. */
export function deleteFeedback(deleted: string, failed: string, after: () => void) {
  return {
    onSuccess: () => {
      notify(deleted, 'success');
      after();
    },
    onError: (error: unknown) => notify(errorMessage(error, failed), 'error'),
  };
}

interface DeleteDialogProps<T> {
  /** What to delete; the dialog is open while there is something. */
  item: T | null;
  onClose: () => void;
  title: string;
  description: (item: T) => ReactNode;
  pending: boolean;
  onConfirm: (item: T) => void;
  testId?: string;
}

/** Asks before deleting one thing, with the delete's pending state on its button. */
export function DeleteDialog<T>({
  item,
  onClose,
  title,
  description,
  pending,
  onConfirm,
  testId,
}: DeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={item !== null && description(item)}
      confirmLabel="Delete"
      busy={pending}
      onConfirm={() => item !== null && onConfirm(item)}
      testId={testId}
    />
  );
}
