import type { Newsletter } from '@listkeep/common/src/entities';
import { countText, formatCount } from '@listkeep/common/src/count-text';
import { columnLabel } from '@listkeep/common/src/csv-import';
import { newsletterDisplayName } from '@listkeep/common/src/footer';
import {
  IMPORT_AGREEMENT,
  IMPORT_MESSAGES,
  importNote,
  importProblem,
  importProgressText,
  previewProgressText,
} from '@listkeep/common/src/import';
import type { ImportPreview } from '@listkeep/common/src/import-preview';
import { keptOutWhere } from '@listkeep/common/src/import-status';
import { MAX } from '@listkeep/common/src/limits';
import type { Tier } from '@listkeep/common/src/tiers';
import { roomFor } from '@listkeep/common/src/plan-features';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CheckoutConfirmation } from '@/components/checkout-confirmation';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { NewsletterChecklist } from '@/components/newsletter-checklist';
import { Button } from '@/components/ui/button';
import { Checkbox, TextField } from '@/components/ui/field';
import { OPEN_IMPORT } from '@/config/paths';
import { ApiError } from '@/lib/api';
import { showApiError, useSchemaForm } from '@/lib/form';
import { plansPathBackHere } from '@/lib/plans-path';
import { notify } from '@/lib/toast';
import { useCreateImportLists } from '../api/create-import-lists';
import { useImportSubscribers } from '../api/import-subscribers';
import { usePreviewImport } from '../api/preview-import';
import { saveImportDraft, type ImportDraft } from '../utils/import-draft';
import { importEntries, ZImportForm } from '../utils/import-form';
import { importOutcome, type ImportOutcome } from '../utils/import-outcome';
import { groupsChecked, importGroups, type ImportGroup } from '../utils/import-groups';
import { fittingGroups } from '../utils/import-preview';
import { ImportPlanLimit } from './import-plan-limit';
import { ImportPreviewTable } from './import-preview';
import { ImportSource } from './import-source';
import '../import.css';

interface ImportFormProps {
  teamID: string;
  newsletters: readonly Newsletter[];
  defaultNewsletterID: string | null;
  /** The owner is offered the plans when the limit stops an import; others are told to ask the owner. */
  isOwner: boolean;
  tier: Tier | undefined;
  resume: ImportResume | null;
  onCancel: () => void;
  onImported: (outcome: ImportOutcome) => void;
}

/** An import left for the plans, and whether the sender comes back from paying for one. */
export interface ImportResume {
  draft: ImportDraft;
  fromCheckout: boolean;
}

type ImportValues = z.output<typeof ZImportForm>;

/** A list the server has given its verdicts, waiting for the sender to import it or go back. */
interface Reviewed {
  values: ImportValues;
  preview: ImportPreview;
  /** The groups the list goes in, each onto its lists. */
  groups: ImportGroup[];
}

/**
 * The list to import, the lists it goes to and its note; then the server's
 * verdict on each row (docs/product.md §5 Import preview), which the sender
 * imports or goes back from to edit; shows progress while the calls run.
 */
