import type { EmailLog, Newsletter } from '@listkeep/common/src/entities';
import { can, type Role } from '@listkeep/common/src/roles';
import { DEFAULT_SEND_FROM } from '@listkeep/common/src/send-providers';
import type { Tier } from '@listkeep/common/src/tiers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CopyListDialog } from '@/components/copy-list-dialog';
import { LoadError } from '@/components/load-error';
import { NewsletterFilter } from '@/components/newsletter-filter';
import { ReadOnlyListNote } from '@/components/read-only-list-note';
import { ReadOnlyNote } from '@/components/read-only-note';
import { Button } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { OPEN_NEW_EMAIL } from '@/config/paths';
import { emailsQueryOptions } from '../api/get-emails';
import { getEmailSubscribers } from '../api/get-email-subscribers';
import { useOpenRequest } from '@/lib/open-request';
import { useProfile } from '@/lib/profile';
import { useShownEmails } from '../hooks/use-shown-emails';
import { DeleteEmailDialog } from './delete-email-dialog';
import { EmailDetailDialog } from './email-detail-dialog';
import { EmailFormDialog } from './email-form-dialog';
import { EmailsTable } from './emails-table';
import { SendDialog } from './send-dialog';

interface EmailsTabProps {
  teamID: string;
  newsletters: Newsletter[];
  newsletter: Newsletter | null;
  role: Role | null;
  tier: Tier | undefined;
  /** The team's public name, for a custom footer's {{org_name}}. */
  publicOrgName: string;
  isOwner: boolean;
}

export function EmailsTab({ teamID, newsletters, newsletter, role, tier, publicOrgName, isOwner }: EmailsTabProps) {
  const query = useQuery(emailsQueryOptions(teamID));
  const [opened, setDetail] = useState<EmailLog | null>(null);
  // The open email as last fetched, so a click or a teammate's edit shows in its dialog.
  const detail = opened && (query.data?.find((e) => e.id === opened.id) ?? opened);
  const [editing, setEditing] = useState<EmailLog | null>(null);
  const newEmailAsked = useOpenRequest(OPEN_NEW_EMAIL);
  const [formOpen, setFormOpen] = useState(newEmailAsked && can(role, 'sendEmails'));
  const [deleting, setDeleting] = useState<EmailLog | null>(null);
  const [copying, setCopying] = useState<EmailLog | null>(null);
  const [sending, setSending] = useState<EmailLog | null>(null);
  const profile = useProfile().data;

  const canEdit = can(role, 'sendEmails');
  const { checked, setChecked, names, shown, sort, onSort } = useShownEmails(query.data, newsletters);
  const edit = (email: EmailLog | null) => {
    setEditing(email);
    setDetail(null);
    setFormOpen(true);
  };

  return (
    <div className="stack" data-testid="tab-emails">
      <div className="toolbar">
        <Button onClick={() => edit(null)} disabled={!canEdit || newsletters.length === 0}>
          New Email
        </Button>
        {newsletters.length > 1 && (
          <NewsletterFilter newsletters={newsletters} checked={checked} onChange={setChecked} />
        )}
      </div>
      {!canEdit && <ReadOnlyNote what="the email log" />}
      {newsletter && (
        <ReadOnlyListNote newsletter={newsletter} tier={tier} lists={newsletters.length} isOwner={isOwner} />
      )}

      {query.isError ? (
        <LoadError title="The emails could not be loaded" onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <CenteredSpinner label="Loading emails" />
      ) : shown.length === 0 ? (
        <div className="empty" data-testid="emails-empty">
          <strong>No emails logged yet</strong>
          After you send an email to a list, log it here with New Email to keep a record.
        </div>
      ) : (
        <EmailsTable emails={shown} listNames={names} onOpen={setDetail} sort={sort} onSort={onSort} />
      )}

      <EmailDetailDialog
        email={detail}
        teamID={teamID}
        tier={tier}
        isOwner={isOwner}
        publicOrgName={publicOrgName}
        listName={detail ? (names.get(detail.newsletterID) ?? 'Deleted list') : ''}
        newsletter={detail ? newsletters.find((n) => n.id === detail.newsletterID) : undefined}
        onOpenChange={(open) => !open && setDetail(null)}
        canEdit={canEdit}
        canCopy={can(role, 'exportEmails')}
        onEdit={() => edit(detail)}
        onDelete={() => setDeleting(detail)}
        onCopy={() => {
          setCopying(detail);
          setDetail(null);
        }}
        onSend={() => {
          setSending(detail);
          setDetail(null);
        }}
      />
      <SendDialog
        email={sending}
        newsletter={sending ? newsletters.find((n) => n.id === sending.newsletterID) : undefined}
        tier={tier}
        publicOrgName={publicOrgName}
        sendFrom={profile?.sendFrom ?? DEFAULT_SEND_FROM}
        onOpenChange={(open) => !open && setSending(null)}
      />
      <EmailFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        newsletters={newsletters}
        email={editing}
        defaultNewsletterID={newsletter?.id ?? null}
      />
      <DeleteEmailDialog
        email={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setDetail(null);
        }}
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
