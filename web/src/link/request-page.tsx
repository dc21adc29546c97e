import { useEffect, useState, type FormEvent } from 'react';
import { looksLikeEmail } from '@listkeep/common/src/email';
import { LIST_LINK_INVALID, LIST_LINK_INVALID_HELP } from '@listkeep/common/src/link-pages';
import { NOT_ACCEPTING_TEXT, checkInboxToConfirmText, isNotAccepting } from '@listkeep/common/src/signups';
import { LinkApiError, openLink, postPublic } from './api';
import { FlashMessage, Loading, NotAccepting, Shell, useTitle } from './shell';
import { useFlash } from './flash';

type RequestType = 'subscribe' | 'unsubscribe';

interface ListInfo {
  name: string;
  description: string;
  blocked: boolean;
}

/**
 * loading: the list is being asked for; nothing to fill in yet.
 * ready: the form, with the list's name if the server gave it.
 * invalid: the server knows no such list (or the id cannot be one): no form.
 */
type ListState = 'loading' | 'ready' | 'invalid';

/** The list's name and description, only as the server answers them (never from the address). */
function readInfo(returnData: unknown): ListInfo {
  const data = (returnData && typeof returnData === 'object' ? returnData : {}) as Record<string, unknown>;
  const newsletter = (
    data.newsletterData && typeof data.newsletterData === 'object' ? data.newsletterData : {}
  ) as Record<string, unknown>;
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: str(newsletter.newsletterName) || str(newsletter.name),
    description: str(newsletter.description),
    blocked: data.blockSubscribes === true || newsletter.blockSubscribes === true,
  };
}

export const INVALID_EMAIL = 'Please enter a valid email address.';
export const DEMO_SUCCESS = 'Demo success.';
export const SUBMIT_FAILED = 'There was an error. Please try again.';

export function successText(type: RequestType, name: string): string {
  // Nothing has happened but a mail: the address joins once its owner confirms.
  if (type === 'subscribe') return checkInboxToConfirmText(name);
  return 'Check your inbox: we sent you a link to confirm that you want to unsubscribe.';
}

/** /link/sub and /link/unsub: an email form for one list (spec sections 2, 5 and 8). */
export function RequestPage({ type }: { type: RequestType }) {
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const newsletterID = params.get('newsletterID') ?? '';
  const emailID = params.get('emailID') || undefined;
  const title = type === 'subscribe' ? 'Subscribe' : 'Unsubscribe';
  useTitle(title);

  // The address's newsletterName is not read: anyone can write any name into it.
  const [info, setInfo] = useState<ListInfo>({ name: '', description: '', blocked: false });
  // Without a list the page is a demo (spec section 5): nothing to load.
  const [listState, setListState] = useState<ListState>(newsletterID ? 'loading' : 'ready');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [flash, showFlash, clearFlash] = useFlash();

  useEffect(() => {
    if (!newsletterID) return;
    let live = true;
    openLink({ type, newsletterID, ...(emailID ? { emailID } : {}) }).then(
      (returnData) => {
        if (!live) return;
        setInfo(readInfo(returnData));
        setListState('ready');
      },
      (error: unknown) => {
        if (!live) return;
        // Only a definite "no such list" (404, or 400 for an id that cannot be one) hides the form;
        // any other failure leaves it usable without a name, and the server checks the list on sending.
        const noSuchList = error instanceof LinkApiError && (error.status === 404 || error.status === 400);
        setListState(noSuchList ? 'invalid' : 'ready');
      },
    );
    return () => {
      live = false;
    };
  }, [type, newsletterID, emailID]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    clearFlash();
    // Spec section 5: a page opened without a list is a demo and sends nothing.
    if (!newsletterID) {
      setDone(DEMO_SUCCESS);
      return;
    }
    setSending(true);
    try {
      const answer = await postPublic('emailActionSubmit', {
        type,
        email: address,
        newsletterID,
        ...(emailID ? { emailID } : {}),
      });
      if (isNotAccepting(answer)) setRefused(true);
      else setDone(successText(type, info.name));
    } catch (error) {
      const rateLimited = error instanceof LinkApiError && error.status === 429 && error.serverMessage;
      showFlash('error', rateLimited ? error.serverMessage! : SUBMIT_FAILED);
    } finally {
      setSending(false);
    }
  }

  const heading = (
    <header className="stack-sm">
      <h1 className="link-title">{title}</h1>
      {info.name && <p className="link-name">{info.name}</p>}
      {info.description && <p className="muted">{info.description}</p>}
    </header>
  );

  if (listState === 'invalid') {
    return (
      <Shell>
        {heading}
        <div className="stack-sm" data-testid="link-not-valid">
          <p>{LIST_LINK_INVALID}</p>
          <p className="muted">{LIST_LINK_INVALID_HELP}</p>
        </div>
      </Shell>
    );
  }

  if (listState === 'loading') {
    return (
      <Shell>
        {heading}
        <Loading label="Loading the list" />
      </Shell>
    );
  }

  if (type === 'subscribe' && info.blocked) {
    return (
      <Shell>
        {heading}
        <p className="muted">This list is not taking new subscriptions.</p>
      </Shell>
    );
  }

  if (refused) return <NotAccepting heading={heading} text={NOT_ACCEPTING_TEXT} />;

  if (done) {
    return (
      <Shell>
        {heading}
        <p role="status" className="link-done">
          {done}
        </p>
      </Shell>
    );
  }

  return (
    <Shell>
      {heading}
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field-label" htmlFor="link-email">
            Email address
          </label>
          <input
            id="link-email"
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'link-email-error' : undefined}
            onInput={(event) => setEmail((event.target as HTMLInputElement).value)}
            disabled={sending}
          />
          {invalid && (
            <p id="link-email-error" className="field-error">
              {INVALID_EMAIL}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={sending}>
          {sending ? 'Sending…' : title}
        </button>
      </form>
      <FlashMessage flash={flash} />
    </Shell>
  );
}
