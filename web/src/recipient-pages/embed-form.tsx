import { useState, type FormEvent } from 'react';
import { looksLikeEmail } from '@listkeep/common/src/email';
import { INVALID_EMAIL_TEXT, NOT_ACCEPTING_TEXT, isNotAccepting } from '@listkeep/common/src/signups';
import { EMAIL_INPUT } from '../lib/email-input';
import { callPublic } from './api';
import { SUBMIT_FAILED } from './request-form';
import { useAction } from './use-action';

interface EmbedFormProps {
  newsletterID: string;
  sourceID?: string;
  listName: string;
  onSent: () => void;
}

/** The frame's one field and button, side by side where there is room; the same request as the subscribe page's. */
export function EmbedForm({ newsletterID, sourceID, listName, onSent }: EmbedFormProps) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, run] = useAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (!looksLikeEmail(address)) return setProblem(INVALID_EMAIL_TEXT);
    setProblem(null);
    run(
      () =>
        callPublic('emailActionSubmit', {
          type: 'subscribe',
          email: address,
          newsletterID,
          ...(sourceID ? { sourceID } : {}),
        }),
      (answer) => (isNotAccepting(answer) ? setProblem(NOT_ACCEPTING_TEXT) : onSent()),
      (error) => setProblem((error.status === 429 && error.serverMessage) || SUBMIT_FAILED),
    );
  }

  return (
    <form className="embed-form" onSubmit={submit} noValidate>
      <label className="sr-only" htmlFor="embed-email">
        {listName ? `Email address to subscribe to ${listName}` : 'Email address'}
      </label>
      <div className="embed-row">
        <input
          id="embed-email"
          className="input"
          {...EMAIL_INPUT}
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={problem === INVALID_EMAIL_TEXT || undefined}
          aria-describedby={problem ? 'embed-problem' : undefined}
          onInput={(event) => setEmail((event.target as HTMLInputElement).value)}
          disabled={sending}
        />
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Sending…' : 'Subscribe'}
        </button>
      </div>
      {problem && (
        <p id="embed-problem" role="alert" className="field-error">
          {problem}
        </p>
      )}
    </form>
  );
}
