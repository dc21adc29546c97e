import { useEffect, useState } from 'react';
import {
  CONFIRM_LINK_INVALID,
  CONFIRM_LINK_INVALID_HELP,
  NOT_ACCEPTING_TEXT,
  isNotAccepting,
  subscribedText,
} from '@listkeep/common/src/signups';
import { LinkApiError, openLink, postPublic } from './api';
import { useFlash } from './flash';
import { FlashMessage, Loading, LoadFailed, NotAccepting, Shell, useTitle } from './shell';

export const CONFIRM_FAILED = 'Failed to confirm. Please try again.';

interface SignupRequest {
  listName: string;
  description: string;
  senderName: string;
}

type View =
  | { state: 'loading' }
  | { state: 'invalid' }
  | { state: 'failed' }
  | { state: 'ready'; request: SignupRequest }
  | { state: 'subscribed'; request: SignupRequest }
  | { state: 'refused'; request: SignupRequest };

/** The answer of POST /linkOpen {type: 'confirmSubscribe'}, read without trusting its shape. */
function readRequest(returnData: unknown): { request: SignupRequest; confirmed: boolean } {
  const data = (returnData && typeof returnData === 'object' ? returnData : {}) as Record<string, unknown>;
  const list = (data.newsletterData && typeof data.newsletterData === 'object' ? data.newsletterData : {}) as Record<
    string,
    unknown
  >;
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    request: {
      listName: str(list.newsletterName),
      description: str(list.description),
      senderName: str(data.senderName),
    },
    confirmed: data.confirmed === true,
  };
}

function titleOf(view: View): string {
  if (view.state === 'invalid') return CONFIRM_LINK_INVALID;
  if (view.state === 'subscribed') return 'Subscribed';
  return 'Confirm your subscription';
}

/**
 * /link/confirm/{token}, the link of a subscribe confirmation mail. Opening
 * the page only shows the list: mail scanners open links too, so the address
 * joins when the recipient presses Confirm.
 */
export function ConfirmPage({ token }: { token: string }) {
  const [view, setView] = useState<View>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [flash, showFlash] = useFlash();
  useTitle(titleOf(view));

  useEffect(() => {
    let live = true;
    setView({ state: 'loading' });
    openLink({ type: 'confirmSubscribe', linkID: token }).then(
      (returnData) => {
        if (!live) return;
        const { request, confirmed } = readRequest(returnData);
        setView({ state: confirmed ? 'subscribed' : 'ready', request });
      },
      (error: unknown) => {
        if (!live) return;
        setView({ state: error instanceof LinkApiError && error.status === 404 ? 'invalid' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  async function confirm(request: SignupRequest) {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await postPublic('linkAction', { type: 'confirmSubscribe', token });
      setView({ state: isNotAccepting(answer) ? 'refused' : 'subscribed', request });
    } catch (error) {
      if (error instanceof LinkApiError && error.status === 404) setView({ state: 'invalid' });
      else
        showFlash('error', error instanceof LinkApiError && error.serverMessage ? error.serverMessage : CONFIRM_FAILED);
    } finally {
      setBusy(false);
    }
  }

  if (view.state === 'loading') {
    return (
      <Shell>
        <h1 className="link-title">{titleOf(view)}</h1>
        <Loading label="Loading your subscription" />
      </Shell>
    );
  }

  if (view.state === 'invalid') {
    return (
      <Shell>
        <h1 className="link-title">{titleOf(view)}</h1>
        <p className="muted">{CONFIRM_LINK_INVALID_HELP}</p>
      </Shell>
    );
  }

  if (view.state === 'failed') {
    return (
      <LoadFailed
        title={titleOf(view)}
        text="We could not load this confirmation."
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }

  const { request } = view;
  const heading = (
    <header className="stack-sm">
      <h1 className="link-title">{titleOf(view)}</h1>
      {request.listName && <p className="link-name">{request.listName}</p>}
      {request.senderName && <p className="muted">From {request.senderName}</p>}
    </header>
  );

  if (view.state === 'subscribed') {
    return (
      <Shell>
        {heading}
        <p role="status" className="link-done" data-testid="link-subscribed">
          {subscribedText(request.listName)}
        </p>
      </Shell>
    );
  }

  if (view.state === 'refused') return <NotAccepting heading={heading} text={NOT_ACCEPTING_TEXT} />;

  return (
    <Shell>
      {heading}
      {request.description && <p className="muted">{request.description}</p>}
      <p>Press Confirm to start receiving this list. If you did not ask for it, close this page: nothing happens.</p>
      <div className="link-actions">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirm(request)}>
          {busy ? 'Confirming…' : 'Confirm'}
        </button>
      </div>
      <FlashMessage flash={flash} />
    </Shell>
  );
}
