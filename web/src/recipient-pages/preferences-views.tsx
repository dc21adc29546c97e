import type { LinkList } from '@listkeep/common/src/entities';
import { MANAGE_PREFERENCES, UNSUBSCRIBE_AGAIN } from '@listkeep/common/src/web/link-pages';
import { ActionButton } from './shell';

/** The buttons of the preferences page, each running one call of POST /linkAction. */
export interface PreferenceActions {
  busy: boolean;
  /** Leaves every list: the single list's Unsubscribe, and Unsubscribe Again. */
  unsubscribe: () => void;
  resubscribe: (list: LinkList) => void;
  save: () => void;
  unsubscribeAll: () => void;
  manageAgain: () => void;
}

const Strong = ({ list }: { list: LinkList }) => <strong className="link-strong">{list.newsletterName}</strong>;

interface SingleViewProps {
  list: LinkList;
  subscribed: boolean;
  /** Whether the page may put the reader back on the list. */
  canJoinAgain: boolean;
  actions: PreferenceActions;
}

/** The choice for the one list: leave it while on it, join it again once left. */
export function SingleView({ list, subscribed, canJoinAgain, actions }: SingleViewProps) {
  if (subscribed) {
    return (
      <>
        <p>
          Stop receiving <Strong list={list} />?
        </p>
        <ActionButton primary disabled={actions.busy} onClick={actions.unsubscribe}>
          Unsubscribe
        </ActionButton>
      </>
    );
  }
  return (
    <>
      <p>
        You no longer receive <Strong list={list} />.
      </p>
      {canJoinAgain ? (
        <>
          <p className="muted">Unsubscribed by mistake?</p>
          <ActionButton disabled={actions.busy} onClick={() => actions.resubscribe(list)}>
            Resubscribe
          </ActionButton>
        </>
      ) : (
        <p className="muted">To receive it again, ask its sender.</p>
      )}
    </>
  );
}

export function WelcomeBackView({ list, actions }: { list: LinkList; actions: PreferenceActions }) {
  return (
    <>
      <p>
        You will receive <Strong list={list} /> again.
      </p>
      <ActionButton disabled={actions.busy} onClick={actions.unsubscribe}>
        {UNSUBSCRIBE_AGAIN}
      </ActionButton>
    </>
  );
}

interface ManageViewProps {
  lists: LinkList[];
  selection: string[];
  onToggle: (id: string, checked: boolean) => void;
  actions: PreferenceActions;
}

export function ManageView({ lists, selection, onToggle, actions }: ManageViewProps) {
  return (
    <>
      <fieldset className="link-lists" disabled={actions.busy}>
        <legend className="sr-only">Lists</legend>
        {lists.map((list) => (
          <label key={list.id} className="check link-check">
            <input
              type="checkbox"
              checked={selection.includes(list.id)}
              onChange={(event) => onToggle(list.id, (event.target as HTMLInputElement).checked)}
            />
            <span>{list.newsletterName}</span>
          </label>
        ))}
      </fieldset>
      <div className="link-actions">
        <button type="button" className="btn btn-primary" disabled={actions.busy} onClick={actions.save}>
          Save Preferences
        </button>
        <button type="button" className="btn btn-secondary" disabled={actions.busy} onClick={actions.unsubscribeAll}>
          Unsubscribe All
        </button>
      </div>
    </>
  );
}

interface UpdatedViewProps {
  /** The list just left, on the one-list page; null after a change on the choice of lists. */
  left: LinkList | null;
  /** The names of the lists the reader is on now. */
  kept: string[];
  actions: PreferenceActions;
}

export function UpdatedView({ left, kept, actions }: UpdatedViewProps) {
  return (
    <>
      {left ? (
        <p>
          You will no longer receive <Strong list={left} />.
        </p>
      ) : (
        <p className="muted">
          {kept.length > 0 ? `You are subscribed to: ${kept.join(', ')}.` : 'You are not subscribed to any list.'}
        </p>
      )}
      <ActionButton onClick={actions.manageAgain}>{MANAGE_PREFERENCES}</ActionButton>
    </>
  );
}
