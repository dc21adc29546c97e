import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import { can, type Role } from '@listkeep/common/src/roles';
import type { Tier } from '@listkeep/common/src/tiers';
import { featureNotOnPlanMessage, planHas } from '@listkeep/common/src/plan-features';
import { useCallback, useState } from 'react';
import { PlanFeatureNote } from '@/components/plan-feature-note';
import { ReadOnlyListNote } from '@/components/read-only-list-note';
import { ReadOnlyNote } from '@/components/read-only-note';
import { scopeName, type ListScope } from '@/lib/list-scope';
import { isNarrowed, useSubscriberPages } from '../api/get-subscribers';
import { useTeamTags } from '../api/get-team-tags';
import { useMatchSelection } from '../hooks/use-match-selection';
import { useRowSelection } from '../hooks/use-row-selection';
import { useTabDialog } from '../hooks/use-tab-dialog';
import { useTableView } from '../hooks/use-table-view';
import type { SubscriberJobRequest } from './job-progress-dialog';
import { ListDialogs } from './list-dialogs';
import { SelectionDialogs } from './selection-dialogs';
import { SubscriberFilters } from './subscriber-filters';
import { SelectionBar } from './selection-bar';
import { SubscribersList } from './subscribers-list';
import { SubscribersToolbar } from './subscribers-toolbar';
import type { TagChange } from './tag-selection-dialog';

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
  const { open, setOpen, close, resume } = useTabDialog(teamID, role, tier);
  const [editing, setEditing] = useState<Subscriber | null>(null);
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const [history, setHistory] = useState<Subscriber | null>(null);
  const [tagChange, setTagChange] = useState<TagChange | null>(null);
  const [job, setJob] = useState<SubscriberJobRequest | null>(null);

  const canManage = can(role, 'manageSubscribers');
  const canExport = can(role, 'exportEmails');
  const tagsAllowed = planHas(tier, 'tags');
  const tagsNote = <PlanFeatureNote feature="tags" tier={tier} isOwner={isOwner} testId="tags-plan-note" />;
  const view = useTableView({ scope, tagsAllowed });
  const { tag, match } = view;
  const { query, rows, total, scopeTotal, updating } = useSubscriberPages(teamID, match, view.sort);
  const tags = useTeamTags(teamID);
  const { hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isPlaceholderData) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage]);
  // Ticked rows are among those loaded: ticking acts on what the sender has seen.
  const ticked = useRowSelection(rows ?? []);
  const { selection } = ticked;
  const { matching, allMatching, clear: clearSelection } = useMatchSelection(ticked, match, total, updating);
  const startJob = (next: SubscriberJobRequest) => {
    setOpen('none');
    setTagChange(null);
    setJob(next);
  };
  const edit = (subscriber: Subscriber | null) => {
    setEditing(subscriber);
    setOpen('form');
  };
  const shared = { open, onOpenChange: close, teamID, teamName, newsletters, scope, tags, startJob };
  const defaultNewsletterID = newsletter?.id ?? null;

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
            ? { selected: ticked.selected, onToggle: ticked.toggle, shown: ticked.state, onToggleAll: ticked.toggleAll }
            : null
        }
      />
      <ListDialogs
        {...shared}
        defaultNewsletterID={defaultNewsletterID}
        tier={tier}
        isOwner={isOwner}
        resume={resume}
        fromCheckout={fromCheckout}
        canUndo={canManage}
        tag={tag}
        tagsAllowed={tagsAllowed}
        tagsNote={tagsNote}
        wholeList={view.wholeList}
        listName={`${scope ? scopeName(scope) : 'all lists'}${tag ? ` tagged “${tag}”` : ''}`}
        editing={editing}
        deleting={deleting}
        onDeleteClose={() => setDeleting(null)}
        history={history}
        onHistoryClose={() => setHistory(null)}
      />
      <SelectionDialogs
        {...shared}
        defaultNewsletterID={defaultNewsletterID}
        onDone={() => setOpen('none')}
        selection={selection}
        allMatching={allMatching}
        tagChange={tagChange}
        onTagClose={() => setTagChange(null)}
        job={job}
        onJobClose={() => setJob(null)}
        clearSelection={clearSelection}
        onDeleted={() => {
          ticked.clear();
          setOpen('none');
        }}
      />
    </div>
  );
}
