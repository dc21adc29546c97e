import './lib/zod-without-eval';
// The shared stylesheets come first: each feature's own, loaded with its components, builds on them.
import './styles/tokens.css';
import './styles/base.css';
import './components/ui/controls.css';
import './components/ui/app-controls.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, routerReady } from './app';
import { readHeldInput, replayHeldInput, type HeldInput } from './app/held-input';
import { routes } from './app/route-table';
import { takeoverFor } from './app/takeover';
import { pageNeedsSession, hasSessionHint, startSession } from './lib/session';
import { useSettings } from './lib/settings';
import { getHasLoggedIn } from './lib/storage';

// The identity SDK downloads while the page's own chunks do, not after them.
if (pageNeedsSession(window.location.pathname)) startSession();

const container = document.getElementById('root')!;
const router = createBrowserRouter(routes);

/** Runs once the app's first drawing of the page is on screen: what the visitor did before it is replayed. */
function TakenOver({ held }: { held: HeldInput }) {
  useEffect(() => replayHeldInput(container, held), [held]);
  return null;
}

const app = (held: HeldInput) => (
  <StrictMode>
    <App router={router} />
    <TakenOver held={held} />
  </StrictMode>
);

const takeover = takeoverFor({
  prerendered: container.hasChildNodes(),
  sessionHint: hasSessionHint(),
  hasLoggedIn: getHasLoggedIn(),
  theme: useSettings.getState().theme,
});

if (takeover === 'render') createRoot(container).render(app({ fields: [], presses: [] }));
// A pre-rendered page stays on screen until its route chunk is in, then the app takes it over (app/takeover.ts).
else {
  void routerReady(router).then(() => {
    const held = readHeldInput(container);
    if (takeover === 'render-when-ready') return createRoot(container).render(app(held));
    // As a transition, hydration yields to the page between pieces of work instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app(held));
    });
  });
}
