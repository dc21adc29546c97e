import { useState, type FormEvent, type ReactNode } from 'react';
import { deliveryNoteLetter, looksLikeEmail } from '@listkeep/common/src/email';
import type { LinkNewsletterPageData } from '@listkeep/common/src/entities';
import { isNotAccepting } from '@listkeep/common/src/not-accepting';
import { callPublic } from './api';
import { pageLanguage, t } from './i18n';
import { EMAIL_INPUT } from '../lib/email-input';
import { useFlash } from './flash';
import { BackToSite, FlashMessage, ListIntro, NotAccepting, Shell } from './shell';
import { useAction } from './use-action';

export type RequestType = 'subscribe' | 'unsubscribe';

/** What the page says once sent: nothing has happened but a mail; the address joins once its owner confirms. */
type Done = { kind: 'demo' } | { kind: 'sent' };

function successText(type: RequestType, name: string): string {
  if (type === 'subscribe') return t('checkInboxToConfirm', { named: name ? 'yes' : 'no', list: name });
  return t('checkInboxToUnsubscribe');
}

const requestTitle = (type: RequestType) => t(type);

/** The note on an address some mail systems cannot deliver to, in the page's language. */
function deliveryNoteOf(email: string): string | null {
  const letter = deliveryNoteLetter(email);
  return letter ? t('deliveryNote', { letter }) : null;
}

/** The reader's address field, on the list pages and in the embedded form. */
export const READER_EMAIL_INPUT = {
  ...EMAIL_INPUT,
  name: 'email',
  autoComplete: 'email',
  placeholder: 'you@example.com',
} as const;

/** What the server told of a list's page; null on the demo page, and when it did not answer. */
export type ListPage = LinkNewsletterPageData | null;

/** A list page: its sender, list name and description only as the server answered them. */
export function RequestShell({
  type,
  page,
  backToSite,
  children,
}: {
  type: RequestType;
  page: ListPage;
  /** Offers the way back to the sender's website (a page a sign-up form on it landed on). */
  backToSite?: boolean;
  children?: ReactNode;
}) {
  const sender = page?.senderName ?? '';
  return (
    <Shell
      title={requestTitle(type)}
      sender={sender}
      intro={
        page && (
          <ListIntro
            sender={sender}
            listName={page.newsletterData.newsletterName}
            description={page.newsletterData.description}
          />
        )
      }
    >
      {children}
      {backToSite && page?.senderSite && <BackToSite url={page.senderSite} />}
    </Shell>
  );
}

interface RequestFormProps {
  type: RequestType;
  /** Empty on the demo page, which sends nothing (docs/product.md §5). */
  newsletterID: string;
  emailID?: string;
  /** The list's source whose link opened the page, credited when the sign-up is confirmed. */
  sourceID?: string;
  page: ListPage;
  /** Why the form is shown again: what came of a website form's post (common/src/sign-up-forms.ts). */
  notice?: string;
  backToSite?: boolean;
}

/** The email form of /link/sub and /link/unsub, and what it says once sent. */
export function RequestForm({ type, newsletterID, emailID, sourceID, page, notice, backToSite }: RequestFormProps) {
  const [email, setEmail] = useState('');
  const [noticeShown, setNoticeShown] = useState(Boolean(notice));
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const [refused, setRefused] = useState(false);
  const [sending, run] = useAction();
  const [flash, showFlash, clearFlash] = useFlash();
  const listName = page?.newsletterData.newsletterName ?? '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setNoticeShown(false);
    const address = email.trim();
    const valid = looksLikeEmail(address);
    setInvalid(!valid);
    if (!valid) return;
    clearFlash();
    if (!newsletterID) return setDone({ kind: 'demo' });
    run(
      () =>
        callPublic('emailActionSubmit', {
          type,
          email: address,
          newsletterID,
          ...(emailID ? { emailID } : {}),
          ...(sourceID ? { sourceID } : {}),
          language: pageLanguage(),
        }),
      (answer) => (isNotAccepting(answer) ? setRefused(true) : setDone({ kind: 'sent' })),
      (error) => showFlash('error', t(error.status === 429 ? 'tooManyRequests' : 'submitFailed')),
    );
  }

  if (refused) {
    return (
      <RequestShell type={type} page={page} backToSite={backToSite}>
        <NotAccepting text={t('notAccepting')} />
      </RequestShell>
    );
  }

  if (done) {
    const deliveryNote = deliveryNoteOf(email);
    return (
      <RequestShell type={type} page={page} backToSite={backToSite}>
        <p role="status" className="link-done">
          {done.kind === 'demo' ? t('demoSuccess') : successText(type, listName)}
        </p>
        {deliveryNote && (
          <p className="field-hint" data-testid="link-email-note">
            {deliveryNote}
          </p>
        )}
      </RequestShell>
    );
  }

  return (
    <RequestShell type={type} page={page} backToSite={backToSite}>
      {noticeShown && (
        <div role="alert" className="link-alert link-alert-error" data-testid="link-form-notice">
          {notice}
        </div>
      )}
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field-label" htmlFor="link-email">
            {t('emailAddress')}
          </label>
          <input
            id="link-email"
            className="input"
            {...READER_EMAIL_INPUT}
            value={email}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'link-email-error' : undefined}
            onInput={(event) => setEmail((event.target as HTMLInputElement).value)}
            disabled={sending}
          />
          {invalid && (
            <p id="link-email-error" className="field-error">
              {t('invalidEmail')}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={sending}>
          {sending ? t('sending') : requestTitle(type)}
        </button>
      </form>
      <FlashMessage flash={flash} />
    </RequestShell>
  );
}
