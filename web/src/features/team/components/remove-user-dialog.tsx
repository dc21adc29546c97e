import type { TeamUser } from '@listkeep/common/src/entities';
import { TEAM_MESSAGES } from '@listkeep/common/src/team-messages';
import { useState } from 'react';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Address } from '@/components/ui/address';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useRemoveTeamUser } from '../api/remove-team-user';

interface RemoveUserDialogProps {
  user: TeamUser | null;
  teamID: string;
  teamName: string;
  onClose: () => void;
}

/** Removes a member, or withdraws a pending invitation, after asking. */
export function RemoveUserDialog({ user, teamID, teamName, onClose }: RemoveUserDialogProps) {
  const pendingInvite = user?.status === 'pending';
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={pendingInvite ? 'Withdraw invitation' : 'Remove team member'}
      size="sm"
      testId="remove-user-dialog"
    >
      {user && <RemoveUserBody user={user} teamID={teamID} teamName={teamName} onClose={onClose} />}
    </Dialog>
  );
}

function RemoveUserBody({ user, teamID, teamName, onClose }: RemoveUserDialogProps & { user: TeamUser }) {
  const [error, setError] = useState<string | null>(null);
  const isInvite = user.status === 'pending';
  const remove = useRemoveTeamUser({
    onSuccess: () => {
      notify(TEAM_MESSAGES.userRemoved, 'success');
      onClose();
    },
    onError: (failure) => setError(errorMessage(failure, TEAM_MESSAGES.removeFailed)),
  });
  const confirm = () =>
    remove.mutate({ teamID, email: user.email, isInvite, ...(user.userID ? { userID: user.userID } : {}) });

  return (
    <div className="stack">
      <p>
        {isInvite ? (
          <>
            The invitation to <Address>{user.email}</Address> is withdrawn: its link no longer joins {teamName}.
          </>
        ) : (
          <>
            <Address>{user.email}</Address> loses access to {teamName} and its newsletters at once. The lists and
            subscribers stay with the team.
          </>
        )}
      </p>
      {error && (
        <p className="form-error" role="alert" data-testid="remove-user-error">
          {error}
        </p>
      )}
      <DialogFormFooter
        onCancel={onClose}
        submitLabel={isInvite ? 'Withdraw' : 'Remove'}
        submitVariant="danger"
        pending={remove.isPending}
        onSubmit={confirm}
        submitTestId="remove-user-confirm"
      />
    </div>
  );
}
