import { contract } from '@listkeep/common/src/contract';
import { MAX } from '@listkeep/common/src/limits';
import { z } from 'zod';
import { TextField } from '@/components/ui/field';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/toast';
import { useSetProfile } from '@/lib/profile';

const ZAccountName = z.object({ name: contract.setProfile.input.shape.name.unwrap() });

/** The profile's name, saved when the field loses focus (docs/product.md §2, Account page). */
export function AccountNameField({ savedName }: { savedName: string }) {
  // A change made in another tab arrives through the live profile; it must not overwrite typing in progress.
  const form = useSchemaForm(ZAccountName, { name: savedName }, { values: { name: savedName } });
  // Once a save ends or is refused, the field shows the saved name even over what was typed.
  const resetTo = (name: string) => form.reset({ name }, { keepDirtyValues: false });
  const update = useSetProfile({
    onSuccess: (answer) => {
      if (form.getValues('name').trim() === answer.profile.name) resetTo(answer.profile.name);
      notify('Account updated successfully', 'success');
    },
    onError: () => {
      resetTo(savedName);
      notify('Account update failed', 'error');
    },
  });

  const save = form.handleSubmit(
    ({ name }) => update.mutate({ name }),
    (errors) => {
      resetTo(savedName);
      if (errors.name?.message) notify(errors.name.message, 'warning');
    },
  );

  const field = form.register('name');
  return (
    <TextField
      label="Name"
      autoComplete="name"
      maxLength={MAX.personName}
      hint={update.isPending ? 'Saving…' : 'Saved automatically when you leave the field.'}
      {...field}
      onBlur={(event) => {
        void field.onBlur(event);
        if (form.getValues('name').trim() !== savedName) void save();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
      data-testid="account-name"
    />
  );
}
