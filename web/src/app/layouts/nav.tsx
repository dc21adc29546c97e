import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/session';
import { getHasLoggedIn } from '@/lib/storage';
import { INFO_LINKS, InfoMenu } from './info-menu';

interface NavItem {
  to: string;
  label: string;
}

const SIGNED_IN: NavItem[] = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.account, label: 'Account' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.faq, label: 'FAQ' },
];

const SIGNED_OUT: NavItem[] = [
  { to: paths.howItWorks, label: 'How it Works' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.faq, label: 'FAQ' },
];

interface NavProps {
  signedIn: boolean;
  /**
   * Signed in but not onboarded: every other page leads back to /welcome (docs/product.md §2, route guards),
   * so the menu offers only what works there, Log Out.
   */
  onboarding?: boolean;
}

export function Nav({ signedIn, onboarding = false }: NavProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [lastPathname, setLastPathname] = useState(pathname);
  // Navigation closes the mobile menu.
  if (lastPathname !== pathname) {
    setLastPathname(pathname);
    setOpen(false);
  }
  const navigate = useNavigate();
  const hasLoggedIn = getHasLoggedIn();
  const items = onboarding ? [] : signedIn ? SIGNED_IN : SIGNED_OUT;

  const logOut = async () => {
    await signOut();
    navigate(paths.home);
  };

  const cta = signedIn ? null : (
    <ButtonLink to={paths.login} size="sm" className="nav-cta" variant={hasLoggedIn ? 'secondary' : 'primary'}>
      {hasLoggedIn ? 'Log In' : 'Sign Up'}
    </ButtonLink>
  );

  return (
    <header className="nav">
      <div className="container nav-inner">
        <Logo to={onboarding ? paths.welcome : paths.home} />
        <nav className="nav-links" aria-label="Main">
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}
            >
              {item.label}
            </NavLink>
          ))}
          {!onboarding && <InfoMenu />}
          {signedIn ? (
            <button type="button" className="nav-link" onClick={() => void logOut()}>
              Log Out
            </button>
          ) : (
            cta
          )}
        </nav>
        <button
          type="button"
          className="btn btn-ghost nav-toggle"
          aria-expanded={open}
          aria-controls="mobile-nav"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
            {open ? (
              <path d="M5 5l12 12M17 5L5 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>
      <nav id="mobile-nav" className="nav-mobile container" aria-label="Main" hidden={!open}>
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}>
            {item.label}
          </NavLink>
        ))}
        {!onboarding && (
          <>
            <div className="nav-group-label">Info</div>
            {INFO_LINKS.map((item) => (
              <Link key={item.to} to={item.to} className="nav-link">
                {item.label}
              </Link>
            ))}
          </>
        )}
        <div style={{ padding: 'var(--space-3) var(--space-3) 0' }}>
          {signedIn ? (
            <button type="button" className="btn btn-secondary btn-block" onClick={() => void logOut()}>
              Log Out
            </button>
          ) : (
            <ButtonLink to={paths.login} block>
              {hasLoggedIn ? 'Log In' : 'Sign Up'}
            </ButtonLink>
          )}
        </div>
      </nav>
    </header>
  );
}
