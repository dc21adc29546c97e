import type { Newsletter } from '@listkeep/common/src/entities';
import { can, type Role } from '@listkeep/common/src/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { CopyListDialog } from '@/components/copy-list-dialog';
import { ReadOnlyNote } from '@/components/read-only-note';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { invalidateDashboard } from '@/lib/dashboard-cache';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { deleteNewsletter } from '../api/delete-newsletter';
import { getNewsletterSubscribers } from '../api/get-newsletter-subscribers';
import { updateNewsletter } from '../api/update-newsletter';
import { formOf, sameForm, type NewsletterForm } from '../utils/settings-form';
import { LinksSection } from './links-section';
import { NewsletterFields } from './newsletter-fields';

interface NewsletterSettingsTabProps {
  teamID: string;
  newsletter: Newsletter;
  newsletterCount: number;
  role: Role | null;
  /** After the newsletter was deleted. */
  onDeleted: () => void;
}

export function NewsletterSettingsTab({
  teamID,
  newsletter,
  newsletterCount,
  role,
  onDeleted,
}: NewsletterSettingsTabProps) {
  const client = useQueryClient();
  const saved = formOf(newsletter);
  const [form, setForm] = useState<NewsletterForm>(saved);
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [copying, setCopying] = useState(false);
  const canEdit = can(role, 'manageNewsletters');
  const canDelete = can(role, 'updateNewsletters');
  const canCopy = can(role, 'exportEmails');
  const onlyOne = newsletterCount <= 1;

  // A different newsletter picked in the header, or fresh data after a save, resets the form.
  const savedKey = JSON.stringify(saved);
  useEffect(() => {
    setForm(JSON.parse(savedKey) as NewsletterForm);
    setNameError(null);
  }, [newsletter.id, savedKey]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.newsletterName.trim()) return setNameError('Please name your newsletter.');
    setNameError(null);
    setBusy(true);
    try {
      await updateNewsletter(newsletter.id, teamID, { ...form, newsletterName: form.newsletterName.trim() });
      notify('Settings updated', 'success');
      void invalidateDashboard(client);
    } catch (error) {
      notify(errorMessage(error, 'Settings update failed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteNewsletter(newsletter.id);
      notify('Newsletter deleted', 'success');
      setConfirming(false);
      await invalidateDashboard(client);
      onDeleted();
    } catch (error) {
      notify(errorMessage(error, 'The newsletter could not be deleted.'), 'error');
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="stack-lg" data-testid="tab-newsletter">
      {!canEdit && <ReadOnlyNote what="the newsletter settings" />}
      <Card>
        <form className="stack" onSubmit={(e) => void submit(e)} noValidate data-testid="newsletter-settings-form">
          <h2 className="card-title">Settings</h2>
          <NewsletterFields form={form} onChange={setForm} disabled={!canEdit} nameError={nameError} />
          <div className="row">
            <Button type="submit" loading={busy} disabled={!canEdit || sameForm(form, saved)}>
              Save settings
            </Button>
            {!sameForm(form, saved) && canEdit && (
              <Button variant="ghost" onClick={() => setForm(saved)}>
                Discard changes
              </Button>
            )}
          </div>
        </form>
      </Card>

      <LinksSection newsletter={newsletter} />

      <Card className="stack-sm">
        <h2 className="card-title">Subscribers</h2>
        <p className="small muted">Copy everyone subscribed to this newsletter, to paste into BCC.</p>
        <div>
          <Button variant="secondary" onClick={() => setCopying(true)} disabled={!canCopy}>
            Copy subscribers
          </Button>
        </div>
      </Card>

      <Card className="stack-sm danger-zone">
        <h2 className="card-title">Delete newsletter</h2>
        <p className="small muted">
          {onlyOne
            ? 'A team keeps at least one newsletter, so the only one cannot be deleted.'
            : canDelete
              ? 'Removes the newsletter and its email log. Subscribers stay in your team, without this list.'
              : 'Only the team owner or an admin can delete a newsletter.'}
        </p>
        <div>
          <Button
            variant="danger"
            onClick={() => setConfirming(true)}
            disabled={onlyOne || !canDelete}
            data-testid="delete-newsletter"
          >
            Delete newsletter
          </Button>
        </div>
      </Card>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete newsletter"
        description={
          <>
            <strong>{newsletter.newsletterName || newsletter.name}</strong> will be deleted with its email log. This
            cannot be undone.
          </>
        }
        confirmLabel="Delete newsletter"
        busy={deleting}
        onConfirm={() => void remove()}
      />
      <CopyListDialog
        open={copying}
        onOpenChange={setCopying}
        listName={newsletter.newsletterName || newsletter.name}
        load={() => getNewsletterSubscribers(newsletter.id)}
      />
    </div>
  );
}
