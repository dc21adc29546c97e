import { ZFeedbackInput } from '@listkeep/common/src/feedback-input';
import {
  FEEDBACK_MESSAGES,
  FEEDBACK_TITLES,
  FROM_PROFILE_TYPES,
  type FeedbackType,
} from '@listkeep/common/src/feedback';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { SUPPORT_EMAIL } from '@/config/env';
import { ApiError } from '@/lib/api';
import { showApiError, useSchemaForm } from '@/lib/form';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useSendFeedback } from '../api/send-feedback';
import { MessageFields } from './message-fields';

interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: FeedbackType;
}

/** A signed-in user's message to the support inbox, titled by what it is about. */
export function FeedbackDialog(props: FeedbackDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={FEEDBACK_TITLES[props.type]}
      testId="feedback-dialog"
    >
      {/* The dialog's content mounts on each opening, so the form starts afresh without an effect. */}
      <FeedbackForm {...props} />
    </Dialog>
  );
}

/** A refusal of what was typed stays on the form; any other failure closes it with the toast. */
const refusedInput = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.fields.some((f) => f.path.startsWith('formData.'));

function FeedbackForm({ onOpenChange, type }: FeedbackDialogProps) {
  const profile = useProfile().data;
  const user = useSession((s) => s.user);
  const form = useSchemaForm(ZFeedbackInput, {
    type,
    formData: { name: profile?.name ?? '', email: profile?.email || user?.email || '', comments: '' },
    ...(user && { userID: user.uid }),
  });
  const send = useSendFeedback({
    onSuccess: () => {
      notify(FEEDBACK_MESSAGES.sent, 'success');
      onOpenChange(false);
    },
    onError: (error) => {
      if (refusedInput(error)) return showApiError(form, error, { fallback: FEEDBACK_MESSAGES.failed(SUPPORT_EMAIL) });
      notify(FEEDBACK_MESSAGES.failed(SUPPORT_EMAIL), 'error');
      onOpenChange(false);
    },
  });
  const submit = form.handleSubmit((values) => send.mutate(values));
  const messageOnly = (FROM_PROFILE_TYPES as readonly string[]).includes(type);

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <MessageFields form={form} messageOnly={messageOnly} messageLabel="Message" />
      <FormError errors={form.formState.errors} testId="feedback-error" />
      <DialogFormFooter
        onCancel={() => onOpenChange(false)}
        submitLabel="Send"
        pending={send.isPending}
        submitTestId="feedback-send"
      />
    </form>
  );
}
