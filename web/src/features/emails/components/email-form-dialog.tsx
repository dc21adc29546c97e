import { newsletterDisplayName } from '@listkeep/common/src/footer';
import { ZEmailFields } from '@listkeep/common/src/contract';
import type { EmailLog, Newsletter } from '@listkeep/common/src/entities';
import { MAX } from '@listkeep/common/src/limits';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { NotesField } from '@/components/notes-field';
import { Dialog } from '@/components/ui/dialog';
import { Checkbox, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { showApiError, useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/toast';
import { useCreateEmail } from '../api/create-email';
import { useUpdateEmail } from '../api/update-email';

interface EmailFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  newsletters: readonly Newsletter[];
  /** The email to edit, or null to log a new one. */
  email: EmailLog | null;
  defaultNewsletterID: string | null;
}

function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function EmailFormDialog(props: EmailFormDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.email ? 'Edit email' : 'New email'}
      description={
        props.email
          ? undefined
          : 'Write a draft and send it from here in batches, or tick Sent to log an email you already sent.'
      }
      size="lg"
      testId="email-form-dialog"
    >
      {/* The dialog's content mounts on each opening, so the form starts afresh without an effect. */}
      <EmailForm {...props} />
    </Dialog>
  );
}

/** Creates or edits a logged email; the sent flag, sent date and sent time are editable (docs/product.md §4). */
function EmailForm({ onOpenChange, newsletters, email, defaultNewsletterID }: EmailFormDialogProps) {
  const form = useSchemaForm(ZEmailFields, {
    subject: email?.subject ?? '',
    body: email?.body ?? '',
    notes: email?.notes ?? '',
    newsletterID: email?.newsletterID ?? defaultNewsletterID ?? newsletters[0]?.id ?? '',
    sent: email?.sent ?? false,
    sentDate: email ? email.sentDate : today(),
    sentTime: email?.sentTime ?? '',
  });
  const { errors } = form.formState;
  const done = () => {
    notify(
      email ? 'Email updated.' : form.getValues('sent') ? 'Email logged.' : 'Draft saved. Open it and press Send.',
      'success',
    );
    onOpenChange(false);
  };
  const failed = (error: unknown) =>
    showApiError(form, error, { fallback: 'The email could not be saved. Please try again.' });
  const create = useCreateEmail({ onSuccess: done, onError: failed });
  const update = useUpdateEmail({ onSuccess: done, onError: failed });

  const submit = form.handleSubmit((values) => {
    if (email) update.mutate({ ...values, id: email.id });
    else create.mutate(values);
  });

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="Subject"
        maxLength={MAX.subject}
        autoFocus
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <SelectField label="List" {...form.register('newsletterID')}>
        {newsletters.map((n) => (
          <option key={n.id} value={n.id}>
            {newsletterDisplayName(n)}
          </option>
        ))}
      </SelectField>
      {errors.newsletterID && (
        <span className="field-error" role="alert">
          {errors.newsletterID.message}
        </span>
      )}
      <TextAreaField
        label="Body"
        rows={6}
        maxLength={MAX.emailBody}
        error={errors.body?.message}
        {...form.register('body')}
      />
      <NotesField rows={2} error={errors.notes?.message} {...form.register('notes')} />
      <Checkbox label="Sent" {...form.register('sent')} />
      <div className="form-grid-2">
        <TextField label="Sent date" type="date" error={errors.sentDate?.message} {...form.register('sentDate')} />
        <TextField label="Sent time" type="time" error={errors.sentTime?.message} {...form.register('sentTime')} />
      </div>
      <FormError errors={errors} />
      <DialogFormFooter
        onCancel={() => onOpenChange(false)}
        submitLabel={email ? 'Save' : form.watch('sent') ? 'Log email' : 'Save draft'}
        pending={create.isPending || update.isPending}
      />
    </form>
  );
}
