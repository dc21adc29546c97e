import type { Subscriber } from '@listkeep/common/src/entities';
import { isSubscribedTo } from '../utils/filter-subscribers';
import type { TableColumns } from '../utils/table-columns';
import { SubscriberActions, type SubscriberActionProps } from './subscriber-actions';
import type { SubscribersTableProps } from './subscribers-table';
import { TagChips } from './tag-chips';
import '../subscribers.css';

/** Badges shown in a row; the rest are summed up as "+N". */
const MAX_BADGES = 2;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function shortDate(value: { seconds: number } | null | undefined): string {
  return value && typeof value.seconds === 'number' ? dateFormat.format(value.seconds * 1000) : '–';
}

type RowActions = SubscriberActionProps & Pick<SubscribersTableProps, 'selection'>;

interface SubscriberRowProps extends RowActions {
  subscriber: Subscriber;
  index: number;
  /** Where the row sits in its body, and how tall it is (rows are never measured). */
  top: number;
  height: number;
  columns: TableColumns;
  /** Newsletter names by id. */
  names: ReadonlyMap<string, string>;
}

/** One subscriber: a row of the grid on a wide screen, a card on a narrow one. */
export function SubscriberRow({
  subscriber: s,
  index,
  top,
  height,
  columns,
  names,
  selection,
  ...actions
}: SubscriberRowProps) {
  const listName = (id: string) => names.get(id) ?? 'Deleted list';
  return (
    <div
      data-index={index}
      className="vtable-row vtable-body-row"
      role="row"
      aria-rowindex={index + 2}
      data-testid="subscriber-row"
      style={{ height, transform: `translateY(${top}px)` }}
    >
      {selection && (
        <div role="cell" className="vtable-select">
          <input
            type="checkbox"
            checked={selection.selected.has(s.id)}
            onChange={() => selection.onToggle(s.id)}
            aria-label={`Select ${s.subscriberEmail}`}
          />
        </div>
      )}
      <div
        role="cell"
        className="vtable-email"
        data-label="Email"
        title={s.subscriberEmail}
        data-testid="subscriber-email"
      >
        {s.subscriberEmail}
      </div>
      {columns.name && (
        <div
          role="cell"
          data-label="Name"
          className={s.subscriberName ? 'vtable-name' : 'vtable-name vtable-name-none'}
          title={s.subscriberName || undefined}
        >
          {s.subscriberName || <span className="faint">–</span>}
        </div>
      )}
      <div role="cell" data-label="Newsletters" className="vtable-lists">
        {(s.newsletterIDs ?? []).length === 0 ? (
          <span className="faint">None</span>
        ) : (
          <>
            {s.newsletterIDs.slice(0, MAX_BADGES).map((id) => {
              const on = isSubscribedTo(s, id);
              return (
                <span
                  key={id}
                  className={on ? 'badge badge-success' : 'badge badge-off'}
                  title={`${listName(id)}: ${on ? 'subscribed' : 'unsubscribed'}`}
                >
                  {listName(id)}
                  {!on && <span className="sr-only"> (unsubscribed)</span>}
                </span>
              );
            })}
            {s.newsletterIDs.length > MAX_BADGES && (
              <span
                className="badge"
                title={s.newsletterIDs
                  .slice(MAX_BADGES)
                  .map((id) => `${listName(id)}${isSubscribedTo(s, id) ? '' : ' (unsubscribed)'}`)
                  .join(', ')}
              >
                +{s.newsletterIDs.length - MAX_BADGES}
              </span>
            )}
          </>
        )}
      </div>
      {columns.tags && (
        <div role="cell" data-label="Tags" className="vtable-tags">
          <TagChips tags={s.tags} />
        </div>
      )}
      <div role="cell" data-label="Added" className="muted">
        {shortDate(s.createdAt)}
      </div>
      <SubscriberActions subscriber={s} {...actions} />
    </div>
  );
}
