import type { LinkSubscriberData } from '@listkeep/common/src/entities';
import { useState } from 'react';
import { callPublic } from './api';
import { namesText, pageLanguage, t } from './i18n';
import { Rich } from './rich';
import { ConsentReceiptSection } from './consent-receipt';
import { useFlash } from './flash';
import {
  allLists,
  canJoinAgain,
  initialSelection,
  initialView,
  nextView,
  toggleSelection,
  type PreferencesEvent,
  type PreferencesView,
} from './preferences';
import { ManageView, SingleView, UpdatedView, WelcomeBackView, type PreferenceActions } from './preferences-views';
import { FlashMessage, Shell } from './shell';
import { useAction } from './use-action';

function titleOf(view: PreferencesView): string {
  switch (view.kind) {
    case 'manage':
      return t('manageSubscriptions');
    case 'updated':
      return t('preferencesConfirmed');
    case 'welcomeBack':
      return t('welcomeBack', { list: view.list.newsletterName });
    case 'single':
      return t(view.subscribed ? 'unsubscribe' : 'yourSubscription');
    case 'nothing':
      return t('yourSubscriptions');
  }
}

/** A view key that changes whenever a view's buttons do. */
const keyOf = (view: PreferencesView) => (view.kind === 'single' ? `single-${view.subscribed}` : view.kind);

/** The lists to save, null for none, or one list to leave or join. */
type ListsAsked = string[] | null | { list: string; leave: boolean };

interface SubscriberPreferencesProps {
  linkID: string;
  data: LinkSubscriberData;
  /** The link's unsubscribe page: its list's one button comes first. */
  oneClick: boolean;
}

/** The preferences of the subscriber behind a link, once POST /linkOpen answered. */
export function SubscriberPreferences({ linkID, data, oneClick }: SubscriberPreferencesProps) {
  const [view, setView] = useState(() => initialView(data, oneClick ? data.newsletterID : null));
  const [selection, setSelection] = useState(() => initialSelection(data));
  /** The lists the reader is on, as the server last answered. */
  const [current, setCurrent] = useState(() => initialSelection(data));
  const [busy, run] = useAction();
  const [flash, showFlash] = useFlash();
  /** Lists asked for again that wait for a confirmation from the mailbox, named until the next action. */
  const [awaiting, setAwaiting] = useState<string[]>([]);
  const lists = allLists(data);
  const { subscriberEmail, senderName } = data;

  /**
   * Asks the server for a change of lists: `keep` to save, null to leave
   * every list, or one list to leave or join. A list asked for that the
   * server did not take back is a failure to the reader.
   */
  const change = (event: PreferencesEvent, keep: ListsAsked, undo?: () => void) => {
    // Leaving the one list the reader is on is leaving them all, and is said so.
    const leaving = keep === null || (!Array.isArray(keep) && keep.leave && current.every((id) => id === keep.list));
    const failed = () => {
      undo?.();
      showFlash('error', t(leaving ? 'unsubscribeFailed' : 'preferencesFailed'));
    };
    run(
      () =>
        callPublic('linkAction', {
          ...(subscriberEmail ? { subscriberEmail } : {}),
          token: linkID,
          language: pageLanguage(),
          ...(keep === null
            ? { type: 'unsubscribeAll' }
            : Array.isArray(keep)
              ? { type: 'updatePreferences', newsletterIDs: keep }
              : { type: keep.leave ? 'leaveList' : 'joinList', newsletterID: keep.list }),
        }),
      (answer) => {
        const now = 'subscribedLists' in answer ? answer.subscribedLists.map((list) => list.id) : [];
        const asked = ('subscribedLists' in answer && answer.awaitingConfirmation) || [];
        setCurrent(now);
        setAwaiting(asked.map((list) => list.newsletterName));
        if (asked.length > 0) {
          // The page shows what the reader is on: a list waiting for its confirmation is not ticked.
          setSelection(now);
          // Nothing else changed: the note on the mail sent is all there is to say.
          const unchanged = now.length === current.length && now.every((id) => current.includes(id));
          if (unchanged) return;
        }
        if (event.type === 'resubscribed' && keep !== null && !Array.isArray(keep) && !now.includes(keep.list))
          return failed();
        setView((shown) => nextView(shown, event));
        showFlash('success', t(leaving ? 'unsubscribedAll' : 'preferencesUpdated'));
      },
      failed,
    );
  };

  const actions: PreferenceActions = {
    busy,
    // The one list's buttons leave or join that list alone; the reader's other lists stay.
    unsubscribe: () =>
      change(
        { type: 'unsubscribedSingle' },
        view.kind === 'single' || view.kind === 'welcomeBack' ? { list: view.list.id, leave: true } : null,
      ),
    resubscribe: (list) => change({ type: 'resubscribed' }, { list: list.id, leave: false }),
    save: () => change({ type: 'saved' }, selection),
    unsubscribeAll: () => {
      // The selection empties at once (docs/product.md §4) and comes back if the server refuses.
      const before = selection;
      setSelection([]);
      change({ type: 'unsubscribedAll' }, null, () => setSelection(before));
    },
    manageAgain: () => {
      // The choices start again from the lists the reader is on now.
      setSelection(current);
      setView(nextView(view, { type: 'manageAgain' }));
    },
  };

  return (
    <Shell
      title={titleOf(view)}
      sender={senderName}
      intro={
        subscriberEmail && (
          <p className="muted">
            <Rich k="emailLine" values={{ email: subscriberEmail }} />
          </p>
        )
      }
    >
      {/* A fresh subtree per view, so a button never morphs into a different one mid-transition. */}
      <div key={keyOf(view)} className="stack">
        {view.kind === 'single' && (
          <SingleView
            list={view.list}
            subscribed={view.subscribed}
            canJoinAgain={canJoinAgain(data, view.list)}
            actions={actions}
          />
        )}
        {view.kind === 'welcomeBack' && <WelcomeBackView list={view.list} actions={actions} />}
        {view.kind === 'manage' && (
          <ManageView
            lists={lists}
            selection={selection}
            onToggle={(id, checked) => setSelection((chosen) => toggleSelection(chosen, id, checked))}
            actions={actions}
          />
        )}
        {view.kind === 'updated' && (
          <UpdatedView
            left={view.back.kind === 'single' ? view.back.list : null}
            kept={lists.filter((list) => current.includes(list.id)).map((list) => list.newsletterName)}
            actions={actions}
          />
        )}
        {view.kind === 'nothing' && <p className="muted">{t('notSubscribed')}</p>}
      </div>
      {awaiting.length > 0 && (
        <p role="status" className="link-alert link-alert-success">
          {t('awaitingConfirmation', { lists: namesText(awaiting) })}
        </p>
      )}
      <FlashMessage flash={flash} />
      <ConsentReceiptSection linkID={linkID} sender={senderName} showFlash={showFlash} />
    </Shell>
  );
}
