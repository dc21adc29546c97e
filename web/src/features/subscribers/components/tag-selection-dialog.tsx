import { countText } from '@listkeep/common/src/count-text';
import type { Subscriber } from '@listkeep/common/src/entities';
import { ZTagChoice } from '@listkeep/common/src/tags';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { showApiError, useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/toast';
import { useTagSubscribers } from '../api/tag-subscribers';
import { teamTags } from '../utils/team-tags';

export type TagChange = 'add' | 'remove';

interface TagSelectionDialogProps {
  /** Which change the dialog makes, or null while closed. */
  change: TagChange | null;
  onClose: () => void;
  teamID: string;
  /** The ticked subscribers. */
  subscribers: readonly Subscriber[];
  /** The team's tags, offered when adding. */
  suggestions: readonly string[];
  /** Every subscriber the filters match ("Select all N matching"): the change runs as a job on the server. */
  matching?: { total: number; onStart: (action: { kind: 'tag'; add?: string; remove?: string }) => void };
}

/** Adds one tag to, or removes one from, every ticked subscriber. */
export function TagSelectionDialog(props: TagSelectionDialogProps) {
  const { change, onClose, subscribers, matching } = props;
  const who = matching
    ? countText(matching.total, 'matching subscriber')
    : countText(subscribers.length, 'selected subscriber');
  return (
    <Dialog
      open={change !== null}
      onOpenChange={(next) => !next && onClose()}
      title={change === 'remove' ? `Remove a tag from ${who}` : `Add a tag to ${who}`}
      testId="tag-selection-dialog"
    >
      {change && <TagSelectionForm {...props} change={change} />}
    </Dialog>
  );
}

function TagSelectionForm({
  change,
  onClose,
  teamID,
  subscribers,
  suggestions,
  matching,
}: TagSelectionDialogProps & { change: TagChange }) {
  // Only tags some ticked subscriber has can be removed.
  const removable = teamTags(subscribers);
  const form = useSchemaForm(ZTagChoice, { tag: change === 'remove' ? (removable[0] ?? '') : '' });
  const { errors } = form.formState;
  const tag = useTagSubscribers({
    onSuccess: ({ updated }, input) => {
      const name = input.add ?? input.remove;
      const done = change === 'add' ? `Tag “${name}” added to` : `Tag “${name}” removed from`;
      notify(`${done} ${countText(updated, 'subscriber')}.`, 'success');
      onClose();
    },
    // The server names its own fields (add, remove): they show as the form's error.
    onError: (error) => showApiError(form, error, { fallback: 'The tags could not be changed. Please try again.' }),
  });
  const submit = form.handleSubmit(({ tag: name }) =>
    matching
      ? matching.onStart({ kind: 'tag', [change]: name })
      : tag.mutate({ teamID, subscriberIDs: subscribers.map((s) => s.id), [change]: name }),
  );

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      {change === 'add' ? (
        <>
          <TextField
            label="Tag"
            autoFocus
            autoComplete="off"
            list="selection-tag-suggestions"
            error={errors.tag?.message}
            {...form.register('tag')}
          />
          <datalist id="selection-tag-suggestions">
            {suggestions.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </>
      ) : removable.length === 0 ? (
        <p className="small muted">None of them has a tag.</p>
      ) : (
        <SelectField label="Tag" {...form.register('tag')}>
          {removable.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      )}
      <FormError errors={errors} testId="tag-selection-error" />
      <DialogFormFooter
        onCancel={onClose}
        submitLabel={change === 'add' ? 'Add tag' : 'Remove tag'}
        pending={tag.isPending}
        submitDisabled={change === 'remove' && removable.length === 0}
        submitTestId="tag-selection-submit"
      />
    </form>
  );
}
