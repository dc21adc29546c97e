import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import { can, type Role } from '@listkeep/common/src/roles';
import type { Tier } from '@listkeep/common/src/tiers';
import { countText } from '@listkeep/common/src/count-text';
import { featureNotOnPlanMessage, planHas } from '@listkeep/common/src/plan-features';
import { useCallback, useEffect, useState } from 'react';
import { CopyListDialog } from '@/components/copy-list-dialog';
import { PlanFeatureNote } from '@/components/plan-feature-note';
import { ReadOnlyListNote } from '@/components/read-only-list-note';
import { ReadOnlyNote } from '@/components/read-only-note';
import { OPEN_IMPORT } from '@/config/paths';
import { useOpenRequest } from '@/lib/open-request';
import { scopeName, type ListScope } from '@/lib/list-scope';
import { isNarrowed, useSubscriberPages } from '../api/get-subscribers';
import { copiedAddresses, runSubscriberJob } from '../api/subscriber-jobs';
import { useTeamTags } from '../api/get-team-tags';
import { useRowSelection } from '../hooks/use-row-selection';
import { useTableView } from '../hooks/use-table-view';
import { reachableAddresses } from '../utils/filter-subscribers';
import { clearImportDraft, hasImportDraft, readImportDraft } from '../utils/import-draft';
import { DeleteSubscriberDialog } from './delete-subscriber-dialog';
import { DeleteSubscribersDialog } from './delete-subscribers-dialog';
import { ExportDialog } from './export-dialog';
import { ImportDialog } from './import-dialog';
import { JobProgressDialog, type SubscriberJobRequest } from './job-progress-dialog';
import { MailMergeDialog } from './mail-merge-dialog';
import { ImportHistoryDialog } from './import-history-dialog';
import { SubscriberFilters } from './subscriber-filters';
import { SelectionBar, type MatchSelection } from './selection-bar';
import { SubscriberFormDialog } from './subscriber-form-dialog';
import { SubscriberHistoryDialog } from './subscriber-history-dialog';
import { SubscribersList } from './subscribers-list';
import { SubscribersToolbar } from './subscribers-toolbar';
import { TagSelectionDialog, type TagChange } from './tag-selection-dialog';

interface SubscribersTabProps {
  teamID: string;
  teamName: string;
  newsletters: Newsletter[];
  /** The list new subscribers go to by default. */
  newsletter: Newsletter | null;
  /** The lists picked in the header: the table, its count, Copy and Export follow them. */
  scope: ListScope;
  role: Role | null;
  tier: Tier | undefined;
  isOwner: boolean;
  /** The page opened back from a paid checkout: an import left for the plans waits for the new plan. */
  fromCheckout: boolean;
}

type Open =
  | 'none'
  | 'form'
  | 'import'
  | 'import-history'
  | 'export'
  | 'mail-merge'
  | 'copy'
  | 'copy-selected'
  | 'export-selected'
  | 'delete-selected'
  | 'copy-matching'
  | 'export-matching'
  | 'delete-matching';

