import { useState, type FormEvent } from 'react';
import { looksLikeEmail } from '@listkeep/common/src/email';
import type { LinkNewsletterData } from '@listkeep/common/src/entities';
import { NOT_ACCEPTING_TEXT, checkInboxToConfirmText, isNotAccepting } from '@listkeep/common/src/signups';
import { callPublic } from './api';
import { useFlash } from './flash';
import { FlashMessage, ListHeading, NotAccepting, Shell } from './shell';
import { useAction } from './use-action';

export type RequestType = 'subscribe' | 'unsubscribe';

export const INVALID_EMAIL = 'Please enter a valid email address.';
export const DEMO_SUCCESS = 'Demo success.';
export const SUBMIT_FAILED = 'There was an error. Please try again.';

export function successText(type: RequestType, name: string): string {
  // Nothing has happened but a mail: the address joins once its owner confirms.
  if (type === 'subscribe') return checkInboxToConfirmText(name);
  return 'Check your inbox: we sent you a link to confirm that you want to unsubscribe.';
}

export const requestTitle = (type: RequestType) => (type === 'subscribe' ? 'Subscribe' : 'Unsubscribe');

/** The page's heading with the list's name and description, only as the server answered them. */
export function RequestHeading({ type, list }: { type: RequestType; list: LinkNewsletterData | null }) {
  return (
    <ListHeading title={requestTitle(type)} listName={list?.newsletterName ?? ''}>
      {list?.description && <p className="muted">{list.description}</p>}
    </ListHeading>
  );
}

interface RequestFormProps {
  type: RequestType;
  /** Empty on the demo page, which sends nothing (docs/product.md §5). */
  newsletterID: string;
  emailID?: string;
  /** What the server told of the list; null when it did not answer. */
  list: LinkNewsletterData | null;
}

/** The email form of /link/sub and /link/unsub, and what it says once sent. */
export function RequestForm({ type, newsletterID, emailID, list }: RequestFormProps) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [sending, run] = useAction();
  const [flash, showFlash, clearFlash] = useFlash();
  const heading = <RequestHeading type={type} list={list} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    const valid = looksLikeEmail(address);
    setInvalid(!valid);
    if (!valid) return;
    clearFlash();
    if (!newsletterID) return setDone(DEMO_SUCCESS);
    run(
      () => callPublic('emailActionSubmit', { type, email: address, newsletterID, ...(emailID ? { emailID } : {}) }),
      (answer) => (isNotAccepting(answer) ? setRefused(true) : setDone(successText(type, list?.newsletterName ?? ''))),
      (error) => showFlash('error', (error.status === 429 && error.serverMessage) || SUBMIT_FAILED),
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
          {sending ? 'Sending…' : requestTitle(type)}
        </button>
      </form>
      <FlashMessage flash={flash} />
    </Shell>
  );
}
