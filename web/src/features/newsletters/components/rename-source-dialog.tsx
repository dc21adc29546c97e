import { contract } from '@listkeep/common/src/contract';
import type { ListSource } from '@listkeep/common/src/entities';
import { MAX } from '@listkeep/common/src/limits';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { showApiError, useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/toast';
import { useRenameSource } from '../api/rename-source';

const ZRenameForm = contract.renameSource.input.pick({ name: true });

export function RenameSourceDialog({ source, onClose }: { source: ListSource | null; onClose: () => void }) {
  return (
    <Dialog
      open={source !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Rename source"
      description="Its link and QR code stay the same. Sign-ups already recorded keep the name they came in under."
      testId="rename-source-dialog"
    >
      {/* Mounts on each opening, so the form starts from the source's name. */}
      {source && <RenameSourceForm source={source} onClose={onClose} />}
    </Dialog>
  );
}

function RenameSourceForm({ source, onClose }: { source: ListSource; onClose: () => void }) {
  const form = useSchemaForm(ZRenameForm, { name: source.name });
  const rename = useRenameSource({
    onSuccess: () => {
      notify('Source renamed.', 'success');
      onClose();
    },
    onError: (e) => showApiError(form, e, { fallback: 'The source could not be renamed. Please try again.' }),
  });
  const submit = form.handleSubmit(({ name }) => rename.mutate({ id: source.id, name }));

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="Name"
        autoComplete="off"
        maxLength={MAX.sourceName}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <FormError errors={form.formState.errors} />
      <DialogFormFooter onCancel={onClose} submitLabel="Rename" pending={rename.isPending} />
    </form>
  );
}
