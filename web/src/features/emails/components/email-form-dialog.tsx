import type { EmailLog, Newsletter } from '@listkeep/common/src/entities';
import { MAX } from '@listkeep/common/src/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Checkbox, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { invalidateDashboard } from '@/lib/dashboard-cache';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { createEmail } from '../api/create-email';
import { updateEmail } from '../api/update-email';

interface EmailFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  newsletters: readonly Newsletter[];
  email: EmailLog | null;
  defaultNewsletterID: string | null;
}

function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Creates or edits a logged email; the sent flag, sent date and sent time are editable (spec section 4). */
export function EmailFormDialog({ open, onOpenChange, newsletters, email, defaultNewsletterID }: EmailFormDialogProps) {
  const client = useQueryClient();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [notes, setNotes] = useState('');
  const [newsletterID, setNewsletterID] = useState('');
  const [sent, setSent] = useState(true);
  const [sentDate, setSentDate] = useState('');
  const [sentTime, setSentTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setSubject(email?.subject ?? '');
    setBody(email?.body ?? '');
    setNotes(email?.notes ?? '');
    setNewsletterID(email?.newsletterID ?? defaultNewsletterID ?? newsletters[0]?.id ?? '');
    setSent(email?.sent ?? true);
    setSentDate(email ? email.sentDate : today());
    setSentTime(email?.sentTime ?? '');
    setError(null);
    // Only on opening: a refetch of the dashboard behind the dialog must not wipe what it shows.
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim()) return setError('Please enter a subject.');
    if (!newsletterID) return setError('Choose a newsletter.');
    setError(null);
    setBusy(true);
    const input = { subject: subject.trim(), body, notes, sent, sentDate, sentTime, newsletterID };
    try {
      if (email) await updateEmail(email.id, input);
      else await createEmail(input);
      notify(email ? 'Email updated.' : 'Email logged.', 'success');
      void invalidateDashboard(client);
      onOpenChange(false);
    } catch (e) {
      setError(errorMessage(e, 'The email could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={email ? 'Edit email' : 'New email'}
      description={
        email ? undefined : 'Log an email you sent to a list, to keep a record and count it on the overview.'
      }
      size="lg"
      testId="email-form-dialog"
    >
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Subject"
          value={subject}
          maxLength={MAX.subject}
          onChange={(e) => setSubject(e.target.value)}
          autoFocus
        />
        <SelectField label="List" value={newsletterID} onChange={(e) => setNewsletterID(e.target.value)}>
          {newsletters.map((n) => (
            <option key={n.id} value={n.id}>
              {n.newsletterName || n.name}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Body"
          rows={6}
          value={body}
          maxLength={MAX.emailBody}
          onChange={(e) => setBody(e.target.value)}
        />
        <TextAreaField
          label="Notes"
          hint="Private: only your team sees them."
          rows={2}
          value={notes}
          maxLength={MAX.notes}
          onChange={(e) => setNotes(e.target.value)}
        />
        <Checkbox label="Sent" checked={sent} onChange={(e) => setSent(e.target.checked)} />
        <div className="form-grid-2">
          <TextField label="Sent date" type="date" value={sentDate} onChange={(e) => setSentDate(e.target.value)} />
          <TextField label="Sent time" type="time" value={sentTime} onChange={(e) => setSentTime(e.target.value)} />
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-footer">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {email ? 'Save' : 'Log email'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
