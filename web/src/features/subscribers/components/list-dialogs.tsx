import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import type { SubscriberMatch } from '@listkeep/common/src/subscriber-query';
import type { Tier } from '@listkeep/common/src/tiers';
import type { ReactNode } from 'react';
import { CopyListDialog } from '@/components/copy-list-dialog';
import type { ListScope } from '@/lib/list-scope';
import { copiedAddresses, runSubscriberJob } from '../api/subscriber-jobs';
import type { ImportDraft } from '../utils/import-draft';
import type { TabDialog } from '../hooks/use-tab-dialog';
import { DeleteSubscriberDialog } from './delete-subscriber-dialog';
import { ExportDialog } from './export-dialog';
import { ImportDialog } from './import-dialog';
import { ImportHistoryDialog } from './import-history-dialog';
import type { SubscriberJobRequest } from './job-progress-dialog';
import { MailMergeDialog } from './mail-merge-dialog';
import { SubscriberFormDialog } from './subscriber-form-dialog';
import { SubscriberHistoryDialog } from './subscriber-history-dialog';

interface ListDialogsProps {
  open: TabDialog;
  onOpenChange: (open: boolean) => void;
  teamID: string;
  teamName: string;
  newsletters: Newsletter[];
  defaultNewsletterID: string | null;
  scope: ListScope;
  tier: Tier | undefined;
  isOwner: boolean;
  /** An import left for the plans, and whether the tab opened back from paying. */
  resume: ImportDraft | null;
  fromCheckout: boolean;
  canUndo: boolean;
  tags: readonly string[];
  tag: string | null;
  tagsAllowed: boolean;
  tagsNote: ReactNode;
  /** The header's list and the tag, whatever the status and search: what the toolbar's Copy and Export take. */
  wholeList: SubscriberMatch;
  listName: string;
  editing: Subscriber | null;
  deleting: Subscriber | null;
  onDeleteClose: () => void;
  history: Subscriber | null;
  onHistoryClose: () => void;
  startJob: (job: SubscriberJobRequest) => void;
}

/** The toolbar's dialogs, on the list as a whole, and those of one subscriber's row. */
export function ListDialogs(props: ListDialogsProps) {
  const { open, onOpenChange, teamID, newsletters, defaultNewsletterID, tier, isOwner, tag, wholeList } = props;
  const dialog = { onOpenChange, teamID, newsletters, defaultNewsletterID };
  return (
    <>
      <SubscriberFormDialog
        open={open === 'form'}
        {...dialog}
        subscriber={props.editing}
        teamTags={props.tags}
        tagsAllowed={props.tagsAllowed}
        tagsNote={props.tagsNote}
      />
      <ImportDialog
        open={open === 'import'}
        {...dialog}
        isOwner={isOwner}
        tier={tier}
        resume={props.resume && { draft: props.resume, fromCheckout: props.fromCheckout }}
      />
      <ImportHistoryDialog
        open={open === 'import-history'}
        onOpenChange={onOpenChange}
        teamID={teamID}
        newsletters={newsletters}
        canUndo={props.canUndo}
      />
      <ExportDialog
        open={open === 'export'}
        {...dialog}
        scope={props.scope}
        teamName={props.teamName}
        tag={tag}
        wholeListJob={(action) => props.startJob({ match: wholeList, action })}
      />
      <MailMergeDialog
        open={open === 'mail-merge'}
        onOpenChange={onOpenChange}
        newsletters={newsletters}
        defaultNewsletterID={defaultNewsletterID}
        tag={tag}
      />
      <CopyListDialog
        open={open === 'copy'}
        onOpenChange={onOpenChange}
        listName={props.listName}
        load={async () =>
          copiedAddresses(teamID, await runSubscriberJob(teamID, wholeList, { kind: 'copy' }, () => undefined))
        }
      />
      <DeleteSubscriberDialog subscriber={props.deleting} onClose={props.onDeleteClose} />
      <SubscriberHistoryDialog
        subscriber={props.history}
        onClose={props.onHistoryClose}
        tier={tier}
        isOwner={isOwner}
      />
    </>
  );
}
