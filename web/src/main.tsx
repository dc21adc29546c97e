import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { pageNeedsSession, startSession } from './lib/session';
import './styles.css';

// The identity SDK downloads while the page's own chunks do, not after them.
if (pageNeedsSession(window.location.pathname)) startSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
