import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Card } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/components/layout/document-title';
import { matchLinkPath } from '@/recipient-pages/route';
import { sessionStore, shouldHandOff } from '@/recipient-pages/handoff';
import '@/components/layout/link-shell.css';

/**
 * The recipient pages live in their own light bundle (link.html), which
 * Hosting serves for /link/**. The SPA only sees these paths when that rewrite
 * is missing or after an in-app navigation, and then loads the URL in full.
 * The decision is taken once per address and page load, so a double-run
 * effect cannot flip it.
 */
let decided: { url: string; handOff: boolean } | null = null;

function decide(url: string): boolean {
  if (decided?.url !== url) decided = { url, handOff: shouldHandOff(url, sessionStore()) };
  return decided.handOff;
}

function titleFor(pathname: string): string {
  const route = matchLinkPath(pathname);
  if (route.page === 'request') return route.type === 'subscribe' ? 'Subscribe' : 'Unsubscribe';
  if (route.page === 'preferences') return route.mode === 'manage' ? 'Manage Your Subscriptions' : 'Unsubscribe';
  if (route.page === 'confirm') return 'Confirm your subscription';
  return 'Opening your link';
}

export function LinkHandoffPage() {
  const location = useLocation();
  const url = window.location.href;
  const handOff = decide(url);
  const title = titleFor(location.pathname);
  useDocumentTitle(title);

  useEffect(() => {
    if (handOff) window.location.replace(url);
  }, [handOff, url]);

  if (handOff) return <FullPageSpinner />;
  return (
    <Card elevated className="link-card stack">
      <h1 style={{ fontSize: 'var(--text-2xl)' }}>{title}</h1>
      <p className="muted">This page did not open completely. Please reload it.</p>
      <div>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </Card>
  );
}
