import type { ApiKey } from '@listkeep/common/src/entities';
import { ConfirmDialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDeleteApiKey } from '../api/delete-api-key';

interface RevokeApiKeyDialogProps {
  apiKey: ApiKey | null;
  teamID: string;
  onClose: () => void;
}

/** Revokes a key after asking: the tools that hold it are refused from their next call. */
export function RevokeApiKeyDialog({ apiKey, teamID, onClose }: RevokeApiKeyDialogProps) {
  const revoke = useDeleteApiKey(teamID, {
    onSuccess: () => {
      notify('API key revoked.', 'success');
      onClose();
    },
    onError: (error) => notify(errorMessage(error, 'The key could not be revoked. Please try again.'), 'error'),
  });
  return (
    <ConfirmDialog
      open={apiKey !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Revoke API key"
      description={
        apiKey &&
        `“${apiKey.name}” stops working at once: every tool that uses it is refused from its next call. This cannot be undone.`
      }
      confirmLabel="Revoke"
      busy={revoke.isPending}
      onConfirm={() => apiKey && revoke.mutate({ id: apiKey.id })}
      testId="revoke-api-key-dialog"
    />
  );
}
