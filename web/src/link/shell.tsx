import { useEffect, type ReactNode } from 'react';
import type { Flash } from './flash';

export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Listkeep`;
  }, [title]);
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

export function Loading({ label }: { label: string }) {
  return (
    <div className="link-loading" role="status">
      <span className="spinner spinner-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A page whose data could not be loaded, with a way to ask again. */
export function LoadFailed({ title, text, onRetry }: { title: string; text: string; onRetry: () => void }) {
  return (
    <Shell>
      <h1 className="link-title">{title}</h1>
      <p className="muted">{text}</p>
      <div className="link-actions">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>
      </div>
    </Shell>
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
