import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSettings } from '@/lib/settings';

/** During onboarding the page links are left out: each would lead back to /welcome. */
export function Footer({ onboarding = false }: { onboarding?: boolean }) {
  const theme = useSettings((s) => s.theme);
  const toggleTheme = useSettings((s) => s.toggleTheme);
  return (
    <footer className="footer">
      <div className="container footer-inner">
        <span>© {new Date().getFullYear()} Listkeep. No cookies, no trackers.</span>
        <nav className="footer-links" aria-label="Footer">
          {!onboarding && (
            <>
              <Link to={paths.about}>About</Link>
              <Link to={paths.contact}>Contact</Link>
              <Link to={paths.privacy}>Privacy</Link>
              <Link to={paths.terms}>Terms</Link>
              <Link to={paths.apiDocs}>API</Link>
            </>
          )}
          <button type="button" className="btn btn-link small" onClick={toggleTheme}>
            {theme === 'dark' ? 'Light theme' : 'Dark theme'}
          </button>
        </nav>
      </div>
    </footer>
  );
}
