// Only the shared tokens, base and controls, and the pages' own styles: nothing of the dashboard's.
import '../styles/tokens.css';
import '../styles/base.css';
import '../components/ui/controls.css';
import '../components/layout/link-shell.css';
import './link.css';
import { createRoot } from 'react-dom/client';
import { LinkApp } from './app';
import { clearHandOff, sessionStore } from './handoff';
import { chooseLanguage, showLanguage } from './i18n';

clearHandOff(sessionStore());

const { language, asked } = chooseLanguage(window.location.search, navigator.languages);
// The page is drawn once its language's texts are here: no English flashes before them.
void showLanguage(language, asked).then(() => createRoot(document.getElementById('root')!).render(<LinkApp />));