export function SubscribersTab({
  teamID,
  teamName,
  newsletters,
  newsletter,
  scope,
  role,
  tier,
  isOwner,
  fromCheckout,
}: SubscribersTabProps) {
  const openImport = useOpenRequest(OPEN_IMPORT);
  // An import left for the plans comes back as it was, however the sender returns to this tab.
  const [resume, setResume] = useState(() => readImportDraft(teamID, tier));
  const [open, setOpen] = useState<Open>(() =>
    (openImport && can(role, 'manageSubscribers')) || hasImportDraft(teamID) ? 'import' : 'none',
  );
  const [editing, setEditing] = useState<Subscriber | null>(null);
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const [history, setHistory] = useState<Subscriber | null>(null);
  const [tagChange, setTagChange] = useState<TagChange | null>(null);
  /** The match chosen by "Select all N matching", by its key: other filters make it lapse. */
  const [chosenMatch, setChosenMatch] = useState<string | null>(null);
  const [job, setJob] = useState<SubscriberJobRequest | null>(null);

  const canManage = can(role, 'manageSubscribers');
  const canExport = can(role, 'exportEmails');
  const tagsAllowed = planHas(tier, 'tags');
  const tagsNote = <PlanFeatureNote feature="tags" tier={tier} isOwner={isOwner} testId="tags-plan-note" />;
  const view = useTableView({ scope, tagsAllowed });
  const { tag, match, wholeList } = view;
  const { query, rows, total, scopeTotal, updating } = useSubscriberPages(teamID, match, view.sort);
  const tags = useTeamTags(teamID);
  const { hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isPlaceholderData) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage]);
  // Ticked rows are among those loaded: ticking acts on what the sender has seen.
  const ticked = useRowSelection(rows ?? []);
  const { selection } = ticked;
  const matchKey = JSON.stringify(match);
  // Offered once every loaded row is ticked and the server counts more than are loaded (this match's count, not the last's).
  const matching: MatchSelection | null =
    ticked.state === 'all' && !updating && total !== undefined && total > selection.length
      ? { total, selected: chosenMatch === matchKey, onSelect: () => setChosenMatch(matchKey) }
      : null;
  // The whole match, once chosen: Copy, Export, Tag and Delete then run as jobs on the server.
  const allMatching = matching?.selected ? { match, total: matching.total! } : null;
  const startJob = (next: SubscriberJobRequest) => {
    setOpen('none');
    setTagChange(null);
    setJob(next);
  };
  const clearSelection = () => {
    ticked.clear();
    setChosenMatch(null);
  };
  const listName = `${scope ? scopeName(scope) : 'all lists'}${tag ? ` tagged “${tag}”` : ''}`;
  const defaultNewsletterID = newsletter?.id ?? null;
  const edit = (subscriber: Subscriber | null) => {
    setEditing(subscriber);
    setOpen('form');
  };
  const close = (next: boolean) => {
    if (!next) {
      setOpen('none');
      setResume(null);
    }
  };
  // Used once: from here the draft lives on in the dialog.
  useEffect(() => {
    clearImportDraft();
  }, []);
  const dialog = { onOpenChange: close, teamID, newsletters, defaultNewsletterID };

  return (
    <div className="stack" data-testid="tab-subscribers">
      <SubscribersToolbar
        canManage={canManage}
        canExport={canExport}
        loaded={rows !== undefined}
        hasNewsletter={newsletter !== null}
        onAdd={() => edit(null)}
        onImport={() => setOpen('import')}
        onImportHistory={() => setOpen('import-history')}
        onExport={() => setOpen('export')}
        onMailMerge={() => setOpen('mail-merge')}
        onCopy={() => setOpen('copy')}
      />
      {!canManage && <ReadOnlyNote what="the subscribers" />}
      {newsletter && (
        <ReadOnlyListNote newsletter={newsletter} tier={tier} lists={newsletters.length} isOwner={isOwner} />
      )}
      <SubscriberFilters
        status={view.status}
        onStatusChange={view.setStatus}
        search={view.search}
        onSearchChange={view.setSearch}
        searchIn={view.searchIn}
        tags={tags}
        tag={tag}
        onTagChange={view.setTag}
        tagsAllowed={tagsAllowed}
        tagsNote={tagsNote}
      />
      {selection.length > 0 && (
        <SelectionBar
          count={selection.length}
          matching={matching}
          canDelete={canManage}
          canExport={canExport}
          canTag={canManage}
          tagsNotOnPlan={tagsAllowed ? null : featureNotOnPlanMessage('tags', tier)}
          onTag={setTagChange}
          onCopy={() => setOpen(allMatching ? 'copy-matching' : 'copy-selected')}
          onExport={() => setOpen(allMatching ? 'export-matching' : 'export-selected')}
          onDelete={() => setOpen(allMatching ? 'delete-matching' : 'delete-selected')}
          onClear={clearSelection}
        />
      )}
      <SubscribersList
        rows={rows}
        total={total}
        scopeTotal={scopeTotal}
        scopeLabel={newsletters.length > 1 ? (scope ? scopeName(scope) : 'all lists') : null}
        narrowed={isNarrowed(match)}
        updating={updating}
        loadingMore={isFetchingNextPage}
        onNearEnd={loadMore}
        error={query.error}
        onRetry={() => void query.refetch()}
        newsletters={newsletters}
        canEdit={canManage}
        onEdit={edit}
        onDelete={setDeleting}
        onHistory={setHistory}
        sort={view.sort}
        onSort={view.onSort}
        searching={view.searching}
        resetKey={JSON.stringify(match)}
        teamTags={tags}
        selection={
          canManage || canExport
            ? {
                selected: ticked.selected,
                onToggle: ticked.toggle,
                shown: ticked.state,
                onToggleAll: ticked.toggleAll,
              }
            : null
        }
      />

      <SubscriberFormDialog
        open={open === 'form'}
        {...dialog}
        subscriber={editing}
        teamTags={tags}
        tagsAllowed={tagsAllowed}
        tagsNote={tagsNote}
      />
      <ImportDialog
        open={open === 'import'}
        {...dialog}
        isOwner={isOwner}
        tier={tier}
        resume={resume && { draft: resume, fromCheckout }}
      />
      <ImportHistoryDialog
        open={open === 'import-history'}
        onOpenChange={close}
        teamID={teamID}
        newsletters={newsletters}
        canUndo={canManage}
      />
      <ExportDialog
        open={open === 'export'}
        {...dialog}
        scope={scope}
        teamName={teamName}
        tag={tag}
        wholeListJob={(action) => startJob({ match: wholeList, action })}
      />
      <MailMergeDialog
        open={open === 'mail-merge'}
        onOpenChange={close}
        newsletters={newsletters}
        defaultNewsletterID={defaultNewsletterID}
        tag={tag}
      />
      <CopyListDialog
        open={open === 'copy'}
        onOpenChange={close}
        listName={listName}
        load={async () =>
          copiedAddresses(teamID, await runSubscriberJob(teamID, wholeList, { kind: 'copy' }, () => undefined))
        }
      />
      <DeleteSubscriberDialog subscriber={deleting} onClose={() => setDeleting(null)} />
      <SubscriberHistoryDialog subscriber={history} onClose={() => setHistory(null)} tier={tier} isOwner={isOwner} />
      <ExportDialog
        open={open === 'export-selected'}
        {...dialog}
        scope={scope}
        teamName={teamName}
        selection={selection}
      />
      {open === 'copy-selected' && (
        <CopyListDialog
          open
          onOpenChange={close}
          listName={countText(selection.length, 'selected subscriber')}
          load={() => Promise.resolve(reachableAddresses(selection))}
        />
      )}
      <TagSelectionDialog
        change={tagChange}
        onClose={() => setTagChange(null)}
        teamID={teamID}
        subscribers={selection}
        suggestions={tags}
        matching={
          allMatching
            ? { total: allMatching.total, onStart: (action) => startJob({ match: allMatching.match, action }) }
            : undefined
        }
      />
      {allMatching && (
        <>
          <ExportDialog
            open={open === 'export-matching'}
            {...dialog}
            scope={scope}
            teamName={teamName}
            matching={{ total: allMatching.total, onStart: (action) => startJob({ match: allMatching.match, action }) }}
          />
          {open === 'copy-matching' && (
            <CopyListDialog
              open
              onOpenChange={close}
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
            onClose={() => setOpen('none')}
            onDeleted={() => setOpen('none')}
            matching={{
              total: allMatching.total,
              onStart: () => startJob({ match: allMatching.match, action: { kind: 'delete' } }),
            }}
          />
        </>
      )}
      <JobProgressDialog
        teamID={teamID}
        job={job}
        onClose={() => setJob(null)}
        onChanged={() => {
          if (job?.action.kind === 'delete') clearSelection();
        }}
      />
      <DeleteSubscribersDialog
        open={open === 'delete-selected'}
        teamID={teamID}
        subscribers={selection}
        onClose={() => setOpen('none')}
        onDeleted={() => {
          ticked.clear();
          setOpen('none');
        }}
      />
    </div>
  );
}
