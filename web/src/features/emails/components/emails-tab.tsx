import type { EmailLog, Newsletter } from '@listkeep/common/src/entities';
import { can, type Role } from '@listkeep/common/src/roles';
import { planFor, type Tier } from '@listkeep/common/src/tiers';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CopyListDialog } from '@/components/copy-list-dialog';
import { NewsletterFilter, reconcileChecked } from '@/components/newsletter-filter';
import { ReadOnlyNote } from '@/components/read-only-note';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { CenteredSpinner } from '@/components/ui/spinner';
import { invalidateDashboard } from '@/lib/dashboard-cache';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { deleteEmail } from '../api/delete-email';
import { getEmailSubscribers } from '../api/get-email-subscribers';
import { useEmails } from '../api/get-emails';
import { sentLabel, sortEmails } from '../utils/sent-label';
import { EmailDetailDialog } from './email-detail-dialog';
import { EmailFormDialog } from './email-form-dialog';

interface EmailsTabProps {
  teamID: string;
  newsletters: Newsletter[];
  newsletter: Newsletter | null;
  role: Role | null;
  tier: Tier | undefined;
}

export function EmailsTab({ teamID, newsletters, newsletter, role, tier }: EmailsTabProps) {
  const client = useQueryClient();
  const query = useEmails(teamID);
  const [checkedState, setChecked] = useState<string[] | null>(null);
  const [detail, setDetail] = useState<EmailLog | null>(null);
  const [editing, setEditing] = useState<EmailLog | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<EmailLog | null>(null);
  const [busy, setBusy] = useState(false);
  const [copying, setCopying] = useState<EmailLog | null>(null);

  const canEdit = can(role, 'sendEmails');
  const canCopy = can(role, 'exportEmails');
  const checked = reconcileChecked(checkedState, newsletters);
  const names = new Map(newsletters.map((n) => [n.id, n.newsletterName || n.name]));
  const checkedKey = checked.join(',');
  const shown = useMemo(() => {
    const ids = new Set(checkedKey.split(','));
    return sortEmails((query.data ?? []).filter((e) => ids.has(e.newsletterID)));
  }, [query.data, checkedKey]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteEmail(deleting.id);
      notify('Email deleted.', 'success');
      void invalidateDashboard(client);
      setDeleting(null);
      setDetail(null);
    } catch (error) {
      notify(errorMessage(error, 'The email could not be deleted.'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack" data-testid="tab-emails">
      <div className="toolbar">
        <Button
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
          disabled={!canEdit || newsletters.length === 0}
        >
          New Email
        </Button>
        {newsletters.length > 1 && (
          <NewsletterFilter newsletters={newsletters} checked={checked} onChange={setChecked} />
        )}
      </div>
      {!canEdit && <ReadOnlyNote what="the email log" />}

      {query.isError ? (
        <div className="empty" role="alert">
          <strong>The emails could not be loaded</strong>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : !query.data ? (
        <CenteredSpinner label="Loading emails" />
      ) : shown.length === 0 ? (
        <div className="empty" data-testid="emails-empty">
          <strong>No emails logged yet</strong>
          After you send an email to a list, log it here with New Email to keep a record.
        </div>
      ) : (
        <div className="table-wrap">
          <table className="table table-stack table-hover" data-testid="emails-table">
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">List</th>
                <th scope="col">Sent</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((email) => (
                <tr key={email.id} data-testid="email-row">
                  <td data-label="Subject">
                    <button type="button" className="btn-link row-link" onClick={() => setDetail(email)}>
                      {email.subject}
                    </button>
                  </td>
                  <td data-label="List">
                    {names.get(email.newsletterID) ?? <span className="faint">Deleted list</span>}
                  </td>
                  <td data-label="Sent">{email.sent ? sentLabel(email) : <Badge>Not sent</Badge>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <EmailDetailDialog
        email={detail}
        teamID={teamID}
        trackLinks={planFor(tier).trackLinks}
        listName={detail ? (names.get(detail.newsletterID) ?? 'Deleted list') : ''}
        newsletter={detail ? newsletters.find((n) => n.id === detail.newsletterID) : undefined}
        onOpenChange={(open) => !open && setDetail(null)}
        canEdit={canEdit}
        canCopy={canCopy}
        onEdit={() => {
          setEditing(detail);
          setDetail(null);
          setFormOpen(true);
        }}
        onDelete={() => setDeleting(detail)}
        onCopy={() => {
          setCopying(detail);
          setDetail(null);
        }}
      />
      <EmailFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        newsletters={newsletters}
        email={editing}
        defaultNewsletterID={newsletter?.id ?? null}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete email"
        description={
          <>
            The log entry <strong>{deleting?.subject}</strong> will be removed. This cannot be undone.
          </>
        }
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void confirmDelete()}
      />
      {copying && (
        <CopyListDialog
          open
          onOpenChange={(open) => !open && setCopying(null)}
          listName={`recipients of “${copying.subject}”`}
          load={() => getEmailSubscribers(copying.id)}
        />
      )}
    </div>
  );
}
