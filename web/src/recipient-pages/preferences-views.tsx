import type { LinkList } from '@listkeep/common/src/entities';
import { namesText, t } from './i18n';
import { Rich } from './rich';
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
          <Rich k="stopReceiving" values={{ list: list.newsletterName }} />
        </p>
        <ActionButton primary disabled={actions.busy} onClick={actions.unsubscribe}>
          {t('unsubscribe')}
        </ActionButton>
      </>
    );
  }
  return (
    <>
      <p>
        <Rich k="noLongerReceive" values={{ list: list.newsletterName }} />
      </p>
      {canJoinAgain ? (
        <>
          <p className="muted">{t('unsubscribedByMistake')}</p>
          <ActionButton disabled={actions.busy} onClick={() => actions.resubscribe(list)}>
            {t('resubscribe')}
          </ActionButton>
        </>
      ) : (
        <p className="muted">{t('askSender')}</p>
      )}
    </>
  );
}

export function WelcomeBackView({ list, actions }: { list: LinkList; actions: PreferenceActions }) {
  return (
    <>
      <p>
        <Rich k="receiveAgain" values={{ list: list.newsletterName }} />
      </p>
      <ActionButton disabled={actions.busy} onClick={actions.unsubscribe}>
        {t('unsubscribeAgain')}
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
        <legend className="sr-only">{t('lists')}</legend>
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
          {t('savePreferences')}
        </button>
        <button type="button" className="btn btn-secondary" disabled={actions.busy} onClick={actions.unsubscribeAll}>
          {t('unsubscribeAll')}
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
          <Rich k="willNoLongerReceive" values={{ list: left.newsletterName }} />
        </p>
      ) : (
        <p className="muted">
          {kept.length > 0 ? t('subscribedTo', { lists: namesText(kept) }) : t('subscribedToNone')}
        </p>
      )}
      <ActionButton onClick={actions.manageAgain}>{t('managePreferences')}</ActionButton>
    </>
  );
}
