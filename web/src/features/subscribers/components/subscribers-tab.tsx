import { newsletterDisplayName } from '@listkeep/common/src/footer';
import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import { can, type Role } from '@listkeep/common/src/roles';
import { useDeferredValue, useMemo, useState } from 'react';
import { CopyListDialog } from '@/components/copy-list-dialog';
import { reconcileChecked } from '@/components/newsletter-filter';
import { ReadOnlyNote } from '@/components/read-only-note';
import { getNewsletterSubscribers } from '@/lib/newsletter-subscribers';
import { useSubscribers } from '../api/get-subscribers';
import { filterSubscribers, type StatusFilter } from '../utils/filter-subscribers';
import { DeleteSubscriberDialog } from './delete-subscriber-dialog';
import { ExportDialog } from './export-dialog';
import { ImportDialog } from './import-dialog';
import { SubscriberFilters } from './subscriber-filters';
import { SubscriberFormDialog } from './subscriber-form-dialog';
import { SubscribersList } from './subscribers-list';
import { SubscribersToolbar } from './subscribers-toolbar';

interface SubscribersTabProps {
  teamID: string;
  teamName: string;
  newsletters: Newsletter[];
  newsletter: Newsletter | null;
  role: Role | null;
}

type Open = 'none' | 'form' | 'import' | 'export' | 'copy';

export function SubscribersTab({ teamID, teamName, newsletters, newsletter, role }: SubscribersTabProps) {
  const { query, loaded } = useSubscribers(teamID);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [checkedState, setChecked] = useState<string[] | null>(null);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>('none');
  const [editing, setEditing] = useState<Subscriber | null>(null);
  const [deleting, setDeleting] = useState<Subscriber | null>(null);

  const canManage = can(role, 'manageSubscribers');
  const checked = reconcileChecked(checkedState, newsletters);
  const deferredSearch = useDeferredValue(search);
  const all = query.data;
  // `checked` is rebuilt on each render; its contents decide whether to filter again.
  const checkedKey = checked.join(',');
  const shown = useMemo(
    () => filterSubscribers(all ?? [], { status, newsletterIDs: checkedKey.split(','), search: deferredSearch }),
    [all, status, checkedKey, deferredSearch],
  );
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
        canExport={can(role, 'exportEmails')}
        loaded={all !== undefined}
        hasNewsletter={newsletter !== null}
        onAdd={() => edit(null)}
        onImport={() => setOpen('import')}
        onExport={() => setOpen('export')}
        onCopy={() => setOpen('copy')}
      />
      {!canManage && <ReadOnlyNote what="the subscribers" />}
      <SubscriberFilters
        newsletters={newsletters}
        status={status}
        onStatusChange={setStatus}
        checked={checked}
        onCheckedChange={setChecked}
        search={search}
        onSearchChange={setSearch}
      />
      <SubscribersList
        all={all}
        shown={shown}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        loaded={loaded}
        newsletters={newsletters}
        canEdit={canManage}
        onEdit={edit}
        onDelete={setDeleting}
      />

      <SubscriberFormDialog open={open === 'form'} {...dialog} subscriber={editing} />
      <ImportDialog open={open === 'import'} {...dialog} isOwner={role === 'owner'} />
      <ExportDialog open={open === 'export'} {...dialog} subscribers={all ?? []} teamName={teamName} />
      {newsletter && (
        <CopyListDialog
          open={open === 'copy'}
          onOpenChange={close}
          listName={newsletterDisplayName(newsletter)}
          load={() => getNewsletterSubscribers(newsletter.id)}
        />
      )}
      <DeleteSubscriberDialog subscriber={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
