import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import {
  EMAIL_DELIMITERS,
  exportFileName,
  joinEmails,
  subscribersCsv,
  UTF8_BOM,
  type EmailDelimiter,
} from '@listkeep/common/src/export';
import { useEffect, useState } from 'react';
import { Segmented } from '@/components/segmented';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { downloadText } from '@/lib/download';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { getNewsletterSubscribers } from '../api/get-newsletter-subscribers';

type Format = 'emails' | 'csv';
const ALL = '__all__';

interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  newsletters: readonly Newsletter[];
  subscribers: readonly Subscriber[];
  defaultNewsletterID: string | null;
  teamName: string;
}

/**
 * Emails only: the addresses currently subscribed to one list, joined with
 * the chosen delimiter. Full CSV: every subscriber of one list or of all,
 * subscribed or not, with the columns of spec section 9.
 */
export function ExportDialog({
  open,
  onOpenChange,
  newsletters,
  subscribers,
  defaultNewsletterID,
  teamName,
}: ExportDialogProps) {
  const [format, setFormat] = useState<Format>('emails');
  const [listID, setListID] = useState<string>(ALL);
  const [delimiter, setDelimiter] = useState<EmailDelimiter>('comma');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setListID(defaultNewsletterID ?? newsletters[0]?.id ?? ALL);
    setError(null);
    // Only on opening: a refetch of the dashboard behind the dialog must not wipe what it shows.
  }, [open]);

  const list = newsletters.find((n) => n.id === listID) ?? null;
  const listName = list ? list.newsletterName || list.name : `${teamName} all lists`;

  const run = async () => {
    setError(null);
    const today = new Date();
    if (format === 'csv') {
      const csv = subscribersCsv(subscribers, {
        newsletterNames: Object.fromEntries(newsletters.map((n) => [n.id, n.newsletterName || n.name])),
        newsletterIDs: list ? [list.id] : undefined,
      });
      downloadText(exportFileName(listName, today, 'csv'), csv);
      notify('Subscribers exported.', 'success');
      onOpenChange(false);
      return;
    }
    if (!list) return setError('Choose a newsletter.');
    setBusy(true);
    try {
      const emails = await getNewsletterSubscribers(list.id);
      if (emails.length === 0) {
        setError('No subscribers to export.');
        return;
      }
      const extension = delimiter === 'comma' || delimiter === 'semicolon' ? 'csv' : 'txt';
      downloadText(
        exportFileName(listName, today, extension),
        UTF8_BOM + joinEmails(emails, delimiter),
        extension === 'csv' ? 'text/csv;charset=utf-8' : 'text/plain;charset=utf-8',
      );
      notify('Subscribers exported.', 'success');
      onOpenChange(false);
    } catch (e) {
      setError(errorMessage(e, 'The list could not be exported. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Export subscribers" testId="export-dialog">
      <div className="stack">
        <Segmented<Format>
          label="Format"
          value={format}
          onChange={(f) => {
            setFormat(f);
            if (f === 'emails' && listID === ALL) setListID(defaultNewsletterID ?? newsletters[0]?.id ?? ALL);
          }}
          options={[
            { value: 'emails', label: 'Emails only' },
            { value: 'csv', label: 'Full CSV' },
          ]}
        />
        <SelectField label="Newsletter" value={listID} onChange={(e) => setListID(e.target.value)}>
          {newsletters.map((n) => (
            <option key={n.id} value={n.id}>
              {n.newsletterName || n.name}
            </option>
          ))}
          {format === 'csv' && <option value={ALL}>All newsletters</option>}
        </SelectField>
        {format === 'emails' ? (
          <>
            <SelectField
              label="Separate addresses with"
              value={delimiter}
              onChange={(e) => setDelimiter(e.target.value as EmailDelimiter)}
            >
              {(Object.keys(EMAIL_DELIMITERS) as EmailDelimiter[]).map((key) => (
                <option key={key} value={key}>
                  {EMAIL_DELIMITERS[key].label}
                </option>
              ))}
            </SelectField>
            <p className="small muted">The addresses currently subscribed to this newsletter.</p>
          </>
        ) : (
          <p className="small muted">
            One row per subscriber and newsletter, subscribed or not, with notes, dates and source. Opens in any
            spreadsheet.
          </p>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-footer">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void run()} loading={busy} data-testid="export-submit">
            Download
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
