import { contract } from '@listkeep/common/src/contract';
import { isValidEmail } from '@listkeep/common/src/email';
import { MAX } from '@listkeep/common/src/limits';
import { TEAM_MESSAGES } from '@listkeep/common/src/team-messages';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { EMAIL_INPUT } from '@/lib/email-input';
import { showApiError, useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/toast';
import { useInviteTeamUser } from '../api/invite-team-user';
import { RoleSelect } from './role-select';

const ZInvite = contract.inviteTeamUser.input.pick({ email: true, role: true });

interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  teamID: string;
  teamName: string;
}

export function InviteDialog(props: InviteDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Invite a team member"
      description={`They get an email with a link to join ${props.teamName}.`}
      testId="invite-dialog"
    >
      <InviteForm {...props} />
    </Dialog>
  );
}

function InviteForm({ onOpenChange, teamID }: InviteDialogProps) {
  const form = useSchemaForm(ZInvite, { email: '', role: 'editor' });
  const invite = useInviteTeamUser({
    onSuccess: () => {
      notify(TEAM_MESSAGES.inviteSent, 'success');
      onOpenChange(false);
    },
    // The server says why when it can (already a member, already invited, the plan's limit).
    onError: (error) => showApiError(form, error, { fallback: TEAM_MESSAGES.inviteFailed }),
  });
  const submit = form.handleSubmit((input) => invite.mutate({ ...input, teamID }));
  const email = form.watch('email');
  const role = form.watch('role') ?? 'editor';

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="Email"
        {...EMAIL_INPUT}
        autoComplete="off"
        maxLength={MAX.email}
        placeholder="colleague@example.org"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
        data-testid="invite-email"
      />
      <RoleSelect value={role} {...form.register('role')} data-testid="invite-role" />
      <FormError errors={form.formState.errors} testId="invite-error" />
      <DialogFormFooter
        onCancel={() => onOpenChange(false)}
        submitLabel="Send Invite"
        pending={invite.isPending}
        submitDisabled={!isValidEmail(email.trim())}
        submitTestId="invite-send"
      />
    </form>
  );
}
