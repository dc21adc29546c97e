import { useState, type FormEvent } from 'react';
import { looksLikeEmail } from '@listkeep/common/src/email';
import { isNotAccepting } from '@listkeep/common/src/not-accepting';
import { callPublic } from './api';
import { pageLanguage, t } from './i18n';
import { READER_EMAIL_INPUT } from './request-form';
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
  const [problem, setProblem] = useState<'invalidEmail' | 'notAccepting' | 'tooManyRequests' | 'submitFailed' | null>(
    null,
  );
  const [sending, run] = useAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (!looksLikeEmail(address)) return setProblem('invalidEmail');
    setProblem(null);
    run(
      () =>
        callPublic('emailActionSubmit', {
          type: 'subscribe',
          email: address,
          newsletterID,
          ...(sourceID ? { sourceID } : {}),
          language: pageLanguage(),
        }),
      (answer) => (isNotAccepting(answer) ? setProblem('notAccepting') : onSent()),
      (error) => setProblem(error.status === 429 ? 'tooManyRequests' : 'submitFailed'),
    );
  }

  return (
    <form className="embed-form" onSubmit={submit} noValidate>
      <label className="sr-only" htmlFor="embed-email">
        {listName ? t('emailToSubscribeTo', { list: listName }) : t('emailAddress')}
      </label>
      <div className="embed-row">
        <input
          id="embed-email"
          className="input"
          {...READER_EMAIL_INPUT}
          value={email}
          aria-invalid={problem === 'invalidEmail' || undefined}
          aria-describedby={problem ? 'embed-problem' : undefined}
          onInput={(event) => setEmail((event.target as HTMLInputElement).value)}
          disabled={sending}
        />
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? t('sending') : t('subscribe')}
        </button>
      </div>
      {problem && (
        <p id="embed-problem" role="alert" className="field-error">
          {t(problem)}
        </p>
      )}
    </form>
  );
}
