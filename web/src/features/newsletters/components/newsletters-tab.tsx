import type { Newsletter, Team } from '@listkeep/common/src/entities';
import { formatCount } from '@listkeep/common/src/import';
import { can, type Role } from '@listkeep/common/src/roles';
import { planFor } from '@listkeep/common/src/tiers';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ReadOnlyNote } from '@/components/read-only-note';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { invalidateDashboard } from '@/lib/dashboard-cache';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { createNewsletter } from '../api/create-newsletter';
import { EMPTY_FORM, type NewsletterForm } from '../utils/settings-form';
import { NewsletterFields } from './newsletter-fields';

interface NewslettersTabProps {
  team: Team;
  newsletters: Newsletter[];
  role: Role | null;
  onOpenSettings: (newsletterID: string) => void;
}

export function NewslettersTab({ team, newsletters, role, onOpenSettings }: NewslettersTabProps) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<NewsletterForm>(EMPTY_FORM);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canManage = can(role, 'manageNewsletters');
  const plan = planFor(team.subscription?.tier);
  const atLimit = newsletters.length >= plan.maxLists;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.newsletterName.trim()) return setError('Please name your newsletter.');
    setBusy(true);
    setError(null);
    try {
      const created = await createNewsletter(team.id, { ...form, newsletterName: form.newsletterName.trim() });
      notify('Newsletter created.', 'success');
      await invalidateDashboard(client);
      setOpen(false);
      onOpenSettings(created.id);
    } catch (e) {
      setError(errorMessage(e, 'The newsletter could not be created. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack" data-testid="tab-lists">
      <div className="toolbar">
        <Button
          onClick={() => {
            setForm(EMPTY_FORM);
            setError(null);
            setOpen(true);
          }}
          disabled={!canManage || atLimit}
        >
          New newsletter
        </Button>
        {canManage && atLimit && (
          <span className="small muted" data-testid="list-limit-note">
            Your {plan.name} plan includes {plan.maxLists} {plan.maxLists === 1 ? 'newsletter' : 'newsletters'}.{' '}
            <ButtonLink variant="link" to={paths.pricing}>
              Upgrade
            </ButtonLink>{' '}
            to add more.
          </span>
        )}
      </div>
      {!canManage && <ReadOnlyNote what="the newsletters" />}
      <div className="list-grid">
        {newsletters.map((n) => (
          <article key={n.id} className="card stack-sm" data-testid="newsletter-card">
            <div className="row-between">
              <h2 className="card-title">{n.newsletterName || n.name}</h2>
              <div className="row" style={{ gap: 'var(--space-1)' }}>
                {n.private && <Badge>Private</Badge>}
                {n.blockSubscribes && <Badge>Subscribes blocked</Badge>}
              </div>
            </div>
            {n.description ? (
              <p className="small muted clamp-2">{n.description}</p>
            ) : (
              <p className="small faint">No description</p>
            )}
            <p className="small">
              <strong>{formatCount(n.overviewData?.totalSubscribers ?? 0)}</strong> subscribers ·{' '}
              <strong>{formatCount(n.overviewData?.totalEmails ?? 0)}</strong> emails
            </p>
            <div>
              <Button variant="secondary" size="sm" onClick={() => onOpenSettings(n.id)}>
                Settings
              </Button>
            </div>
          </article>
        ))}
      </div>
      <Dialog open={open} onOpenChange={setOpen} title="New newsletter" size="lg" testId="newsletter-create-dialog">
        <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
          <NewsletterFields form={form} onChange={setForm} />
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="dialog-footer">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create newsletter
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
