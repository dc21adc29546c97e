import type { LinkList } from '@listkeep/common/src/entities';
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

export function SingleView({ list, actions }: { list: LinkList; actions: PreferenceActions }) {
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

export function UnsubscribedView({ list, actions }: { list: LinkList; actions: PreferenceActions }) {
  return (
    <>
      <p>
        You will no longer receive <Strong list={list} />.
      </p>
      <p className="muted">Unsubscribed by mistake?</p>
      <ActionButton disabled={actions.busy} onClick={() => actions.resubscribe(list)}>
        Resubscribe
      </ActionButton>
    </>
  );
}

export function WelcomeBackView({ actions }: { actions: PreferenceActions }) {
  return (
    <>
      <p className="muted">You are subscribed again.</p>
      <ActionButton disabled={actions.busy} onClick={actions.unsubscribe}>
        Unsubscribe Again
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

export function UpdatedView({ kept, actions }: { kept: string[]; actions: PreferenceActions }) {
  return (
    <>
      <p className="muted">
        {kept.length > 0 ? `You are subscribed to: ${kept.join(', ')}.` : 'You are not subscribed to any list.'}
      </p>
      <ActionButton onClick={actions.manageAgain}>Manage Preferences</ActionButton>
    </>
  );
}
