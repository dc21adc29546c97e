import type { LinkSubscriberData } from '@listkeep/common/src/entities';
import { useState } from 'react';
import { callPublic } from './api';
import { useFlash } from './flash';
import {
  allLists,
  initialSelection,
  initialView,
  nextView,
  toggleSelection,
  type PreferencesEvent,
  type PreferencesView,
} from './preferences';
import {
  ManageView,
  SingleView,
  UnsubscribedView,
  UpdatedView,
  WelcomeBackView,
  type PreferenceActions,
} from './preferences-views';
import { FlashMessage, PageTitle, Shell } from './shell';
import { useAction } from './use-action';

export const PREFERENCES_FAILED = 'Failed to update preferences.';
export const UNSUBSCRIBE_FAILED = 'Failed to unsubscribe.';
export const PREFERENCES_UPDATED = 'Preferences updated';
export const UNSUBSCRIBED_ALL = 'Unsubscribed from all lists.';

function titleOf(view: PreferencesView): string {
  switch (view.kind) {
    case 'manage':
      return 'Manage Your Subscriptions';
    case 'updated':
      return 'Your preferences have been updated';
    case 'unsubscribed':
      return 'You have been unsubscribed';
    case 'welcomeBack':
      return `Welcome back to the ${view.list.newsletterName}`;
    default:
      return 'Unsubscribe';
  }
}

/** The preferences of the subscriber behind a link, once POST /linkOpen answered. */
export function SubscriberPreferences({ linkID, data }: { linkID: string; data: LinkSubscriberData }) {
  const [view, setView] = useState(() => initialView(data));
  const [selection, setSelection] = useState(() => initialSelection(data));
  const [busy, run] = useAction();
  const [flash, showFlash] = useFlash();
  const lists = allLists(data);
  const { subscriberEmail } = data;

  /** Saves the lists in `keep`, or with null leaves every list. */
  const change = (event: PreferencesEvent, keep: string[] | null, undo?: () => void) => {
    const leaving = keep === null;
    run(
      () =>
        callPublic('linkAction', {
          type: leaving ? 'unsubscribeAll' : 'updatePreferences',
          ...(subscriberEmail ? { subscriberEmail } : {}),
          newsletterIDs: keep ?? [],
          token: linkID,
        }),
      () => {
        setView((current) => nextView(current, event));
        showFlash('success', leaving ? UNSUBSCRIBED_ALL : PREFERENCES_UPDATED);
      },
      () => {
        undo?.();
        showFlash('error', leaving ? UNSUBSCRIBE_FAILED : PREFERENCES_FAILED);
      },
    );
  };

  const actions: PreferenceActions = {
    busy,
    unsubscribe: () => change({ type: 'unsubscribedSingle' }, null),
    resubscribe: (list) => change({ type: 'resubscribed' }, [list.id]),
    save: () => change({ type: 'saved' }, selection),
    unsubscribeAll: () => {
      // The selection empties at once (docs/product.md §4) and comes back if the server refuses.
      const before = selection;
      setSelection([]);
      change({ type: 'unsubscribedAll' }, null, () => setSelection(before));
    },
    manageAgain: () => setView(nextView(view, { type: 'manageAgain' })),
  };

  return (
    <Shell>
      <PageTitle title={titleOf(view)} />
      {subscriberEmail && (
        <p className="muted">
          Email: <strong className="link-strong">{subscriberEmail}</strong>
        </p>
      )}
      {/* A fresh subtree per view, so a button never morphs into a different one mid-transition. */}
      <div key={view.kind} className="stack">
        {view.kind === 'single' && <SingleView list={view.list} actions={actions} />}
        {view.kind === 'unsubscribed' && <UnsubscribedView list={view.list} actions={actions} />}
        {view.kind === 'welcomeBack' && <WelcomeBackView actions={actions} />}
        {view.kind === 'manage' && (
          <ManageView
            lists={lists}
            selection={selection}
            onToggle={(id, checked) => setSelection((current) => toggleSelection(current, id, checked))}
            actions={actions}
          />
        )}
        {view.kind === 'updated' && (
          <UpdatedView
            kept={lists.filter((list) => selection.includes(list.id)).map((list) => list.newsletterName)}
            actions={actions}
          />
        )}
        {view.kind === 'nothing' && <p className="muted">This address is not subscribed to any list.</p>}
      </div>
      <FlashMessage flash={flash} />
    </Shell>
  );
}
