// Only the shared tokens, base and controls, and the pages' own styles: nothing of the dashboard's.
import '../styles/tokens.css';
import '../styles/base.css';
import '../components/ui/controls.css';
import '../components/layout/link-shell.css';
import './link.css';
import { createRoot } from 'react-dom/client';
import { LinkApp } from './app';
import { clearHandOff, sessionStore } from './handoff';

clearHandOff(sessionStore());

createRoot(document.getElementById('root')!).render(<LinkApp />);
