import { ZSubscriberFields } from '@listkeep/common/src/contract';
import { emailDeliveryNote } from '@listkeep/common/src/email';
import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import { MAX } from '@listkeep/common/src/limits';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { NotesField } from '@/components/notes-field';
import { NewsletterChecklist } from '@/components/newsletter-checklist';
import { Dialog } from '@/components/ui/dialog';
import { Address } from '@/components/ui/address';
import { TextField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { EMAIL_INPUT } from '@/lib/email-input';
import { showApiError, useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/toast';
import { useCreateSubscriber } from '../api/create-subscriber';
import { useUpdateSubscriber } from '../api/update-subscriber';
import { isSubscribedTo } from '../utils/filter-subscribers';
import { PersonalLinks } from './personal-links';
import { TagEditor } from './tag-editor';

const ZSubscriberForm = ZSubscriberFields.pick({
  subscriberEmail: true,
  subscriberName: true,
  notes: true,
  subscribedNewsletters: true,
  tags: true,
});

interface SubscriberFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  teamID: string;
  newsletters: readonly Newsletter[];
  /** The subscriber to edit, or null to create one. */
  subscriber: Subscriber | null;
  defaultNewsletterID: string | null;
  /** The team's tags, offered in the tag editor. */
  teamTags: readonly string[];
  /** The plan has tags; without, a subscriber's tags show but stay as they are. */
  tagsAllowed: boolean;
  /** Shown under the tags when the plan has none. */
  tagsNote: ReactNode;
}

export function SubscriberFormDialog(props: SubscriberFormDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.subscriber ? 'Edit subscriber' : 'Add subscriber'}
      // The address whole, however long: the table cuts it short.
      description={
        props.subscriber && (
          <span data-testid="subscriber-address">
            <Address>{props.subscriber.subscriberEmail}</Address>
          </span>
        )
      }
      testId="subscriber-dialog"
    >
      {/* The dialog's content mounts on each opening, so the form starts afresh without an effect. */}
      <SubscriberForm {...props} />
    </Dialog>
  );
}

function SubscriberForm({
  onOpenChange,
  teamID,
  newsletters,
  subscriber,
  defaultNewsletterID,
  teamTags,
  tagsAllowed,
  tagsNote,
}: SubscriberFormDialogProps) {
  const form = useSchemaForm(ZSubscriberForm, {
    subscriberEmail: subscriber?.subscriberEmail ?? '',
    subscriberName: subscriber?.subscriberName ?? '',
    notes: subscriber?.notes ?? '',
    subscribedNewsletters: subscriber
      ? newsletters.filter((n) => isSubscribedTo(subscriber, n.id)).map((n) => n.id)
      : defaultNewsletterID
        ? [defaultNewsletterID]
        : [],
    tags: subscriber ? subscriber.tags : [],
  });
  const { errors } = form.formState;
  const deliveryNote = emailDeliveryNote(form.watch('subscriberEmail') ?? '');
  const done = () => {
    notify(subscriber ? 'Subscriber updated.' : 'Subscriber added.', 'success');
    onOpenChange(false);
  };
  const failed = (error: unknown) =>
    showApiError(form, error, {
      fallback: 'The subscriber could not be saved. Please try again.',
      byCode: { 'already-exists': 'A subscriber with this email already exists for this newsletter.' },
    });
  const create = useCreateSubscriber({ onSuccess: done, onError: failed });
  const update = useUpdateSubscriber({ onSuccess: done, onError: failed });

  const submit = form.handleSubmit((values) => {
    const input = { ...values, teamID, subscriptionSource: subscriber?.subscriptionSource || undefined };
    if (subscriber) update.mutate({ ...input, id: subscriber.id });
    else create.mutate(input);
  });

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="Email"
        {...EMAIL_INPUT}
        maxLength={MAX.email}
        autoComplete="off"
        autoFocus
        hint={deliveryNote && <span data-testid="subscriber-email-note">{deliveryNote}</span>}
        error={errors.subscriberEmail?.message}
        {...form.register('subscriberEmail')}
      />
      <TextField
        label="Name"
        maxLength={MAX.personName}
        error={errors.subscriberName?.message}
        {...form.register('subscriberName')}
      />
      <NotesField rows={3} error={errors.notes?.message} {...form.register('notes')} />
      <Controller
        control={form.control}
        name="subscribedNewsletters"
        render={({ field }) => (
          <NewsletterChecklist
            legend="Subscribed to"
            newsletters={newsletters}
            value={field.value ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => (
          <TagEditor
            value={field.value ?? []}
            onChange={field.onChange}
            suggestions={teamTags}
            disabled={!tagsAllowed}
            error={errors.tags?.message ?? errors.tags?.[0]?.message}
          />
        )}
      />
      {!tagsAllowed && tagsNote}
      {subscriber && <PersonalLinks teamID={teamID} subscriber={subscriber} newsletters={newsletters} />}
      <FormError errors={errors} testId="subscriber-error" />
      <DialogFormFooter
        onCancel={() => onOpenChange(false)}
        submitLabel={subscriber ? 'Save' : 'Add subscriber'}
        pending={create.isPending || update.isPending}
      />
    </form>
  );
}
