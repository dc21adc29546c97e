import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import { isValidEmail } from '@listkeep/common/src/email';
import { MAX } from '@listkeep/common/src/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Checkbox, TextAreaField, TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api';
import { invalidateDashboard } from '@/lib/dashboard-cache';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { createSubscriber } from '../api/create-subscriber';
import { updateSubscriber } from '../api/update-subscriber';
import { isSubscribedTo } from '../utils/filter-subscribers';
import { PersonalLinks } from './personal-links';

interface SubscriberFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  teamID: string;
  newsletters: readonly Newsletter[];
  /** The subscriber to edit, or null to create one. */
  subscriber: Subscriber | null;
  defaultNewsletterID: string | null;
}

export function SubscriberFormDialog({
  open,
  onOpenChange,
  teamID,
  newsletters,
  subscriber,
  defaultNewsletterID,
}: SubscriberFormDialogProps) {
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [lists, setLists] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setEmail(subscriber?.subscriberEmail ?? '');
    setName(subscriber?.subscriberName ?? '');
    setNotes(subscriber?.notes ?? '');
    setLists(
      subscriber
        ? newsletters.filter((n) => isSubscribedTo(subscriber, n.id)).map((n) => n.id)
        : defaultNewsletterID
          ? [defaultNewsletterID]
          : [],
    );
    setError(null);
    // Only on opening: a refetch of the dashboard behind the dialog must not wipe what it shows.
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError('Please enter an email address.');
    if (!isValidEmail(address)) return setError('Please enter a valid email address.');
    setError(null);
    setBusy(true);
    const input = {
      subscriberEmail: address,
      subscriberName: name.trim(),
      notes,
      subscribedNewsletters: lists,
      teamID,
      subscriptionSource: subscriber?.subscriptionSource || 'individual dashboard creation',
    };
    try {
      if (subscriber) await updateSubscriber(subscriber.id, input);
      else await createSubscriber(input);
      notify(subscriber ? 'Subscriber updated.' : 'Subscriber added.', 'success');
      void invalidateDashboard(client);
      onOpenChange(false);
    } catch (e) {
      if (e instanceof ApiError && /already exists/i.test(e.message)) {
        setError('A subscriber with this email already exists for this newsletter.');
      } else {
        setError(errorMessage(e, 'The subscriber could not be saved. Please try again.'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={subscriber ? 'Edit subscriber' : 'Add subscriber'}
      testId="subscriber-dialog"
    >
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Email"
          type="email"
          value={email}
          maxLength={MAX.email}
          autoComplete="off"
          onChange={(e) => setEmail(e.target.value)}
          autoFocus
        />
        <TextField label="Name" value={name} maxLength={MAX.personName} onChange={(e) => setName(e.target.value)} />
        <TextAreaField
          label="Notes"
          hint="Private: only your team sees them."
          rows={3}
          value={notes}
          maxLength={MAX.notes}
          onChange={(e) => setNotes(e.target.value)}
        />
        <fieldset className="filter-group">
          <legend className="field-label">Subscribed to</legend>
          <div className="stack-sm">
            {newsletters.map((n) => (
              <Checkbox
                key={n.id}
                label={n.newsletterName || n.name}
                checked={lists.includes(n.id)}
                onChange={(e) =>
                  setLists((prev) => (e.target.checked ? [...prev, n.id] : prev.filter((id) => id !== n.id)))
                }
              />
            ))}
          </div>
        </fieldset>
        {subscriber && <PersonalLinks teamID={teamID} subscriber={subscriber} newsletters={newsletters} />}
        {error && (
          <p className="form-error" role="alert" data-testid="subscriber-error">
            {error}
          </p>
        )}
        <div className="dialog-footer">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {subscriber ? 'Save' : 'Add subscriber'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
