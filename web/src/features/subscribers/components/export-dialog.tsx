import { countText } from '@listkeep/common/src/count-text';
import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import { EMAIL_DELIMITERS, type EmailDelimiter } from '@listkeep/common/src/export';
import type { SubscriberJobAction } from '@listkeep/common/src/subscriber-jobs';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Segmented } from '@/components/segmented';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { downloadText } from '@/lib/download';
import { errorMessage } from '@/lib/errors';
import { scopeName, type ListScope } from '@/lib/list-scope';
import { notify } from '@/lib/toast';
import { emailsFile, subscribersCsvFile, type ExportFile } from '../utils/export-file';
import { reachableAddresses } from '../utils/filter-subscribers';

type Format = 'emails' | 'csv';

interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  newsletters: readonly Newsletter[];
  /** The lists picked in the header: the export holds theirs alone. */
  scope: ListScope;
  teamName: string;
  /** Ticked subscribers: the export holds these alone, of every list. */
  selection?: readonly Subscriber[];
  /** The tag filter's tag: the export holds the subscribers with it alone. */
  tag?: string | null;
  /** Every subscriber the filters match ("Select all N matching"): the export runs as a job on the server. */
  matching?: { total: number; onStart: (action: ExportJobAction) => void };
  /** The whole list's export (neither a selection nor a match), run as a job on the server. */
  wholeListJob?: (action: ExportJobAction) => void;
}

type ExportJobAction = Extract<SubscriberJobAction, { kind: 'export' }>;

export function ExportDialog(props: ExportDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={
        props.matching
          ? `Export ${countText(props.matching.total, 'matching subscriber')}`
          : props.selection
            ? `Export ${countText(props.selection.length, 'selected subscriber')}`
            : props.tag
              ? `Export subscribers tagged “${props.tag}”`
              : 'Export subscribers'
      }
      testId="export-dialog"
    >
      {/* The dialog's content mounts on each opening, so the choices start afresh. */}
      <ExportChoices {...props} />
    </Dialog>
  );
}

/**
 * Emails only: the addresses currently subscribed to the picked list (or to
 * any list), joined with the chosen delimiter. Full CSV: every subscriber of
 * the picked list or of all, subscribed or not, with the columns of
 * docs/product.md §9. For a selection, the same of the selected subscribers
 * and all their lists.
 */
function ExportChoices(props: ExportDialogProps) {
  const { onOpenChange, newsletters, scope: list, teamName, selection, tag, matching, wholeListJob } = props;
  const [format, setFormat] = useState<Format>('emails');
  const [delimiter, setDelimiter] = useState<EmailDelimiter>('comma');
  const [problem, setProblem] = useState<string | null>(null);

  // Ticked rows are in the browser already; the whole list and a match are exported by a job on the server.
  const selectionFile = (rows: readonly Subscriber[]): ExportFile | string => {
    const today = new Date();
    const title = `${teamName} selected`;
    if (format === 'csv') return subscribersCsvFile(rows, newsletters, null, title, today);
    const emails = reachableAddresses(rows);
    return emails.length === 0 ? 'None of them is on a list now.' : emailsFile(emails, title, delimiter, today);
  };
  const download = useMutation({
    mutationFn: async () => selectionFile(selection ?? []),
    onMutate: () => setProblem(null),
    onSuccess: (file) => {
      if (typeof file === 'string') return setProblem(file);
      downloadText(file.name, file.text, file.type);
      notify('Subscribers exported.', 'success');
      onOpenChange(false);
    },
    onError: (error) => setProblem(errorMessage(error, 'The list could not be exported. Please try again.')),
  });

  const submit = () => {
    const start = matching?.onStart ?? (selection ? undefined : wholeListJob);
    if (!start) return download.mutate();
    start(format === 'csv' ? { kind: 'export', format } : { kind: 'export', format, delimiter });
  };

  return (
    <div className="stack">
      <Segmented<Format>
        label="Format"
        value={format}
        onChange={setFormat}
        options={[
          { value: 'emails', label: 'Emails only' },
          { value: 'csv', label: 'Full CSV' },
        ]}
      />
      {!selection && !matching && (
        <p className="small" data-testid="export-scope">
          From <strong>{scopeName(list)}</strong>, the lists picked above the table.
        </p>
      )}
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
          <p className="small muted">
            {matching
              ? `The matching addresses subscribed now${list ? '' : ' to any list'}, each once.`
              : selection
                ? 'The selected addresses that are on at least one newsletter now.'
                : tag
                  ? `The addresses currently subscribed${list ? '' : ' to any list'} and tagged “${tag}”.`
                  : `The addresses currently subscribed${list ? '' : ' to any list'}, each once.`}
          </p>
        </>
      ) : (
        <p className="small muted">
          One row per{' '}
          {matching
            ? 'matching subscriber'
            : selection
              ? 'selected subscriber'
              : tag
                ? `subscriber tagged “${tag}”`
                : 'subscriber'}{' '}
          and newsletter, subscribed or not, with notes, dates and source. Opens in any spreadsheet.
        </p>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <DialogFormFooter
        onCancel={() => onOpenChange(false)}
        onSubmit={submit}
        submitLabel="Download"
        pending={download.isPending}
        submitTestId="export-submit"
      />
    </div>
  );
}
