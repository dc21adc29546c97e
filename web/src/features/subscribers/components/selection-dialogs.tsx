import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import { countText } from '@listkeep/common/src/count-text';
import { CopyListDialog } from '@/components/copy-list-dialog';
import type { ListScope } from '@/lib/list-scope';
import { copiedAddresses, runSubscriberJob } from '../api/subscriber-jobs';
import type { AllMatching } from '../hooks/use-match-selection';
import type { TabDialog } from '../hooks/use-tab-dialog';
import { reachableAddresses } from '../utils/filter-subscribers';
import { DeleteSubscribersDialog } from './delete-subscribers-dialog';
import { ExportDialog } from './export-dialog';
import { JobProgressDialog, type SubscriberJobRequest } from './job-progress-dialog';
import { TagSelectionDialog, type TagChange } from './tag-selection-dialog';

interface SelectionDialogsProps {
  open: TabDialog;
  onOpenChange: (open: boolean) => void;
  /** Closes the open dialog after a delete or a refusal to. */
  onDone: () => void;
  teamID: string;
  teamName: string;
  newsletters: Newsletter[];
  defaultNewsletterID: string | null;
  scope: ListScope;
  /** The ticked rows. */
  selection: readonly Subscriber[];
  /** Every subscriber the filters match, once "Select all N matching" is chosen. */
  allMatching: AllMatching | null;
  tags: readonly string[];
  tagChange: TagChange | null;
  onTagClose: () => void;
  job: SubscriberJobRequest | null;
  startJob: (job: SubscriberJobRequest) => void;
  onJobClose: () => void;
  /** Unticks every row, the whole match too. */
  clearSelection: () => void;
  /** Unticks the rows once the ticked ones are deleted. */
  onDeleted: () => void;
}

/** The selection bar's dialogs: Copy, Export, Tag and Delete of the ticked rows, or as jobs of the whole match. */
export function SelectionDialogs(props: SelectionDialogsProps) {
  const { open, onOpenChange, teamID, selection, allMatching, startJob, job } = props;
  const dialog = {
    onOpenChange,
    teamID,
    newsletters: props.newsletters,
    defaultNewsletterID: props.defaultNewsletterID,
  };
  const onStart = (action: SubscriberJobRequest['action']) => {
    if (allMatching) startJob({ match: allMatching.match, action });
  };
  return (
    <>
      <ExportDialog
        open={open === 'export-selected'}
        {...dialog}
        scope={props.scope}
        teamName={props.teamName}
        selection={selection}
      />
      {open === 'copy-selected' && (
        <CopyListDialog
          open
          onOpenChange={onOpenChange}
          listName={countText(selection.length, 'selected subscriber')}
          load={() => Promise.resolve(reachableAddresses(selection))}
        />
      )}
      <TagSelectionDialog
        change={props.tagChange}
        onClose={props.onTagClose}
        teamID={teamID}
        subscribers={selection}
        suggestions={props.tags}
        matching={allMatching ? { total: allMatching.total, onStart } : undefined}
      />
      {allMatching && (
        <>
          <ExportDialog
            open={open === 'export-matching'}
            {...dialog}
            scope={props.scope}
            teamName={props.teamName}
            matching={{ total: allMatching.total, onStart }}
          />
          {open === 'copy-matching' && (
            <CopyListDialog
              open
              onOpenChange={onOpenChange}
              listName={countText(allMatching.total, 'matching subscriber')}
              load={async () =>
                copiedAddresses(
                  teamID,
                  await runSubscriberJob(teamID, allMatching.match, { kind: 'copy' }, () => undefined),
                )
              }
            />
          )}
          <DeleteSubscribersDialog
            open={open === 'delete-matching'}
            teamID={teamID}
            subscribers={selection}
            onClose={props.onDone}
            onDeleted={props.onDone}
            matching={{ total: allMatching.total, onStart: () => onStart({ kind: 'delete' }) }}
          />
        </>
      )}
      <JobProgressDialog
        teamID={teamID}
        job={job}
        onClose={props.onJobClose}
        onChanged={() => {
          if (job?.action.kind === 'delete') props.clearSelection();
        }}
      />
      <DeleteSubscribersDialog
        open={open === 'delete-selected'}
        teamID={teamID}
        subscribers={selection}
        onClose={props.onDone}
        onDeleted={props.onDeleted}
      />
    </>
  );
}
