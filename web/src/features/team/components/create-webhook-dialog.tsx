import { contract } from '@listkeep/common/src/contract';
import { MAX } from '@listkeep/common/src/limits';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEventType } from '@listkeep/common/src/webhooks';
import { useState } from 'react';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Dialog } from '@/components/ui/dialog';
import { Checkbox, TextField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { showApiError, useSchemaForm } from '@/lib/form';
import { useCreateWebhook } from '../api/create-webhook';
import { NewWebhookSecret } from './new-webhook-secret';
import '@/components/filters.css';

const ZNewWebhook = contract.createWebhook.input.pick({ url: true, events: true });

interface CreateWebhookDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  teamID: string;
}

/** Takes an endpoint's address and the events it wants, then shows its signing secret, once. */
export function CreateWebhookDialog(props: CreateWebhookDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Add a webhook endpoint"
      testId="create-webhook-dialog"
    >
      <CreateWebhookBody {...props} />
    </Dialog>
  );
}

function CreateWebhookBody({ onOpenChange, teamID }: CreateWebhookDialogProps) {
  const [secret, setSecret] = useState<string | null>(null);
  const form = useSchemaForm(ZNewWebhook, { url: '', events: [...WEBHOOK_EVENTS] });
  const create = useCreateWebhook(teamID, {
    onSuccess: (answer) => setSecret(answer.secret),
    onError: (error) => showApiError(form, error, { fallback: 'The endpoint could not be added. Please try again.' }),
  });
  if (secret) return <NewWebhookSecret secret={secret} onDone={() => onOpenChange(false)} />;
  const submit = form.handleSubmit((input) => create.mutate({ ...input, teamID }));
  const events = form.watch('events') as WebhookEventType[];
  const toggle = (event: WebhookEventType, on: boolean) =>
    form.setValue('events', on ? [...events, event] : events.filter((e) => e !== event), {
      shouldValidate: form.formState.isSubmitted,
    });

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="Endpoint URL"
        hint="Each event is POSTed here as JSON, signed with the endpoint's secret."
        maxLength={MAX.url}
        placeholder="https://example.com/listkeep-events"
        type="url"
        autoComplete="off"
        error={form.formState.errors.url?.message}
        {...form.register('url')}
        data-testid="webhook-url"
      />
      <fieldset className="filter-group">
        <legend className="field-label">Events</legend>
        <div className="stack-sm">
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox
              key={event}
              label={WEBHOOK_EVENT_LABELS[event]}
              hint={event}
              checked={events.includes(event)}
              onChange={(e) => toggle(event, e.target.checked)}
              data-testid={`webhook-event-${event}`}
            />
          ))}
        </div>
      </fieldset>
      <FormError errors={form.formState.errors} testId="webhook-error" />
      <DialogFormFooter
        onCancel={() => onOpenChange(false)}
        submitLabel="Add endpoint"
        pending={create.isPending}
        submitTestId="webhook-submit"
      />
    </form>
  );
}
