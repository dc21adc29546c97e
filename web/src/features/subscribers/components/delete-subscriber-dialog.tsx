import type { Subscriber } from '@listkeep/common/src/entities';
import { DeleteDialog, deleteFeedback } from '@/components/delete-dialog';
import { Address } from '@/components/ui/address';
import { useDeleteSubscriber } from '../api/delete-subscriber';

export function DeleteSubscriberDialog({
  subscriber,
  onClose,
}: {
  subscriber: Subscriber | null;
  onClose: () => void;
}) {
  const remove = useDeleteSubscriber(
    deleteFeedback('Subscriber deleted.', 'The subscriber could not be deleted.', onClose),
  );
  return (
    <DeleteDialog
      item={subscriber}
      onClose={onClose}
      title="Delete subscriber"
      description={(s) => (
        <>
          <strong>
            <Address>{s.subscriberEmail}</Address>
          </strong>{' '}
          will be removed from every newsletter of this team. This cannot be undone.
        </>
      )}
      pending={remove.isPending}
      onConfirm={(s) => remove.mutate(s.id)}
      testId="delete-subscriber-dialog"
    />
  );
}
