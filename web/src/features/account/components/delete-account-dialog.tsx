import { confirmsAccountEmail, DELETE_ACCOUNT_MESSAGES } from '@listkeep/common/src/account-deletion';
import { isPaying } from '@listkeep/common/src/billing';
import { contract } from '@listkeep/common/src/contract';
import type { Subscription } from '@listkeep/common/src/entities';
import { planFor } from '@listkeep/common/src/tiers';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Address } from '@/components/ui/address';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { paths } from '@/config/paths';
import { showApiError, useSchemaForm } from '@/lib/form';
import { endDeletedSession } from '@/lib/session';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  subscription?: Subscription;
}

export function DeleteAccountDialog(props: DeleteAccountDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Delete your account?"
      testId="delete-account-dialog"
    >
      <DeleteAccountForm {...props} />
    </Dialog>
  );
}

function DeleteAccountForm({ onOpenChange, email, subscription }: DeleteAccountDialogProps) {
  const navigate = useNavigate();
  const form = useSchemaForm(contract.deleteAccount.input, { confirmEmail: '' });
  const remove = useDeleteAccount({
    onSuccess: async () => {
      // The same notice as in the account's other open tabs, which the server's signal signs out.
      await endDeletedSession();
      navigate(paths.home, { replace: true });
    },
    onError: (error) => showApiError(form, error, { fallback: 'Your account could not be deleted. Please try again.' }),
  });
  const submit = form.handleSubmit((input) => remove.mutate(input));
  const typed = useWatch({ control: form.control, name: 'confirmEmail' });

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <p>
        This deletes your account, the teams you own with all of their newsletters, subscribers, email log and links,
        and your place in other teams. Members of your teams lose access to them.
      </p>
      {isPaying(subscription?.status) && (
        <p data-testid="delete-account-plan">{DELETE_ACCOUNT_MESSAGES.paidPlan(planFor(subscription?.tier).name)}</p>
      )}
      <p>
        <strong>It cannot be undone: Listkeep keeps no backups.</strong>
      </p>
      <TextField
        label="Type your email address to confirm"
        hint={
          <>
            Your address is <Address>{email}</Address>.
          </>
        }
        type="email"
        autoComplete="off"
        error={form.formState.errors.confirmEmail?.message}
        {...form.register('confirmEmail')}
        data-testid="delete-account-confirm"
      />
      <FormError errors={form.formState.errors} />
      <DialogFormFooter
        onCancel={() => onOpenChange(false)}
        submitLabel="Delete my account"
        submitVariant="danger"
        submitDisabled={!confirmsAccountEmail(typed, email)}
        pending={remove.isPending}
        submitTestId="delete-account-submit"
      />
    </form>
  );
}
