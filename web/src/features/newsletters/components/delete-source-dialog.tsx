import type { ListSource } from '@listkeep/common/src/entities';
import { DeleteDialog, deleteFeedback } from '@/components/delete-dialog';
import { useDeleteSource } from '../api/delete-source';

export function DeleteSourceDialog({ source, onClose }: { source: ListSource | null; onClose: () => void }) {
  const remove = useDeleteSource(deleteFeedback('Source deleted.', 'The source could not be deleted.', onClose));
  return (
    <DeleteDialog
      item={source}
      onClose={onClose}
      title="Delete source"
      description={(s) => (
        <>
          <strong className="break-anywhere">{s.name}</strong> and its sign-up counts are deleted. Its link and QR codes
          already printed keep working: people who sign up through them join the list, credited to no source.
          Subscribers it brought keep its name in their record.
        </>
      )}
      pending={remove.isPending}
      onConfirm={(s) => remove.mutate(s.id)}
      testId="delete-source-dialog"
    />
  );
}
