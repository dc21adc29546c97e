import { contract } from '@listkeep/common/src/contract';
import { MAX } from '@listkeep/common/src/limits';
import { useEffect } from 'react';
import { z } from 'zod';
import { TextField } from '@/components/ui/field';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/toast';
import { useUpdateName } from '../api/update-name';

const ZAccountName = z.object({ name: contract.setProfile.input.shape.name.unwrap() });

/** The profile's name, saved when the field loses focus (docs/product.md §2, Account page). */
export function AccountNameField({ savedName }: { savedName: string }) {
  const form = useSchemaForm(ZAccountName, { name: savedName });
  const update = useUpdateName({
    onSuccess: (_answer, name) => {
      if (form.getValues('name').trim() === name) form.reset({ name });
      notify('Account updated successfully', 'success');
    },
    onError: () => {
      form.reset({ name: savedName });
      notify('Account update failed', 'error');
    },
  });

  // A change made in another tab arrives through the live profile; it must not overwrite typing in progress.
  useEffect(() => {
    if (form.getValues('name') === form.formState.defaultValues?.name) form.reset({ name: savedName });
  }, [savedName, form]);

  const save = form.handleSubmit(
    ({ name }) => update.mutate(name),
    (errors) => {
      form.reset({ name: savedName });
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
