import { newsletterDisplayName } from '@listkeep/common/src/footer';
import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import { can, type Role } from '@listkeep/common/src/roles';
import type { Tier } from '@listkeep/common/src/tiers';
import { countText } from '@listkeep/common/src/count-text';
import { featureNotOnPlanMessage, planHas } from '@listkeep/common/src/plan-features';
import { useDeferredValue, useMemo, useState } from 'react';
import { CopyListDialog } from '@/components/copy-list-dialog';
import { reconcileChecked } from '@/components/newsletter-filter';
import { PlanFeatureNote } from '@/components/plan-feature-note';
import { ReadOnlyListNote } from '@/components/read-only-list-note';
import { ReadOnlyNote } from '@/components/read-only-note';
import { getNewsletterSubscribers } from '@/lib/newsletter-subscribers';
import { nextSort } from '@/lib/sort';
import { useSubscribers } from '../api/get-subscribers';
import { filterSubscribers, reachableAddresses, type StatusFilter } from '../utils/filter-subscribers';
import { DEFAULT_SUBSCRIBER_SORT, FIRST_DIRECTION, sortSubscribers } from '../utils/sort-subscribers';
import { teamTags } from '../utils/team-tags';
import { DeleteSubscriberDialog } from './delete-subscriber-dialog';
import { DeleteSubscribersDialog } from './delete-subscribers-dialog';
import { ExportDialog } from './export-dialog';
import { ImportDialog } from './import-dialog';
import { MailMergeDialog } from './mail-merge-dialog';
import { ImportHistoryDialog } from './import-history-dialog';
import { SubscriberFilters } from './subscriber-filters';
import { SelectionBar } from './selection-bar';
import { SubscriberFormDialog } from './subscriber-form-dialog';
import { SubscriberHistoryDialog } from './subscriber-history-dialog';
import { SubscribersList } from './subscribers-list';
import { SubscribersToolbar } from './subscribers-toolbar';
import { TagSelectionDialog, type TagChange } from './tag-selection-dialog';

interface SubscribersTabProps {
  teamID: string;
  teamName: string;
  newsletters: Newsletter[];
  newsletter: Newsletter | null;
  role: Role | null;
  tier: Tier | undefined;
  isOwner: boolean;
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
  | 'delete-selected';

export function SubscribersTab({
  teamID,
  teamName,
  newsletters,
  newsletter,
  role,
  tier,
  isOwner,
}: SubscribersTabProps) {
  const { query, loaded, partial } = useSubscribers(teamID);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [checkedState, setChecked] = useState<string[] | null>(null);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>('none');
  const [editing, setEditing] = useState<Subscriber | null>(null);
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const [history, setHistory] = useState<Subscriber | null>(null);
  const [sort, setSort] = useState(DEFAULT_SUBSCRIBER_SORT);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [tagState, setTag] = useState<string | null>(null);
  const [tagChange, setTagChange] = useState<TagChange | null>(null);

  const canManage = can(role, 'manageSubscribers');
  const canExport = can(role, 'exportEmails');
  const tagsAllowed = planHas(tier, 'tags');
  // Without tags on the plan, existing tags still show, but nothing is narrowed by them.
  const tag = tagsAllowed ? tagState : null;
  const tagsNote = <PlanFeatureNote feature="tags" tier={tier} isOwner={isOwner} testId="tags-plan-note" />;
  const checked = reconcileChecked(checkedState, newsletters);
  const deferredSearch = useDeferredValue(search);
  // A long list re-sorts after the header has shown the new order, so the click answers at once.
  const deferredSort = useDeferredValue(sort);
  const all = query.data;
  // While a long list loads, its first pages show, sorted and filtered as the whole list will be.
  const rows = all ?? partial;
  const tags = useMemo(() => teamTags(rows ?? []), [rows]);
  const ordered = useMemo(() => sortSubscribers(rows ?? [], deferredSort), [rows, deferredSort]);
  // `checked` is rebuilt on each render; its contents decide whether to filter again.
  const checkedKey = checked.join(',');
  const shown = useMemo(
    () => filterSubscribers(ordered, { status, newsletterIDs: checkedKey.split(','), search: deferredSearch, tag }),
    [ordered, status, checkedKey, deferredSearch, tag],
  );
  // Only ticked rows the filters show are acted on, so nothing hidden is deleted or sent by surprise.
  const selection = useMemo(
    () => (selected.size === 0 ? [] : shown.filter((s) => selected.has(s.id))),
    [shown, selected],
  );
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setSelected(next);
  };
  const toggleAll = () => setSelected(selection.length === shown.length ? new Set() : new Set(shown.map((s) => s.id)));
  const defaultNewsletterID = newsletter?.id ?? null;
  const edit = (subscriber: Subscriber | null) => {
    setEditing(subscriber);
    setOpen('form');
  };
  const close = (next: boolean) => {
    if (!next) setOpen('none');
  };
  const dialog = { onOpenChange: close, teamID, newsletters, defaultNewsletterID };

