import type { TrackedLink } from '@listkeep/common/src/entities';
import { DeleteDialog, deleteFeedback } from '@/components/delete-dialog';
import { useDeleteTrackedLink } from '../api/delete-tracked-link';

export function DeleteTrackedLinkDialog({ link, onClose }: { link: TrackedLink | null; onClose: () => void }) {
  const remove = useDeleteTrackedLink(
    deleteFeedback('Tracked link deleted.', 'The tracked link could not be deleted.', onClose),
  );
  return (
    <DeleteDialog
      item={link}
      onClose={onClose}
      title="Delete tracked link"
      description={(l) => (
        <>
          The tracked address of <strong className="break-anywhere">{l.url}</strong> stops working, also in emails
          already sent: readers who click it will not reach your page. Its click count goes too.
        </>
      )}
      pending={remove.isPending}
      onConfirm={(l) => remove.mutate(l.linkID)}
      testId="delete-tracked-link-dialog"
    />
  );
}
