import type { Subscriber } from '@listkeep/common/src/entities';
import type { SubscribersTableProps } from './subscribers-table';
import '../subscribers.css';

export type SubscriberActionProps = Pick<SubscribersTableProps, 'canEdit' | 'onEdit' | 'onDelete' | 'onHistory'>;

interface SubscriberAction {
  label: string;
  run: (subscriber: Subscriber) => void;
  /** The accessible name, naming the address since every row has the same buttons. */
  name: (email: string) => string;
  danger?: boolean;
}

/** A subscriber's buttons, the same in the table's row and the phone's card; editing ones only for editors. */
export function SubscriberActions({
  subscriber,
  canEdit,
  onEdit,
  onDelete,
  onHistory,
}: SubscriberActionProps & { subscriber: Subscriber }) {
  const actions: SubscriberAction[] = [
    { label: 'History', run: onHistory, name: (email) => `History of ${email}` },
    ...(canEdit
      ? [
          { label: 'Edit', run: onEdit, name: (email: string) => `Edit ${email}` },
          { label: 'Delete', run: onDelete, name: (email: string) => `Delete ${email}`, danger: true },
        ]
      : []),
  ];
  return (
    <div role="cell" className="vtable-actions">
      {actions.map(({ label, run, name, danger }) => (
        <button
          key={label}
          type="button"
          className={danger ? 'btn btn-ghost btn-sm btn-ghost-danger' : 'btn btn-ghost btn-sm'}
          onClick={() => run(subscriber)}
          aria-label={name(subscriber.subscriberEmail)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
