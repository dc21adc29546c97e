import { ZFeedbackInput } from '@listkeep/common/src/feedback-input';
import { CONTACT_MESSAGES } from '@listkeep/common/src/feedback';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { SUPPORT_EMAIL } from '@/config/env';
import { showApiError, useSchemaForm } from '@/lib/form';
import { useProfile } from '@/lib/profile';
import { notify } from '@/lib/toast';
import { useSendFeedback } from '../api/send-feedback';
import { MessageFields } from './message-fields';

/** The contact page: anyone, signed in or not, writes to the support inbox. */
export function ContactPage() {
  const [sent, setSent] = useState(false);
  return (
    <div className="container page page-narrow">
      <header className="page-header">
        <span className="eyebrow">Info</span>
        <h1>Contact</h1>
        <p className="muted">Questions, ideas or trouble with your list: write to us and we will answer by email.</p>
      </header>
      <Card className="stack">
        {sent ? (
          <div className="stack" role="status" data-testid="contact-sent">
            <p>{CONTACT_MESSAGES.sent}</p>
            <div>
              <Button variant="secondary" onClick={() => setSent(false)}>
                Write another message
              </Button>
            </div>
          </div>
        ) : (
          <ContactForm onSent={() => setSent(true)} />
        )}
      </Card>
    </div>
  );
}

function ContactForm({ onSent }: { onSent: () => void }) {
  // A signed-in visitor finds their name and address filled in.
  const profile = useProfile().data;
  const form = useSchemaForm(ZFeedbackInput, {
    type: 'contact',
    formData: { name: profile?.name ?? '', email: profile?.email ?? '', comments: '' },
  });
  const send = useSendFeedback({
    onSuccess: () => {
      notify(CONTACT_MESSAGES.sent, 'success');
      onSent();
    },
    onError: (error) => showApiError(form, error, { fallback: CONTACT_MESSAGES.failed(SUPPORT_EMAIL) }),
  });
  const submit = form.handleSubmit((values) => send.mutate(values));
  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate data-testid="contact-form">
      <MessageFields form={form} messageLabel="Message" />
      <FormError errors={form.formState.errors} testId="contact-error" />
      <div>
        <Button type="submit" loading={send.isPending}>
          Send Message
        </Button>
      </div>
    </form>
  );
}
