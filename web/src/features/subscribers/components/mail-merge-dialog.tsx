import { formatCount } from '@listkeep/common/src/count-text';
import { newsletterDisplayName } from '@listkeep/common/src/footer';
import type { Newsletter, Timestamp } from '@listkeep/common/src/entities';
import { PERSONAL_LINK_DAYS } from '@listkeep/common/src/limits';
import { mailMergeCsv, mailMergeFileName } from '@listkeep/common/src/mail-merge';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { downloadText } from '@/lib/download';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { fetchMailMergeRows } from '../api/mail-merge-links';

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const dayOf = (at: Timestamp | Date) => dayFormat.format(at instanceof Date ? at : new Date(at.seconds * 1000));

interface MailMergeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  newsletters: readonly Newsletter[];
  defaultNewsletterID: string | null;
  /** The tag filter's tag: the file holds the subscribers with it alone. */
  tag: string | null;
}

export function MailMergeDialog(props: MailMergeDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.tag ? `Export subscribers tagged “${props.tag}” for mail merge` : 'Export for mail merge'}
      testId="mail-merge-dialog"
    >
      {/* Mounted on each opening, so the choice starts from the current newsletter. */}
      <MailMergeChoices {...props} />
    </Dialog>
  );
}

/**
 * A CSV of a list's current subscribers with a personal unsubscribe and
 * manage link each (docs/product.md §9), for mail programs that send one
 * message per person. Each export makes new links on the server.
 */
function MailMergeChoices({ onOpenChange, newsletters, defaultNewsletterID, tag }: MailMergeDialogProps) {
  const [listID, setListID] = useState(defaultNewsletterID ?? newsletters[0]?.id ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  // The day links made now stop working, read once as the dialog opens.
  const [linksEnd] = useState(() => dayOf(new Date(Date.now() + PERSONAL_LINK_DAYS * DAY_MS)));
  const list = newsletters.find((n) => n.id === listID) ?? null;

  const download = useMutation({
    mutationFn: async () => {
      if (!list) throw new Error('Choose a newsletter.');
      setProgress(0);
      return { list, ...(await fetchMailMergeRows(list.id, tag, setProgress)) };
    },
    onMutate: () => setProblem(null),
    onSuccess: ({ list: exported, rows, linksExpireAt }) => {
      if (rows.length === 0) return setProblem('No subscribers to export.');
      const title = `${newsletterDisplayName(exported)}${tag ? ` ${tag}` : ''}`;
      downloadText(mailMergeFileName(title, new Date()), mailMergeCsv(rows));
      notify(`Mail merge file downloaded. Its links work until ${dayOf(linksExpireAt)}.`, 'success');
      onOpenChange(false);
    },
    onError: (error) => setProblem(errorMessage(error, 'The list could not be exported. Please try again.')),
  });

  return (
    <div className="stack">
      <p className="muted">
        Use this when your mail program sends one message per person (Gmail mail merge, Mailmeteor, YAMM, GMass, Word
        with Outlook, Thunderbird): each recipient then gets their own unsubscribe link, which works in one click.
      </p>
      <SelectField label="Newsletter" value={listID} onChange={(e) => setListID(e.target.value)}>
        {newsletters.map((n) => (
          <option key={n.id} value={n.id}>
            {newsletterDisplayName(n)}
          </option>
        ))}
      </SelectField>
      <p className="small muted" data-testid="mail-merge-validity">
        Columns: Email, Name, First name, Unsubscribe URL, Manage URL, for the current subscribers
        {tag ? ` tagged “${tag}”` : ''}. Each export makes new links, which work for {PERSONAL_LINK_DAYS} days, until{' '}
        {linksEnd}: send your mail merge before then.
      </p>
      {download.isPending && progress > 0 && (
        <p className="small muted" role="status">
          {formatCount(progress)} subscribers ready…
        </p>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <DialogFormFooter
        onCancel={() => onOpenChange(false)}
        onSubmit={() => download.mutate()}
        submitLabel="Download"
        pending={download.isPending}
        cancelDisabled={download.isPending}
        submitTestId="mail-merge-submit"
      />
    </div>
  );
}
