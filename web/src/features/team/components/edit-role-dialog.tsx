import type { TeamUser } from '@listkeep/common/src/entities';
import { INVITABLE_ROLES } from '@listkeep/common/src/roles';
import { TEAM_MESSAGES } from '@listkeep/common/src/team-messages';
import { useState } from 'react';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Address } from '@/components/ui/address';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useUpdateTeamUserRole } from '../api/update-team-user-role';
import { RoleSelect } from './role-select';

type InvitableRole = (typeof INVITABLE_ROLES)[number];

interface EditRoleDialogProps {
  /** The member or invite whose role is edited; the dialog is open while there is one. */
  user: TeamUser | null;
  teamID: string;
  onClose: () => void;
}

export function EditRoleDialog({ user, teamID, onClose }: EditRoleDialogProps) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={user?.status === 'pending' ? 'Edit invitation' : 'Edit role'}
      testId="edit-role-dialog"
    >
      {user && <EditRoleForm user={user} teamID={teamID} onClose={onClose} />}
    </Dialog>
  );
}

function EditRoleForm({ user, teamID, onClose }: { user: TeamUser; teamID: string; onClose: () => void }) {
  const [role, setRole] = useState(user.role as InvitableRole);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateTeamUserRole({
    onSuccess: () => {
      notify(TEAM_MESSAGES.roleUpdated, 'success');
      onClose();
    },
    onError: (failure) => setError(errorMessage(failure, TEAM_MESSAGES.roleFailed)),
  });
  const save = () =>
    update.mutate({ teamID, email: user.email, role, ...(user.userID ? { userID: user.userID } : {}) });

  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      noValidate
    >
      {/* The address is who the role belongs to; it is not changed here. */}
      <div className="field">
        <span className="field-label">Email</span>
        <span data-testid="edit-role-email">
          <Address>{user.email}</Address>
        </span>
      </div>
      <RoleSelect
        value={role}
        onChange={(e) => {
          setRole(e.target.value as InvitableRole);
          setError(null);
        }}
        data-testid="edit-role-select"
      />
      {error && (
        <p className="form-error" role="alert" data-testid="edit-role-error">
          {error}
        </p>
      )}
      <DialogFormFooter
        onCancel={onClose}
        submitLabel="Save role"
        pending={update.isPending}
        submitDisabled={role === user.role}
        submitTestId="edit-role-save"
      />
    </form>
  );
}
