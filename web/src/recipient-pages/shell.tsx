import { useEffect, type ReactNode } from 'react';
import { webAddressHost } from '@listkeep/common/src/url';
import type { Flash } from './flash';
import { t } from './i18n';
import { LanguageSwitch } from './language-switch';
import { Rich } from './rich';

/** The page's heading, which with the sender's name is also the browser tab's title. */
function PageTitle({ title, sender }: { title: string; sender: string }) {
  useEffect(() => {
    document.title = sender ? `${title} · ${sender}` : title;
  }, [title, sender]);
  return <h1 className="link-title">{title}</h1>;
}

/** The sender's name at the top of the page, with its first letter as a mark. */
function SenderBrand({ sender }: { sender: string }) {
  const initial = Array.from(sender)[0]?.toLocaleUpperCase() ?? '';
  return (
    <header className="link-brand">
      <span className="link-mark" aria-hidden="true">
        {initial}
      </span>
      <span className="link-sender" data-testid="link-sender">
        {sender}
      </span>
    </header>
  );
}

interface ActionButtonProps {
  primary?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A page's button, in the row of actions under its text. */
export function ActionButton({ primary, disabled, onClick, children }: ActionButtonProps) {
  return (
    <div className="link-actions">
      <button
        type="button"
        className={primary ? 'btn btn-primary' : 'btn btn-secondary'}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </button>
    </div>
  );
}

interface ShellProps {
  /** What the page does; its heading. */
  title: string;
  /** Whose page it is, as the server named the sender; empty until it answered. */
  sender?: string;
  /** Lines under the heading: the list and what it is about. */
  intro?: ReactNode;
  children?: ReactNode;
}

/**
 * Recipients' pages are the sender's: the sender's name on top, one centred
 * card, and Listkeep only in a quiet line at the foot.
 */
export function Shell({ title, sender = '', intro, children }: ShellProps) {
  return (
    <div className="link-shell">
      <div className="link-top">{sender && <SenderBrand sender={sender} />}</div>
      <main id="main" className="card card-elevated link-card stack">
        <div className="stack-sm">
          <PageTitle title={title} sender={sender} />
          {intro}
        </div>
        {children}
      </main>
      <footer className="link-foot stack-sm">
        <p>
          <Rich k="keptBy" />
        </p>
        <LanguageSwitch />
      </footer>
    </div>
  );
}

export function FlashMessage({ flash }: { flash: Flash | null }) {
  if (!flash) return null;
  return flash.kind === 'error' ? (
    <div role="alert" className="link-alert link-alert-error">
      {flash.text}
    </div>
  ) : (
    <div role="status" className="link-alert link-alert-success">
      {flash.text}
    </div>
  );
}

/**
 * The list under a page's heading: its name, unless the sender goes by that
 * name already (shown on top), and the line about it.
 */
export function ListIntro({
  sender,
  listName,
  description,
}: {
  sender: string;
  listName: string;
  description?: string;
}) {
  const named = listName && listName.toLocaleLowerCase() !== sender.toLocaleLowerCase();
  return (
    <>
      {named && <p className="link-name">{listName}</p>}
      {description && <p className="muted">{description}</p>}
    </>
  );
}

/** A page that only says something: a title, a quiet line under it and what may follow. */
export function Notice({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Shell title={title}>
      <p className="muted">{text}</p>
      {children}
    </Shell>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <div className="link-loading" role="status">
      <span className="spinner spinner-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A page waiting for its data. */
export function LoadingPage({ title, label }: { title: string; label: string }) {
  return (
    <Shell title={title}>
      <Loading label={label} />
    </Shell>
  );
}

/** A page whose data could not be loaded, with a way to ask again. */
export function LoadFailed({ title, text, onRetry }: { title: string; text: string; onRetry: () => void }) {
  return (
    <Notice title={title} text={text}>
      <ActionButton primary onClick={onRetry}>
        {t('tryAgain')}
      </ActionButton>
    </Notice>
  );
}

/** A list that takes nobody right now. */
export function NotAccepting({ text }: { text: string }) {
  return (
    <p role="status" className="muted" data-testid="link-not-accepting">
      {text}
    </p>
  );
}

/**
 * The way back to the sender's own website, from the page their sign-up form
 * landed on: the site the team gave, never one the form's post named.
 */
export function BackToSite({ url }: { url: string }) {
  const host = webAddressHost(url);
  if (!host) return null;
  return (
    <div className="link-actions">
      <a className="btn btn-secondary" href={url} data-testid="link-back-to-site">
        {t('backToSite', { site: host.unicode.replace(/^www\./, '') })}
      </a>
    </div>
  );
}
