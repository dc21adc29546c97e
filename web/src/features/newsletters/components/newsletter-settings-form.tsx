import type { Newsletter } from '@listkeep/common/src/entities';
import { ZNewsletterSettings, settingsOf } from '@listkeep/common/src/newsletter-settings';
import { SaveChanges } from '@/components/save-changes';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/toast';
import { useUpdateNewsletter } from '../api/update-newsletter';
import { NewsletterFields } from './newsletter-fields';

interface NewsletterSettingsFormProps {
  teamID: string;
  newsletter: Newsletter;
  canEdit: boolean;
}

/**
 * The settings card. It starts from the newsletter's saved settings; its
 * parent mounts it afresh for another newsletter or for fresh data after a save.
 */
export function NewsletterSettingsForm({ teamID, newsletter, canEdit }: NewsletterSettingsFormProps) {
  const form = useSchemaForm(ZNewsletterSettings, settingsOf(newsletter));
  const update = useUpdateNewsletter({
    onSuccess: () => notify('Settings updated', 'success'),
    // A failed save is a toast (docs/product.md §8), as every other settings message.
    onError: (error) => notify(errorMessage(error, 'Settings update failed'), 'error'),
  });
  const submit = form.handleSubmit((settings) =>
    update.mutate({ ...settings, id: newsletter.id, newsletterID: newsletter.id, teamID }),
  );
  const unsaved = form.formState.isDirty;

  return (
    <Card>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate data-testid="newsletter-settings-form">
        <h2 className="card-title">Settings</h2>
        <NewsletterFields form={form} disabled={!canEdit} />
        <SaveChanges
          label="Save settings"
          pending={update.isPending}
          unsaved={unsaved}
          canEdit={canEdit}
          onDiscard={() => form.reset()}
        />
      </form>
    </Card>
  );
}
