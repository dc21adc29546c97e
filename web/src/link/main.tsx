import { createRoot } from 'react-dom/client';
import { LinkApp } from './app';
import { clearHandOff, sessionStore } from './handoff';
import '../styles.css';
import './link.css';

clearHandOff(sessionStore());

createRoot(document.getElementById('root')!).render(<LinkApp />);
