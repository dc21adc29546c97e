import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { homeFor, useProfile } from '@/lib/profile';
import { returnPath } from '@/lib/return-path';
import { hasSessionHint, startSession, useSession } from '@/lib/session';
import { useVerifiedReturn } from '@/lib/use-verified-return';
import { ProfileError } from './profile-error';

/** /dashboard, /welcome, /account: signed-out users go home (docs/product.md §2, route guards). */
export function RequireAuth() {
  const { pathname } = useLocation();
  const status = useSession((s) => s.status);
  const profile = useProfile();

  useEffect(() => startSession(), []);
  // Here rather than on a page: a reader not yet onboarded is sent on to /welcome.
  useVerifiedReturn();

  if (status === 'unknown') return <FullPageSpinner />;
  if (status === 'signedOut') return <Navigate to={paths.home} replace />;
  if (!profile.data) {
    if (profile.isError) return <ProfileError retrying={profile.isFetching} onRetry={() => void profile.refetch()} />;
    return <FullPageSpinner />;
  }
  if (!profile.data.onboarded && pathname !== paths.welcome) return <Navigate to={paths.welcome} replace />;
  return <Outlet />;
}

/**
 * /login: a signed-in user goes on to the dashboard, or to onboarding first.
 * Without the signed-in marker the visitor is taken to be signed out while the
 * session is confirmed, so the form shows at once, as the pre-rendered page has it.
 */
export function GuestOnly() {
  const status = useSession((s) => s.status);
  const signingIn = useSession((s) => s.signingIn);
  const profile = useProfile();
  const { search } = useLocation();

  useEffect(() => startSession(), []);

  if (status === 'unknown' && hasSessionHint()) return <FullPageSpinner />;
  // The form navigates itself after sign-in, once the verification email is on its way.
  if (status === 'signedIn' && !signingIn) {
    if (profile.isPending) return <FullPageSpinner />;
    return <Navigate to={returnPath(search) ?? homeFor(profile.data)} replace />;
  }
  return <Outlet />;
}
