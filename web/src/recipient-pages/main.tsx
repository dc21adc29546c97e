// Only the shared tokens, base and controls, and the pages' own styles: nothing of the dashboard's.
import '../styles/tokens.css';
import '../styles/base.css';
import '../components/ui/controls.css';
import '../components/layout/link-shell.css';
import './link.css';
import { createRoot } from 'react-dom/client';
import { LinkApp, pageFor } from './app';
import { clearHandOff, sessionStore } from './handoff';
import { chooseLanguage, showLanguage } from './i18n';
import { matchLinkPath } from './route';

clearHandOff(sessionStore());

const { language, asked } = chooseLanguage(window.location.search, navigator.languages);
// The page is drawn once its language's texts and its code are here, loaded side by side: no English flashes before them.
void Promise.all([showLanguage(language, asked), pageFor(matchLinkPath(window.location.pathname))]).then(([, page]) =>
  createRoot(document.getElementById('root')!).render(<LinkApp page={page} />),
);
