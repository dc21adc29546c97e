import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { usePageMeta } from '@/components/layout/document-title';
import { SessionEndedNotice } from '@/components/layout/session-ended-notice';
import { paths } from '@/config/paths';
import { useLiveTeamData } from '@/lib/live-team-data';
import { useLiveProfile, useProfile } from '@/lib/profile';
import { hasSessionHint, pageNeedsSession, startSession, useSession } from '@/lib/session';
import { Footer } from './footer';
import { Nav } from './nav';
import './layout.css';

export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const status = useSession((s) => s.status);
  const profile = useProfile().data;
  const signingIn = useSession((s) => s.signingIn);
  const hint = hasSessionHint();

  const needsSession = pageNeedsSession(pathname);
  useEffect(() => {
    if (needsSession) startSession();
  }, [needsSession]);
  useLiveProfile();
  useLiveTeamData();
  usePageMeta();

  // A new page starts at its top; the first one stays where the browser put it
  // (a visitor may have scrolled the pre-rendered page before the app took it over).
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  const signedIn = status === 'signedIn' || (status === 'unknown' && hint);
  // Until the profile says otherwise, a signed-in visitor of /welcome is taken to be onboarding.
  const onboarding = signedIn && (profile ? !profile.onboarded : pathname === paths.welcome);

  // docs/product.md §2: a signed-in user who has not finished onboarding goes there from any page
  // but an invitation's, which answers the invitation instead, and the login page, which takes
  // its user on itself (to the invitation they came from, while its lazy page loads).
  const beforeOnboarding = pathname === paths.welcome || pathname === paths.invitation || pathname === paths.login;
  if (status === 'signedIn' && profile && !profile.onboarded && !beforeOnboarding && !signingIn) {
    return <Navigate to={paths.welcome} replace />;
  }

  return (
    <>
      <a href="#main" className="sr-only">
        Skip to content
      </a>
      <Nav signedIn={signedIn} onboarding={onboarding} />
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <main id="main" className="main">
        <SessionEndedNotice />
        <Outlet />
      </main>
      <Footer onboarding={onboarding} />
    </>
  );
}
