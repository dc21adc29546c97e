import { API_KEY_MESSAGES, API_KEY_SCOPE_LABELS, API_KEY_SCOPES } from '@listkeep/common/src/api-keys';
import { contract } from '@listkeep/common/src/contract';
import { MAX } from '@listkeep/common/src/limits';
import { useState } from 'react';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Segmented } from '@/components/segmented';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { showApiError, useSchemaForm } from '@/lib/form';
import { useCreateApiKey } from '../api/create-api-key';
import { NewApiKey } from './new-api-key';

const ZNewKey = contract.createApiKey.input.pick({ name: true, scope: true });

interface CreateApiKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  teamID: string;
}

/** Names a new key and picks its scope, then shows the key, once. */
export function CreateApiKeyDialog(props: CreateApiKeyDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Create an API key"
      testId="create-api-key-dialog"
    >
      <CreateApiKeyBody {...props} />
    </Dialog>
  );
}

function CreateApiKeyBody({ onOpenChange, teamID }: CreateApiKeyDialogProps) {
  const [key, setKey] = useState<string | null>(null);
  const form = useSchemaForm(ZNewKey, { name: '', scope: 'read' });
  const create = useCreateApiKey(teamID, {
    onSuccess: (answer) => setKey(answer.key),
    onError: (error) => showApiError(form, error, { fallback: 'The key could not be created. Please try again.' }),
  });
  if (key) return <NewApiKey apiKey={key} onDone={() => onOpenChange(false)} />;
  const submit = form.handleSubmit((input) => create.mutate({ ...input, teamID }));
  const scope = form.watch('scope');

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="Name"
        hint={API_KEY_MESSAGES.nameRequired}
        maxLength={MAX.apiKeyName}
        placeholder="Website sign-up form"
        autoComplete="off"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
        data-testid="api-key-name"
      />
      <Segmented
        label="Access"
        name="api-key-scope"
        value={scope}
        options={API_KEY_SCOPES.map((value) => ({ value, label: API_KEY_SCOPE_LABELS[value] }))}
        onChange={(value) => form.setValue('scope', value)}
      />
      <FormError errors={form.formState.errors} testId="api-key-error" />
      <DialogFormFooter
        onCancel={() => onOpenChange(false)}
        submitLabel="Create key"
        pending={create.isPending}
        submitTestId="api-key-submit"
      />
    </form>
  );
}
