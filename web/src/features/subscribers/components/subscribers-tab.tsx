import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import { formatCount } from '@listkeep/common/src/import';
import { can, type Role } from '@listkeep/common/src/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { CopyListDialog } from '@/components/copy-list-dialog';
import { NewsletterFilter, reconcileChecked } from '@/components/newsletter-filter';
import { ReadOnlyNote } from '@/components/read-only-note';
import { Segmented } from '@/components/segmented';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { CenteredSpinner } from '@/components/ui/spinner';
import { invalidateDashboard } from '@/lib/dashboard-cache';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { deleteSubscriber } from '../api/delete-subscriber';
import { getNewsletterSubscribers } from '../api/get-newsletter-subscribers';
import { useSubscribers } from '../api/get-subscribers';
import { filterSubscribers, type StatusFilter } from '../utils/filter-subscribers';
import { ExportDialog } from './export-dialog';
import { ImportDialog } from './import-dialog';
import { SubscriberFormDialog } from './subscriber-form-dialog';
import { SubscribersTable } from './subscribers-table';

interface SubscribersTabProps {
  teamID: string;
  teamName: string;
  newsletters: Newsletter[];
  newsletter: Newsletter | null;
  role: Role | null;
}

type Open = 'none' | 'form' | 'import' | 'export' | 'copy';

export function SubscribersTab({ teamID, teamName, newsletters, newsletter, role }: SubscribersTabProps) {
  const client = useQueryClient();
  const { query, loaded } = useSubscribers(teamID);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [checkedState, setChecked] = useState<string[] | null>(null);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>('none');
  const [editing, setEditing] = useState<Subscriber | null>(null);
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const canManage = can(role, 'manageSubscribers');
  const canExport = can(role, 'exportEmails');
  const checked = reconcileChecked(checkedState, newsletters);
  const deferredSearch = useDeferredValue(search);
  const all = query.data;
  // `checked` is rebuilt on each render; its contents decide whether to filter again.
  const checkedKey = checked.join(',');
  const shown = useMemo(
    () => filterSubscribers(all ?? [], { status, newsletterIDs: checkedKey.split(','), search: deferredSearch }),
    [all, status, checkedKey, deferredSearch],
  );
  const listName = newsletter ? newsletter.newsletterName || newsletter.name : 'list';

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteSubscriber(deleting.id);
      notify('Subscriber deleted.', 'success');
      void invalidateDashboard(client);
      setDeleting(null);
    } catch (error) {
      notify(errorMessage(error, 'The subscriber could not be deleted.'), 'error');
    } finally {
      setDeleteBusy(false);
    }
  };

  const close = (next: boolean) => {
    if (!next) setOpen('none');
  };

  return (
    <div className="stack" data-testid="tab-subscribers">
      <div className="toolbar">
        <div className="row">
          <Button
            onClick={() => {
              setEditing(null);
              setOpen('form');
            }}
            disabled={!canManage}
          >
            Add subscriber
          </Button>
          <Button variant="secondary" onClick={() => setOpen('import')} disabled={!canManage}>
            Import
          </Button>
          <Button variant="secondary" onClick={() => setOpen('export')} disabled={!canExport || !all}>
            Export
          </Button>
          <Button
            variant="secondary"
            onClick={() => setOpen('copy')}
            disabled={!canExport || !newsletter}
            data-testid="copy-list"
          >
            Copy list
          </Button>
        </div>
      </div>
      {!canManage && <ReadOnlyNote what="the subscribers" />}

      <div className="filters card">
        <Segmented<StatusFilter>
          label="Status"
          value={status}
          onChange={setStatus}
          options={[
            { value: 'all', label: 'All' },
            { value: 'subscribed', label: 'Subscribed' },
            { value: 'unsubscribed', label: 'Unsubscribed' },
          ]}
        />
        {newsletters.length > 1 && (
          <NewsletterFilter newsletters={newsletters} checked={checked} onChange={setChecked} />
        )}
        <div className="field filter-search">
          <label className="filter-legend" htmlFor="subscriber-search">
            Search
          </label>
          <input
            id="subscriber-search"
            className="input"
            type="search"
            placeholder="Email, name or notes"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </div>

      {query.isError ? (
        <div className="empty" role="alert">
          <strong>The subscribers could not be loaded</strong>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : !all ? (
        <div className="stack-sm" style={{ alignItems: 'center' }}>
          <CenteredSpinner label="Loading subscribers" />
          {loaded > 0 && (
            <p className="small muted" role="status">
              {formatCount(loaded)} subscribers loaded…
            </p>
          )}
        </div>
      ) : all.length === 0 ? (
        <div className="empty" data-testid="subscribers-empty">
          <strong>No subscribers yet</strong>
          Add them one by one, paste a list, or upload a CSV exported from another tool.
        </div>
      ) : (
        <>
          <p className="small muted" data-testid="subscribers-count" aria-live="polite">
            Showing {formatCount(shown.length)} of {formatCount(all.length)} subscribers
          </p>
          {shown.length === 0 ? (
            <div className="empty">
              <strong>No subscribers match these filters</strong>
            </div>
          ) : (
            <SubscribersTable
              subscribers={shown}
              newsletters={newsletters}
              canEdit={canManage}
              onEdit={(s) => {
                setEditing(s);
                setOpen('form');
              }}
              onDelete={setDeleting}
            />
          )}
        </>
      )}

      <SubscriberFormDialog
        open={open === 'form'}
        onOpenChange={close}
        teamID={teamID}
        newsletters={newsletters}
        subscriber={editing}
        defaultNewsletterID={newsletter?.id ?? null}
      />
      <ImportDialog
        open={open === 'import'}
        onOpenChange={close}
        teamID={teamID}
        newsletters={newsletters}
        defaultNewsletterID={newsletter?.id ?? null}
      />
      <ExportDialog
        open={open === 'export'}
        onOpenChange={close}
        newsletters={newsletters}
        subscribers={all ?? []}
        defaultNewsletterID={newsletter?.id ?? null}
        teamName={teamName}
      />
      {newsletter && (
        <CopyListDialog
          open={open === 'copy'}
          onOpenChange={close}
          listName={listName}
          load={() => getNewsletterSubscribers(newsletter.id)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Delete subscriber"
        description={
          <>
            <strong>{deleting?.subscriberEmail}</strong> will be removed from every newsletter of this team. This cannot
            be undone.
          </>
        }
        confirmLabel="Delete"
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        testId="delete-subscriber-dialog"
      />
    </div>
  );
}
