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
