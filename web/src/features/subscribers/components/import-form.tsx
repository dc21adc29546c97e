import type { Newsletter } from '@listkeep/common/src/entities';
import { countText, formatCount } from '@listkeep/common/src/count-text';
import { columnLabel } from '@listkeep/common/src/web/csv-import';
import { importNote } from '@listkeep/common/src/import';
import type { ImportPreview } from '@listkeep/common/src/import-preview';
import type { Tier } from '@listkeep/common/src/tiers';
import { roomFor } from '@listkeep/common/src/plan-features';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { CheckoutConfirmation } from '@/components/checkout-confirmation';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { OPEN_IMPORT } from '@/config/paths';
import { useSchemaForm } from '@/lib/form';
import { plansPathBackHere } from '@/lib/plans-path';
import { useImportRun } from '../hooks/use-import-run';
import { saveImportDraft, type ImportDraft } from '../utils/import-draft';
import { importEntries, ZImportForm } from '../utils/import-form';
import type { ImportOutcome } from '../utils/import-outcome';
import { ImportEntryFields } from './import-entry-fields';
import { ImportProblems, ImportRunProgress } from './import-problems';
import { ImportReview } from './import-review';

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
  const run = useImportRun(form, teamID, newsletters, onImported);
  const { reviewed, busy } = run;

  const [mode, text, file] = useWatch({ control: form.control, name: ['mode', 'text', 'file'] });
  const entries = useMemo(() => importEntries({ mode, text, file }), [mode, text, file]);
  // A file whose rows name their list: the name of that column, and no lists to choose.
  const routedBy =
    mode === 'file' && file && 'table' in file && file.mapping.list >= 0
      ? columnLabel(file.table, file.mapping.list)
      : null;
  const problem =
    errors.file?.message ??
    errors.newsletterIDs?.message ??
    errors.newsletterIDs?.[0]?.message ??
    errors.text?.message ??
    errors.notes?.message ??
    errors.agreed?.message ??
    errors.root?.server?.message;

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
  const recheck = useEffectEvent(() => void form.handleSubmit((values) => run.check(values))());
  useEffect(() => {
    if (rechecked.current || waitingForPlan) return;
    rechecked.current = true;
    recheck();
  }, [waitingForPlan]);

  const counts = reviewed?.preview.counts;
  // Rows the file says left write too: they keep those people out from now on.
  const writes = counts ? counts.new + counts.added + counts.unsubscribed + counts.bounced + counts.complained : 0;
  const planRefusal = reviewed?.preview.limit?.refusal ?? null;
  // The preview's own word on the plan, or the import's refusal if the room shrank since.
  const room = run.refusedRoom ?? (planRefusal ? reviewed!.preview.limit!.room : null);
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
        void form.handleSubmit((values) => run.check(values))(e);
      }}
      noValidate
      data-testid={reviewed ? 'import-review' : 'import-form'}
    >
      {resume?.fromCheckout && (
        <CheckoutConfirmation tier={waitingForPlan ? null : (tier ?? null)} testId="import-plan-note" />
      )}
      {reviewed ? (
        <ImportReview reviewed={reviewed} nameOf={run.nameOf} planRefusal={problem ? null : planRefusal} />
      ) : (
        <ImportEntryFields
          form={form}
          entries={entries}
          newsletters={newsletters}
          tier={tier}
          disabled={busy}
          routedBy={routedBy}
        />
      )}
      {(problem || room !== null) && (
        <ImportProblems
          problem={problem}
          room={room}
          refusedRoom={run.refusedRoom}
          missing={run.missingLists && problem === run.missingLists.problem ? run.missingLists.names : null}
          reviewing={reviewed !== null}
          isOwner={isOwner}
          disabled={busy}
          onCreateMissing={run.createMissing}
          onImportFirst={run.startFitting}
          onSeePlans={() => seePlans(wouldHold(reviewed!.preview))}
        />
      )}
      {run.progress && <ImportRunProgress progress={run.progress} />}
      <DialogFormFooter
        onCancel={reviewed ? run.back : onCancel}
        cancelLabel={reviewed ? 'Back' : 'Cancel'}
        cancelDisabled={busy}
        submitLabel={submitLabel}
        onSubmit={reviewed ? () => run.start(reviewed) : undefined}
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
