import { contract } from '@listkeep/common/src/contract';
import type { TeamUser } from '@listkeep/common/src/entities';
import { TEAM_MESSAGES } from '@listkeep/common/src/team-messages';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Address } from '@/components/ui/address';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { showApiError, useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/toast';
import { useUpdateTeamUserRole } from '../api/update-team-user-role';
import { RoleSelect } from './role-select';

const ZRole = contract.updateTeamUserRole.input.pick({ role: true });

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
  // The owner's row offers no edit, so the role shown is one an invitation may give.
  const form = useSchemaForm(ZRole, { role: user.role as 'admin' | 'editor' | 'viewer' });
  const update = useUpdateTeamUserRole({
    onSuccess: () => {
      notify(TEAM_MESSAGES.roleUpdated, 'success');
      onClose();
    },
    onError: (error) => showApiError(form, error, { fallback: TEAM_MESSAGES.roleFailed }),
  });
  const submit = form.handleSubmit(({ role }) =>
    update.mutate({ teamID, email: user.email, role, ...(user.userID ? { userID: user.userID } : {}) }),
  );

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      {/* The address is who the role belongs to; it is not changed here. */}
      <div className="field">
        <span className="field-label">Email</span>
        <span data-testid="edit-role-email">
          <Address>{user.email}</Address>
        </span>
      </div>
      <RoleSelect value={form.watch('role')} {...form.register('role')} data-testid="edit-role-select" />
      <FormError errors={form.formState.errors} testId="edit-role-error" />
      <DialogFormFooter
        onCancel={onClose}
        submitLabel="Save role"
        pending={update.isPending}
        submitDisabled={!form.formState.isDirty}
        submitTestId="edit-role-save"
      />
    </form>
  );
}
