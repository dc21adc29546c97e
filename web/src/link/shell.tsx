import { useEffect, type ReactNode } from 'react';
import type { Flash } from './flash';

/** The page's heading, which is also the browser tab's title. */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · Listkeep`;
  }, [title]);
  return <h1 className="link-title">{title}</h1>;
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

/** Recipients' pages: no navigation bar, one centred card and a quiet note. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="link-shell">
      <div className="card card-elevated link-card stack">{children}</div>
      <p className="link-foot">
        Lists kept with <a href="/">Listkeep</a>. We store only your email address and your opt-in or opt-out choice.
      </p>
    </main>
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

/** A list page's heading: what the page does, the list's name and a line about it. */
export function ListHeading({ title, listName, children }: { title: string; listName: string; children?: ReactNode }) {
  return (
    <header className="stack-sm">
      <PageTitle title={title} />
      {listName && <p className="link-name">{listName}</p>}
      {children}
    </header>
  );
}

/** A page that only says something: a title, a quiet line under it and what may follow. */
export function Notice({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Shell>
      <PageTitle title={title} />
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
    <Shell>
      <PageTitle title={title} />
      <Loading label={label} />
    </Shell>
  );
}

/** A page whose data could not be loaded, with a way to ask again. */
export function LoadFailed({ title, text, onRetry }: { title: string; text: string; onRetry: () => void }) {
  return (
    <Notice title={title} text={text}>
      <ActionButton primary onClick={onRetry}>
        Try again
      </ActionButton>
    </Notice>
  );
}

/** A list that takes nobody right now, under the page's heading. */
export function NotAccepting({ heading, text }: { heading: ReactNode; text: string }) {
  return (
    <Shell>
      {heading}
      <p role="status" className="muted" data-testid="link-not-accepting">
        {text}
      </p>
    </Shell>
  );
}