  return (
    <div className="stack" data-testid="tab-subscribers">
      <SubscribersToolbar
        canManage={canManage}
        canExport={canExport}
        loaded={all !== undefined}
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
        newsletters={newsletters}
        status={status}
        onStatusChange={setStatus}
        checked={checked}
        onCheckedChange={setChecked}
        search={search}
        onSearchChange={setSearch}
        tags={tags}
        tag={tag}
        onTagChange={setTag}
        tagsAllowed={tagsAllowed}
        tagsNote={tagsNote}
      />
      {selection.length > 0 && (
        <SelectionBar
          count={selection.length}
          canDelete={canManage}
          canExport={canExport}
          canTag={canManage}
          tagsNotOnPlan={tagsAllowed ? null : featureNotOnPlanMessage('tags', tier)}
          onTag={setTagChange}
          onCopy={() => setOpen('copy-selected')}
          onExport={() => setOpen('export-selected')}
          onDelete={() => setOpen('delete-selected')}
          onClear={() => setSelected(new Set())}
        />
      )}
      <SubscribersList
        all={rows ?? undefined}
        complete={all !== undefined}
        shown={shown}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        loaded={loaded}
        newsletters={newsletters}
        canEdit={canManage}
        onEdit={edit}
        onDelete={setDeleting}
        onHistory={setHistory}
        sort={sort}
        onSort={(key) => setSort(nextSort(sort, key, FIRST_DIRECTION[key]))}
        selection={
          // Ticking waits for the whole list, so "all" never means only the rows loaded so far.
          (canManage || canExport) && all !== undefined
            ? {
                selected,
                onToggle: toggle,
                shown: selection.length === 0 ? 'none' : selection.length === shown.length ? 'all' : 'some',
                onToggleAll: toggleAll,
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
      <ImportDialog open={open === 'import'} {...dialog} isOwner={isOwner} tier={tier} />
      <ImportHistoryDialog
        open={open === 'import-history'}
        onOpenChange={close}
        teamID={teamID}
        newsletters={newsletters}
        canUndo={canManage}
      />
      <ExportDialog open={open === 'export'} {...dialog} subscribers={all ?? []} teamName={teamName} tag={tag} />
      <MailMergeDialog
        open={open === 'mail-merge'}
        onOpenChange={close}
        newsletters={newsletters}
        defaultNewsletterID={defaultNewsletterID}
        tag={tag}
      />
      {newsletter && (
        <CopyListDialog
          open={open === 'copy'}
          onOpenChange={close}
          listName={`${newsletterDisplayName(newsletter)}${tag ? ` tagged “${tag}”` : ''}`}
          load={() => getNewsletterSubscribers(newsletter.id, tag)}
        />
      )}
      <DeleteSubscriberDialog subscriber={deleting} onClose={() => setDeleting(null)} />
      <SubscriberHistoryDialog subscriber={history} onClose={() => setHistory(null)} tier={tier} isOwner={isOwner} />
      <ExportDialog
        open={open === 'export-selected'}
        {...dialog}
        subscribers={all ?? []}
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
      />
      <DeleteSubscribersDialog
        open={open === 'delete-selected'}
        teamID={teamID}
        subscribers={selection}
        onClose={() => setOpen('none')}
        onDeleted={() => {
          setSelected(new Set());
          setOpen('none');
        }}
      />
    </div>
  );
}
