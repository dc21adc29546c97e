import { useEffect, useState } from 'react';
import { LinkApiError, openLink, postPublic } from './api';
import { useFlash } from './flash';
import {
  allLists,
  initialSelection,
  initialView,
  nextView,
  parseSubscriberLinkData,
  toggleSelection,
  type PreferencesEvent,
  type PreferencesView,
  type SubscriberLinkData,
} from './preferences';
import { FlashMessage, Loading, LoadFailed, Shell, useTitle } from './shell';

export const PREFERENCES_FAILED = 'Failed to update preferences.';
export const UNSUBSCRIBE_FAILED = 'Failed to unsubscribe.';
export const PREFERENCES_UPDATED = 'Preferences updated';
export const UNSUBSCRIBED_ALL = 'Unsubscribed from all lists.';

type Load =
  { state: 'loading' } | { state: 'invalid' } | { state: 'failed' } | { state: 'ready'; data: SubscriberLinkData };

function titleOf(load: Load, view: PreferencesView | null): string {
  if (load.state === 'invalid') return 'This link is no longer valid';
  if (!view) return 'Unsubscribe';
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

/**
 * /link/unsub/{linkID} (one-click) and /link/manage/{linkID}. Both open the
 * subscriber's link read-only; the one-click page opens it as
 * `oneClickUnsubscribe`, the manage page as `unsubscribe`, and neither changes
 * anything until the recipient presses a button.
 */
export function PreferencesPage({ mode, linkID }: { mode: 'oneClick' | 'manage'; linkID: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<PreferencesView | null>(null);
  const [selection, setSelection] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [flash, showFlash] = useFlash();
  useTitle(titleOf(load, view));

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    openLink({ type: mode === 'oneClick' ? 'oneClickUnsubscribe' : 'unsubscribe', linkID }).then(
      (returnData) => {
        if (!live) return;
        const data = parseSubscriberLinkData(returnData);
        setLoad({ state: 'ready', data });
        setSelection(initialSelection(data));
        setView(initialView(data));
      },
      (error: unknown) => {
        if (!live) return;
        setLoad({ state: error instanceof LinkApiError && error.status === 404 ? 'invalid' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [mode, linkID, attempt]);

  if (load.state === 'loading') {
    return (
      <Shell>
        <h1 className="link-title">Unsubscribe</h1>
        <Loading label="Loading subscriber information" />
      </Shell>
    );
  }

  if (load.state === 'invalid') {
    return (
      <Shell>
        <h1 className="link-title">{titleOf(load, null)}</h1>
        <p className="muted">
          It may have been replaced by a newer one. Use the link in the latest email you received, or ask its sender.
        </p>
      </Shell>
    );
  }

  if (load.state === 'failed' || !view) {
    return (
      <LoadFailed
        title="Unsubscribe"
        text="We could not load your subscription information."
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }

  const data = load.data;
  const lists = allLists(data);

  async function act(
    type: 'updatePreferences' | 'unsubscribeAll',
    newsletterIDs: string[],
    event: PreferencesEvent,
    success: string,
    failure: string,
    onFailure?: () => void,
  ) {
    if (busy) return;
    setBusy(true);
    try {
      await postPublic('linkAction', {
        type,
        ...(data.subscriberEmail ? { subscriberEmail: data.subscriberEmail } : {}),
        newsletterIDs,
        token: linkID,
      });
      setView((current) => (current ? nextView(current, event) : current));
      showFlash('success', success);
    } catch {
      onFailure?.();
      showFlash('error', failure);
    } finally {
      setBusy(false);
    }
  }

  const email = data.subscriberEmail && (
    <p className="muted">
      Email: <strong className="link-strong">{data.subscriberEmail}</strong>
    </p>
  );

  let body;
  switch (view.kind) {
    case 'single':
      body = (
        <>
          <p>
            Stop receiving <strong className="link-strong">{view.list.newsletterName}</strong>?
          </p>
          <div className="link-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() =>
                act('unsubscribeAll', [], { type: 'unsubscribedSingle' }, UNSUBSCRIBED_ALL, UNSUBSCRIBE_FAILED)
              }
            >
              Unsubscribe
            </button>
          </div>
        </>
      );
      break;
    case 'unsubscribed':
      body = (
        <>
          <p>
            You will no longer receive <strong className="link-strong">{view.list.newsletterName}</strong>.
          </p>
          <p className="muted">Unsubscribed by mistake?</p>
          <div className="link-actions">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy}
              onClick={() =>
                act(
                  'updatePreferences',
                  [view.list.id],
                  { type: 'resubscribed' },
                  PREFERENCES_UPDATED,
                  PREFERENCES_FAILED,
                )
              }
            >
              Resubscribe
            </button>
          </div>
        </>
      );
      break;
    case 'welcomeBack':
      body = (
        <>
          <p className="muted">You are subscribed again.</p>
          <div className="link-actions">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy}
              onClick={() =>
                act('unsubscribeAll', [], { type: 'unsubscribedSingle' }, UNSUBSCRIBED_ALL, UNSUBSCRIBE_FAILED)
              }
            >
              Unsubscribe Again
            </button>
          </div>
        </>
      );
      break;
    case 'manage':
      body = (
        <>
          <fieldset className="link-lists" disabled={busy}>
            <legend className="sr-only">Lists</legend>
            {lists.map((list) => (
              <label key={list.id} className="check link-check">
                <input
                  type="checkbox"
                  checked={selection.includes(list.id)}
                  onChange={(event) =>
                    setSelection((current) =>
                      toggleSelection(current, list.id, (event.target as HTMLInputElement).checked),
                    )
                  }
                />
                <span>{list.newsletterName}</span>
              </label>
            ))}
          </fieldset>
          <div className="link-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() =>
                act('updatePreferences', selection, { type: 'saved' }, PREFERENCES_UPDATED, PREFERENCES_FAILED)
              }
            >
              Save Preferences
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy}
              onClick={() => {
                // The selection empties at once (spec section 4) and comes back if the server refuses.
                const before = selection;
                setSelection([]);
                void act('unsubscribeAll', [], { type: 'unsubscribedAll' }, UNSUBSCRIBED_ALL, UNSUBSCRIBE_FAILED, () =>
                  setSelection(before),
                );
              }}
            >
              Unsubscribe All
            </button>
          </div>
        </>
      );
      break;
    case 'updated': {
      const kept = lists.filter((list) => selection.includes(list.id)).map((list) => list.newsletterName);
      body = (
        <>
          <p className="muted">
            {kept.length > 0 ? `You are subscribed to: ${kept.join(', ')}.` : 'You are not subscribed to any list.'}
          </p>
          <div className="link-actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setView(nextView(view, { type: 'manageAgain' }))}
            >
              Manage Preferences
            </button>
          </div>
        </>
      );
      break;
    }
    case 'nothing':
      body = <p className="muted">This address is not subscribed to any list.</p>;
      break;
  }

  return (
    <Shell>
      <h1 className="link-title">{titleOf(load, view)}</h1>
      {email}
      {/* A fresh subtree per view, so a button never morphs into a different one mid-transition. */}
      <div key={view.kind} className="stack">
        {body}
      </div>
      <FlashMessage flash={flash} />
    </Shell>
  );
}
