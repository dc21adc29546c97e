import type { Newsletter } from '@listkeep/common/src/entities';
import { splitEmailList } from '@listkeep/common/src/email';
import {
  alreadyExistedMessage,
  checkEmails,
  findEmailColumn,
  formatCount,
  IMPORT_MESSAGES,
  importNote,
  importProblem,
  importProgressText,
  type CheckedEmails,
  type CsvEmailColumn,
} from '@listkeep/common/src/import';
import { MAX } from '@listkeep/common/src/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Segmented } from '@/components/segmented';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Checkbox, TextAreaField, TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api';
import { invalidateDashboard } from '@/lib/dashboard-cache';
import { notify } from '@/lib/toast';
import { ImportError, importSubscribers, type ImportResult } from '../api/import-subscribers';

interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  teamID: string;
  newsletters: readonly Newsletter[];
  defaultNewsletterID: string | null;
}

type Mode = 'paste' | 'file';
type FileState = { name: string; column: CsvEmailColumn } | { name: string; error: string };

interface Outcome extends ImportResult {
  duplicates: string[];
  error: string | null;
}

function failureMessage(error: unknown): string {
  const cause = error instanceof ImportError ? error.cause : error;
  if (cause instanceof ApiError && (cause.status === 400 || cause.status === 402 || cause.status === 413)) {
    return cause.message || IMPORT_MESSAGES.failed;
  }
  return IMPORT_MESSAGES.failed;
}

