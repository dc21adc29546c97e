import type { Newsletter } from '@listkeep/common/src/entities';
import { formatCount } from '@listkeep/common/src/count-text';
import { IMPORT_MESSAGES, importNote, importProgressText, type CheckedEmails } from '@listkeep/common/src/import';
import { MAX } from '@listkeep/common/src/limits';
import type { Tier } from '@listkeep/common/src/tiers';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { NewsletterChecklist } from '@/components/newsletter-checklist';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api';
import { showApiError, useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/toast';
import { useImportSubscribers } from '../api/import-subscribers';
import { checkImportEntries, importEntries, ZImportForm } from '../utils/import-form';
import { importOutcome, type ImportOutcome } from '../utils/import-outcome';
import { ImportPlanLimit } from './import-plan-limit';
import { ImportSource } from './import-source';

interface ImportFormProps {
  teamID: string;
  newsletters: readonly Newsletter[];
  defaultNewsletterID: string | null;
  /** The owner is offered the plans when the limit stops an import; others are told to ask the owner. */
  isOwner: boolean;
  tier: Tier | undefined;
  onCancel: () => void;
  onImported: (outcome: ImportOutcome) => void;
}

/** The list to import, the lists it goes to and its note; shows progress while the calls run. */
export function ImportForm({
  teamID,
  newsletters,
  defaultNewsletterID,
  isOwner,
  tier,
  onCancel,
  onImported,
}: ImportFormProps) {
  const form = useSchemaForm(ZImportForm, {
    mode: 'paste',
    text: '',
    file: null,
    newsletterIDs: defaultNewsletterID ? [defaultNewsletterID] : newsletters.slice(0, 1).map((n) => n.id),
    notes: importNote(new Date()),
  });
  const { errors } = form.formState;
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  // The plan's limit refused this list; `room` is how many more it takes, as the server counted.
  // It holds while the list is the one refused.
  const [refusal, setRefusal] = useState<{
    room: number;
    checked: CheckedEmails;
    entries: readonly unknown[];
  } | null>(null);
  const importer = useImportSubscribers();
  const busy = importer.isPending;

  const [mode, text, file] = useWatch({ control: form.control, name: ['mode', 'text', 'file'] });
  const entries = useMemo(() => importEntries({ mode, text, file }), [mode, text, file]);
  const entriesProblem = (mode === 'paste' ? errors.text : errors.file)?.message;
  // Offered only beside an invalid list that also holds valid addresses.
  const skippable = useMemo(() => {
    if (!entriesProblem) return null;
    const checked = checkImportEntries(entries);
    return checked.invalid.length > 0 && checked.valid.length > 0 ? checked : null;
  }, [entriesProblem, entries]);
  const problem =
    errors.file?.message ??
    errors.newsletterIDs?.message ??
    errors.newsletterIDs?.[0]?.message ??
    errors.text?.message ??
    errors.notes?.message ??
    errors.root?.server?.message;

  // A long file's columns push the problem below the fold; bring it into view when it appears.
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'nearest' });
  }, [problem, refusal]);

  /** Imports `checked`, or its first `limit` addresses when the plan takes no more. */
  const start = ({ checked, newsletterIDs, notes }: z.output<typeof ZImportForm>, limit?: number) => {
    form.clearErrors();
    setRefusal(null);
    const emails = limit === undefined ? checked.valid : checked.valid.slice(0, limit);
    const onProgress = (done: number, total: number) => setProgress({ done, total });
    importer.mutate(
      { emails, newsletterIDs, teamID, notes, onProgress },
      {
        onSuccess: (result) => {
          if (!result.failure) notify('Subscriber list imported.', 'success');
          onImported(importOutcome(result, checked, emails.length));
        },
        onError: (error) => {
          setProgress(null);
          if (error instanceof ApiError && error.limit) setRefusal({ room: error.limit.room, checked, entries });
          showApiError(form, error, { fallback: IMPORT_MESSAGES.failed });
        },
      },
    );
  };
  const startWith = (checked: CheckedEmails, limit?: number) => {
    const { newsletterIDs, notes } = form.getValues();
    start({ checked, newsletterIDs, notes: notes ?? '' }, limit);
  };

  return (
    <form className="stack" onSubmit={(e) => void form.handleSubmit((values) => start(values))(e)} noValidate>
      <ImportSource form={form} entries={entries} disabled={busy} tier={tier} />
      <Controller
        control={form.control}
        name="newsletterIDs"
        render={({ field }) => (
          <NewsletterChecklist
            legend="Add to"
            chips
            newsletters={newsletters}
            value={field.value}
            onChange={field.onChange}
            disabled={busy}
          />
        )}
      />
      <TextField label="Note for these subscribers" maxLength={MAX.notes} disabled={busy} {...form.register('notes')} />
      {problem && (
        <div className="stack-sm import-problem-area" ref={problemRef}>
          <p className="form-error import-problem" role="alert" data-testid="import-error">
            {problem}
          </p>
          {refusal?.entries === entries && (
            <ImportPlanLimit
              room={refusal.room}
              isOwner={isOwner}
              disabled={busy}
              onImportFirst={() => startWith(refusal.checked, refusal.room)}
            />
          )}
        </div>
      )}
      {progress && (
        <div className="stack-sm" role="status" data-testid="import-progress">
          <span className="small">{importProgressText(progress.done, progress.total)}</span>
          <progress className="progress" max={progress.total} value={progress.done} />
        </div>
      )}
      <DialogFormFooter
        onCancel={onCancel}
        cancelDisabled={busy}
        submitLabel={`Import${entries.length > 0 ? ` ${formatCount(entries.length)}` : ''}`}
        pending={busy}
        submitTestId="import-submit"
      >
        {skippable && (
          <Button variant="secondary" onClick={() => startWith(skippable)} data-testid="import-skip-invalid">
            Import the {formatCount(skippable.valid.length)} valid, skip {formatCount(skippable.invalid.length)} invalid
          </Button>
        )}
      </DialogFormFooter>
    </form>
  );
}
