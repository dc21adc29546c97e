import type { WebhookEndpoint } from '@listkeep/common/src/entities';
import { ConfirmDialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDeleteWebhook } from '../api/delete-webhook';

interface DeleteWebhookDialogProps {
  webhook: WebhookEndpoint | null;
  teamID: string;
  onClose: () => void;
}

/** Deletes an endpoint after asking: nothing more is sent to it, and its delivery log goes too. */
export function DeleteWebhookDialog({ webhook, teamID, onClose }: DeleteWebhookDialogProps) {
  const remove = useDeleteWebhook(teamID, {
    onSuccess: () => {
      notify('Webhook endpoint deleted.', 'success');
      onClose();
    },
    onError: (error) => notify(errorMessage(error, 'The endpoint could not be deleted. Please try again.'), 'error'),
  });
  return (
    <ConfirmDialog
      open={webhook !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete webhook endpoint"
      description={
        webhook && `Nothing more is sent to ${webhook.url}, and its delivery log is deleted. This cannot be undone.`
      }
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() => webhook && remove.mutate({ id: webhook.id })}
      testId="delete-webhook-dialog"
    />
  );
}