export function ImportDialog({ open, onOpenChange, teamID, newsletters, defaultNewsletterID }: ImportDialogProps) {
  const client = useQueryClient();
  const [mode, setMode] = useState<Mode>('paste');
  const [text, setText] = useState('');
  const [file, setFile] = useState<FileState | null>(null);
  const [lists, setLists] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [skippable, setSkippable] = useState<CheckedEmails | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!open) return;
    setMode('paste');
    setText('');
    setFile(null);
    setLists(defaultNewsletterID ? [defaultNewsletterID] : newsletters.slice(0, 1).map((n) => n.id));
    setNotes(importNote(new Date()));
    setProblem(null);
    setSkippable(null);
    setProgress(null);
    setOutcome(null);
    // Only on opening: a refetch of the dashboard behind the dialog must not wipe what it shows.
  }, [open]);

  const entries = useMemo(() => {
    if (mode === 'paste') return splitEmailList(text);
    return file && 'column' in file ? file.column.values : [];
  }, [mode, text, file]);

  const busy = progress !== null && outcome === null;

  const readFile = async (picked: File | undefined) => {
    setProblem(null);
    setSkippable(null);
    if (!picked) return setFile(null);
    const content = await picked.text();
    const column = findEmailColumn(content);
    setFile(
      column.index < 0
        ? {
            name: picked.name,
            error: `No email column found in ${picked.name}. Name a column Email, or keep the addresses in one column.`,
          }
        : { name: picked.name, column },
    );
  };

  const run = async (checked: CheckedEmails) => {
    setProblem(null);
    setSkippable(null);
    try {
      const result = await importSubscribers(
        { emails: checked.valid, newsletterIDs: lists, teamID, notes },
        (done, total) => setProgress({ done, total }),
      );
      setOutcome({ ...result, duplicates: checked.duplicates, error: null });
      notify('Subscriber list imported.', 'success');
    } catch (error) {
      const partial = error instanceof ImportError ? error.partial : null;
      const message = failureMessage(error);
      if (partial && partial.done > 0) {
        setOutcome({
          ...partial,
          duplicates: checked.duplicates,
          error: `Imported ${formatCount(partial.done)} of ${formatCount(checked.valid.length)} before an error. ${message}`,
        });
      } else {
        setProgress(null);
        setProblem(message);
      }
    } finally {
      void invalidateDashboard(client);
    }
  };

  const submit = () => {
    if (mode === 'file' && (!file || 'error' in file)) {
      setProblem(file && 'error' in file ? file.error : 'Choose a CSV file first.');
      return;
    }
    if (lists.length === 0) {
      setProblem('Choose at least one newsletter.');
      return;
    }
    const checked = checkEmails(entries);
    const message = importProblem(checked);
    if (message) {
      setProblem(message);
      setSkippable(checked.invalid.length > 0 && checked.valid.length > 0 ? checked : null);
      return;
    }
    void run(checked);
  };

  const total = progress?.total ?? 0;
  let content: React.ReactNode;
  if (outcome) {
    const added = outcome.createdSubscriberIDs.length;
    const updated = outcome.updatedSubscriberIDs.length;
    content = (
      <div className="stack" data-testid="import-result">
        {outcome.error ? (
          <p className="form-error" role="alert">
            {outcome.error}
          </p>
        ) : (
          <p className="form-success" role="status" data-testid="import-summary">
            {formatCount(added)} new {added === 1 ? 'subscriber' : 'subscribers'} added
            {updated > 0 ? `, ${formatCount(updated)} existing added to the chosen lists` : ''}.
          </p>
        )}
        {outcome.alreadyExists.length > 0 && (
          <p className="form-warning" role="alert" data-testid="import-already">
            {alreadyExistedMessage(outcome.alreadyExists)}
          </p>
        )}
        {outcome.optedOut.length > 0 && (
          <p className="form-warning" data-testid="import-opted-out">
            These addresses unsubscribed before and were not subscribed again: {outcome.optedOut.join(', ')}
          </p>
        )}
        {outcome.duplicates.length > 0 && (
          <p className="small muted" data-testid="import-duplicates">
            Listed more than once and imported once: {outcome.duplicates.join(', ')}
          </p>
        )}
        <div className="dialog-footer">
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </div>
      </div>
    );
  } else {
    content = (
      <div className="stack">
        <Segmented<Mode>
          label="Import from"
          hideLabel
          value={mode}
          onChange={(m) => {
            setMode(m);
            setProblem(null);
            setSkippable(null);
          }}
          options={[
            { value: 'paste', label: 'Paste a list' },
            { value: 'file', label: 'Upload a CSV file' },
          ]}
        />
        {mode === 'paste' ? (
          <TextAreaField
            label="Email addresses"
            hint="Separate them with spaces, commas, semicolons or new lines."
            rows={7}
            value={text}
            disabled={busy}
            onChange={(e) => setText(e.target.value)}
            placeholder={'ann@example.org, bob@example.org\ncy@example.org'}
            data-testid="import-text"
          />
        ) : (
          <div className="field">
            <label className="field-label" htmlFor="import-file">
              CSV file
            </label>
            <input
              id="import-file"
              className="input"
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              disabled={busy}
              onChange={(e) => void readFile(e.target.files?.[0])}
              data-testid="import-file"
            />
            <span className="field-hint">
              Exports of Mailchimp, Substack, Buttondown, ConvertKit, Beehiiv and most other tools work as they are.
            </span>
            {file && 'column' in file && (
              <span className="small muted" data-testid="import-file-info">
                Found {formatCount(file.column.values.length)} addresses
                {file.column.header ? ` in the column “${file.column.header}”` : ''} of {file.name}.
              </span>
            )}
          </div>
        )}
        <fieldset className="filter-group">
          <legend className="field-label">Add to</legend>
          <div className="chip-row">
            {newsletters.map((n) => (
              <Checkbox
                key={n.id}
                className="chip"
                label={n.newsletterName || n.name}
                checked={lists.includes(n.id)}
                disabled={busy}
                onChange={(e) =>
                  setLists((prev) => (e.target.checked ? [...prev, n.id] : prev.filter((id) => id !== n.id)))
                }
              />
            ))}
          </div>
        </fieldset>
        <TextField
          label="Note for these subscribers"
          value={notes}
          maxLength={MAX.notes}
          disabled={busy}
          onChange={(e) => setNotes(e.target.value)}
        />
        {problem && (
          <p className="form-error import-problem" role="alert" data-testid="import-error">
            {problem}
          </p>
        )}
        {progress && (
          <div className="stack-sm" role="status" data-testid="import-progress">
            <span className="small">{importProgressText(progress.done, total)}</span>
            <progress className="progress" max={total} value={progress.done} />
          </div>
        )}
        <div className="dialog-footer">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          {skippable && (
            <Button variant="secondary" onClick={() => void run(skippable)} data-testid="import-skip-invalid">
              Import the {formatCount(skippable.valid.length)} valid, skip {formatCount(skippable.invalid.length)}{' '}
              invalid
            </Button>
          )}
          <Button onClick={submit} loading={busy} data-testid="import-submit">
            Import{entries.length > 0 ? ` ${formatCount(entries.length)}` : ''}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Import subscribers"
      size="lg"
      testId="import-dialog"
    >
      {content}
    </Dialog>
  );
}
