import { contract } from '@listkeep/common/src/contract';
import { MAX } from '@listkeep/common/src/limits';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { showApiError, useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/toast';
import { useCreateSource } from '../api/create-source';
import '../newsletters.css';

const ZSourceForm = contract.createSource.input.pick({ name: true });

/** Names a new source of the list; its link and QR code appear in the list below. */
export function AddSourceForm({ newsletterID, full }: { newsletterID: string; full: boolean }) {
  const inputId = useId();
  const form = useSchemaForm(ZSourceForm, { name: '' });
  const name = useWatch({ control: form.control, name: 'name' });
  const { errors } = form.formState;
  const error = errors.name?.message ?? errors.root?.server?.message;
  const create = useCreateSource({
    onSuccess: (source) => {
      form.reset({ name: '' });
      notify(`Source “${source.name}” added.`, 'success');
    },
    onError: (e) => showApiError(form, e, { fallback: 'The source could not be added. Please try again.' }),
  });
  const submit = form.handleSubmit(({ name }) => create.mutate({ newsletterID, name }));

  return (
    <form className="stack-xs" onSubmit={(e) => void submit(e)} noValidate>
      <label className="field-label" htmlFor={inputId}>
        New source
      </label>
      <div className="source-add-row">
        <input
          id={inputId}
          className="input"
          placeholder="Spring fair flyer"
          autoComplete="off"
          maxLength={MAX.sourceName}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          disabled={full}
          {...form.register('name')}
        />
        <Button type="submit" loading={create.isPending} disabled={full || !name.trim()}>
          Add source
        </Button>
      </div>
      {error && (
        <span id={`${inputId}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
      {full && (
        <span className="small muted">
          This list has {MAX.sourcesPerList} sources, the most it can have. Delete one to add another.
        </span>
      )}
    </form>
  );
}
