import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { refreshProfile, signOut, startSession, useSession } from '@/lib/session';

/** /dashboard, /welcome, /account: signed-out users go home (spec section 2, route guards). */
export function RequireAuth() {
  const { pathname } = useLocation();
  const status = useSession((s) => s.status);
  const profile = useSession((s) => s.profile);
  const profileStatus = useSession((s) => s.profileStatus);

  useEffect(() => startSession(), []);

  if (status === 'unknown') return <FullPageSpinner />;
  if (status === 'signedOut') return <Navigate to={paths.home} replace />;
  if (!profile) {
    if (profileStatus === 'error') return <ProfileError />;
    return <FullPageSpinner />;
  }
  if (!profile.onboarded && pathname !== paths.welcome) return <Navigate to={paths.welcome} replace />;
  return <Outlet />;
}

/** /login: a signed-in user goes on to the dashboard, or to onboarding first. */
export function GuestOnly() {
  const status = useSession((s) => s.status);
  const profile = useSession((s) => s.profile);
  const profileStatus = useSession((s) => s.profileStatus);
  const signingIn = useSession((s) => s.signingIn);

  useEffect(() => startSession(), []);

  if (status === 'unknown') return <FullPageSpinner />;
  // The form navigates itself after sign-in, once the verification email is on its way.
  if (status === 'signedIn' && !signingIn) {
    if (!profile && profileStatus !== 'error') return <FullPageSpinner />;
    return <Navigate to={profile && !profile.onboarded ? paths.welcome : paths.dashboard} replace />;
  }
  return <Outlet />;
}

function ProfileError() {
  return (
    <div className="container page page-narrow">
      <Card className="stack">
        <h2>We could not load your account</h2>
        <p className="muted">The server did not answer. Check your connection, then try again.</p>
        <div className="row">
          <Button onClick={() => void refreshProfile()}>Try again</Button>
          <Button variant="ghost" onClick={() => void signOut()}>
            Log Out
          </Button>
        </div>
      </Card>
    </div>
  );
}
