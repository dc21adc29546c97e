import type { CallInput } from '@listkeep/common/src/contract';
import { MAX } from '@listkeep/common/src/limits';
import type { UseFormReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/field';
import { EMAIL_INPUT } from '@/lib/email-input';

type MessageForm = Pick<UseFormReturn<CallInput<'feedback'>>, 'register' | 'formState'>;

interface MessageFieldsProps {
  form: MessageForm;
  /** Name and address come from the profile: the form asks for the message only. */
  messageOnly?: boolean;
  messageLabel: string;
}

/** Name, email and message of a message to the support inbox. */
export function MessageFields({ form, messageOnly, messageLabel }: MessageFieldsProps) {
  const errors = form.formState.errors.formData;
  return (
    <>
      {!messageOnly && (
        <>
          <TextField
            label="Name"
            maxLength={MAX.personName}
            autoComplete="name"
            error={errors?.name?.message}
            {...form.register('formData.name')}
          />
          <TextField
            label="Email"
            {...EMAIL_INPUT}
            maxLength={MAX.email}
            autoComplete="email"
            error={errors?.email?.message}
            {...form.register('formData.email')}
          />
        </>
      )}
      <TextAreaField
        label={messageLabel}
        rows={6}
        maxLength={MAX.feedbackComments}
        autoFocus={messageOnly}
        error={errors?.comments?.message}
        {...form.register('formData.comments')}
      />
    </>
  );
}