export function ImportForm({
  teamID,
  newsletters,
  defaultNewsletterID,
  isOwner,
  tier,
  resume,
  onCancel,
  onImported,
}: ImportFormProps) {
  const navigate = useNavigate();
  const form = useSchemaForm(
    ZImportForm,
    resume?.draft.values ?? {
      mode: 'paste',
      text: '',
      file: null,
      newsletterIDs: defaultNewsletterID ? [defaultNewsletterID] : newsletters.slice(0, 1).map((n) => n.id),
      notes: importNote(new Date()),
      agreed: false,
    },
  );
  const { errors } = form.formState;
  const [progress, setProgress] = useState<{ done: number; total: number; checking: boolean } | null>(null);
  const [reviewed, setReviewed] = useState<Reviewed | null>(null);
  // The plan's limit refused the import as it went in; `room` is how many more it takes, as the server counted.
  const [refusedRoom, setRefusedRoom] = useState<number | null>(null);
  const previewer = usePreviewImport();
  const importer = useImportSubscribers();
  const listMaker = useCreateImportLists();
  // Lists a file names that the team lacks, which the dialog offers to create; and those it created.
  const [missingLists, setMissingLists] = useState<{ names: string[]; problem: string } | null>(null);
  const [createdLists, setCreatedLists] = useState<{ id: string; name: string }[]>([]);
  const busy = importer.isPending || previewer.isPending || listMaker.isPending;

  const [mode, text, file] = useWatch({ control: form.control, name: ['mode', 'text', 'file'] });
  const entries = useMemo(() => importEntries({ mode, text, file }), [mode, text, file]);
  // A file whose rows name their list: the name of that column, and no lists to choose.
  const routedBy =
    mode === 'file' && file && 'table' in file && file.mapping.list >= 0
      ? columnLabel(file.table, file.mapping.list)
      : null;
  const lists = useMemo(
    () => [...newsletters.map((n) => ({ id: n.id, name: newsletterDisplayName(n) })), ...createdLists],
    [newsletters, createdLists],
  );
  const names = useMemo(() => new Map(lists.map((list) => [list.id, list.name])), [lists]);
  const nameOf = (id: string) => names.get(id) ?? 'a deleted list';
  const problem =
    errors.file?.message ??
    errors.newsletterIDs?.message ??
    errors.newsletterIDs?.[0]?.message ??
    errors.text?.message ??
    errors.notes?.message ??
    errors.agreed?.message ??
    errors.root?.server?.message;

  // A long file's columns push the problem below the fold; bring it into view when it appears.
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'nearest' });
  }, [problem, refusedRoom]);

  /** Asks the server what importing the list would do, before anything is written. */
  const check = (values: ImportValues, more: readonly { id: string; name: string }[] = []) => {
    form.clearErrors();
    setRefusedRoom(null);
    const onProgress = (done: number, total: number) => setProgress({ done, total, checking: true });
    setMissingLists(null);
    const routing = importGroups(values.entries, values.newsletterIDs, values.routeByList ? [...lists, ...more] : null);
    if ('problem' in routing) {
      form.setError('file', { message: routing.problem });
      if (routing.missing.length > 0) setMissingLists({ names: routing.missing, problem: routing.problem });
      return;
    }
    const { groups } = routing;
    previewer.mutate(
      { teamID, groups, total: values.entries.length, onProgress },
      {
        onSuccess: (preview) => {
          setProgress(null);
          setReviewed({ values, preview, groups });
        },
        onError: (error) => {
          setProgress(null);
          showApiError(form, error, { fallback: IMPORT_MESSAGES.failed });
        },
      },
    );
  };

  /** Imports the reviewed list's valid addresses group by group, or those of them `only` names. */
  const start = (
    { values, groups }: Reviewed,
    only = groups.map((group) => ({ newsletterIDs: group.newsletterIDs, emails: group.checked.valid })),
  ) => {
    form.clearErrors();
    setRefusedRoom(null);
    const onProgress = (done: number, total: number) => setProgress({ done, total, checking: false });
    const { notes, agreed, fileName, tool } = values;
    const sent = only.reduce((sum, group) => sum + group.emails.length, 0);
    importer.mutate(
      {
        groups: only,
        teamID,
        notes,
        agreed,
        onProgress,
        ...(fileName !== null && { fileName }),
        ...(tool !== null && { keptOutIn: tool }),
      },
      {
        onSuccess: (result) => {
          if (!result.failure) notify('Subscriber list imported.', 'success');
          onImported(importOutcome(result, groupsChecked(groups), sent));
        },
        onError: (error) => {
          setProgress(null);
          if (error instanceof ApiError && error.limit) setRefusedRoom(error.limit.room);
          showApiError(form, error, { fallback: IMPORT_MESSAGES.failed });
        },
      },
    );
  };
  /** Creates the lists the file names and the team lacks, then asks for the preview again. */
  const createMissing = () => {
    listMaker.mutate(
      { teamID, names: missingLists?.names ?? [] },
      {
        onSuccess: (created) => {
          setCreatedLists((before) => [...before, ...created]);
          void form.handleSubmit((values) => check(values, created))();
        },
        onError: (error) => showApiError(form, error, { fallback: IMPORT_MESSAGES.failed }),
      },
    );
  };
  /**
   * Leaves for the plans with the work kept in the tab, so the way back (a
   * payment, a cancel, the browser's Back) opens this import again; where the
   * tab cannot keep it, the plans open in a new tab and this one stays.
   */
  const seePlans = (subscribers: number) => {
    const plans = plansPathBackHere({ open: OPEN_IMPORT }, roomFor('subscribers', subscribers));
    if (saveImportDraft(teamID, tier, form.getValues())) void navigate(plans);
    else window.open(plans, '_blank', 'noopener');
  };

  // A resumed import is checked again at once, or, back from paying, once the new plan has reached the team.
  const waitingForPlan = resume !== null && resume.fromCheckout && (tier ?? null) === resume.draft.tier;
  const rechecked = useRef(resume === null);
  const recheck = useEffectEvent(() => void form.handleSubmit((values) => check(values))());
  useEffect(() => {
    if (rechecked.current || waitingForPlan) return;
    rechecked.current = true;
    recheck();
  }, [waitingForPlan]);

  const startFitting = (room: number) => {
    if (reviewed) start(reviewed, fittingGroups(reviewed.groups, reviewed.preview.rows, room));
  };
  const back = () => {
    form.clearErrors();
    setRefusedRoom(null);
    setReviewed(null);
  };

  const counts = reviewed?.preview.counts;
  // Rows the file says left write too: they keep those people out from now on.
  const writes = counts ? counts.new + counts.added + counts.unsubscribed + counts.bounced + counts.complained : 0;
  const planRefusal = reviewed?.preview.limit?.refusal ?? null;
  // The preview's own word on the plan, or the import's refusal if the room shrank since.
  const room = refusedRoom ?? (planRefusal ? reviewed!.preview.limit!.room : null);
  const submitLabel = reviewed
    ? writes > 0
      ? `Import ${countText(writes, 'address', 'addresses')}`
      : 'Nothing to import'
    : `Preview${entries.length > 0 ? ` ${formatCount(entries.length)}` : ''}`;

  return (
    <form
      className="stack"
      onSubmit={(e) => {
        rechecked.current = true;
        void form.handleSubmit((values) => check(values))(e);
      }}
      noValidate
      data-testid={reviewed ? 'import-review' : 'import-form'}
    >
      {resume?.fromCheckout && (
        <CheckoutConfirmation tier={waitingForPlan ? null : (tier ?? null)} testId="import-plan-note" />
      )}
      {reviewed ? (
        <>
          <p className="small muted" data-testid="import-preview-summary">
            {countText(reviewed.preview.rows.length, 'row')} checked against{' '}
            {reviewed.groups.flatMap((group) => group.newsletterIDs.map(nameOf)).join(', ')}. Nothing is written until
            you import; rows that change nothing are left out.
          </p>
          {reviewed.values.checked.invalid.length > 0 && (
            <p className="form-warning import-problem" data-testid="import-invalid">
              {importProblem(reviewed.values.checked)}
            </p>
          )}
          <ImportPreviewTable
            preview={reviewed.preview}
            entries={reviewed.values.entries}
            nameOf={nameOf}
            keptOutIn={keptOutWhere(reviewed.values.tool, reviewed.values.fileName)}
          />
          {planRefusal && !problem && (
            <p className="form-error" role="alert" data-testid="import-error">
              {planRefusal}
            </p>
          )}
        </>
      ) : (
        <>
          <ImportSource form={form} entries={entries} disabled={busy} tier={tier} />
          {routedBy ? (
            <p className="small muted" data-testid="import-routed">
              Each row goes onto the list its column “{routedBy}” names.
            </p>
          ) : (
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
          )}
          <TextField
            label="Note for these subscribers"
            maxLength={MAX.notes}
            disabled={busy}
            {...form.register('notes')}
          />
          <Checkbox
            label={IMPORT_AGREEMENT.label}
            hint={IMPORT_AGREEMENT.hint}
            disabled={busy}
            data-testid="import-agree"
            {...form.register('agreed')}
          />
        </>
      )}
      {(problem || room !== null) && (
        <div className="stack-sm import-problem-area" ref={problemRef}>
          {problem && (
            <p className="form-error import-problem" role="alert" data-testid="import-error">
              {problem}
            </p>
          )}
          {!reviewed && missingLists && problem === missingLists.problem && (
            <Button
              variant="secondary"
              size="sm"
              onClick={createMissing}
              disabled={busy}
              data-testid="import-create-lists"
            >
              Create {missingLists.names.map((name) => `“${name}”`).join(', ')}
            </Button>
          )}
          {reviewed && room !== null && (
            <ImportPlanLimit
              room={room}
              isOwner={isOwner}
              disabled={busy}
              onImportFirst={() => startFitting(room)}
              onSeePlans={() => seePlans(wouldHold(reviewed.preview))}
            />
          )}
        </div>
      )}
      {progress && (
        <div className="stack-sm" role="status" data-testid={progress.checking ? 'import-checking' : 'import-progress'}>
          <span className="small">
            {(progress.checking ? previewProgressText : importProgressText)(progress.done, progress.total)}
          </span>
          <progress className="progress" max={progress.total} value={progress.done} />
        </div>
      )}
      <DialogFormFooter
        onCancel={reviewed ? back : onCancel}
        cancelLabel={reviewed ? 'Back' : 'Cancel'}
        cancelDisabled={busy}
        submitLabel={submitLabel}
        onSubmit={reviewed ? () => start(reviewed) : undefined}
        submitDisabled={reviewed ? writes === 0 || room !== null : false}
        pending={busy}
        submitTestId={reviewed ? 'import-confirm' : 'import-submit'}
      />
    </form>
  );
}

/** The subscribers the team would hold with every new address of the preview. */
function wouldHold(preview: ImportPreview): number {
  const limit = preview.limit;
  return limit ? limit.allowed - limit.room + preview.counts.new : preview.counts.new;
}
