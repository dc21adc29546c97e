import { DEFAULT_NEWSLETTER_SETTINGS, ZNewsletterSettings } from '@listkeep/common/src/newsletter-settings';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { showApiError, useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/toast';
import { useCreateNewsletter } from '../api/create-newsletter';
import { NewsletterFields } from './newsletter-fields';
import '@/components/ui/dialog.css';

interface NewNewsletterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  teamID: string;
  /** After the newsletter was created and the dashboard knows it. */
  onCreated: (newsletterID: string) => void;
}

export function NewNewsletterDialog(props: NewNewsletterDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="New newsletter"
      size="lg"
      testId="newsletter-create-dialog"
    >
      {/* The dialog's content mounts on each opening, so the form starts empty without an effect. */}
      <NewNewsletterForm {...props} />
    </Dialog>
  );
}

function NewNewsletterForm({ onOpenChange, teamID, onCreated }: NewNewsletterDialogProps) {
  const form = useSchemaForm(ZNewsletterSettings, DEFAULT_NEWSLETTER_SETTINGS);
  const create = useCreateNewsletter({
    onSuccess: ({ id }) => {
      notify('Newsletter created.', 'success');
      onOpenChange(false);
      onCreated(id);
    },
    onError: (error) =>
      showApiError(form, error, { fallback: 'The newsletter could not be created. Please try again.' }),
  });
  const submit = form.handleSubmit((settings) => create.mutate({ ...settings, teamID }));

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <NewsletterFields form={form} />
      <FormError errors={form.formState.errors} />
      <div className="dialog-footer">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          Create newsletter
        </Button>
      </div>
    </form>
  );
}
