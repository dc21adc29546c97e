import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { AuthUser } from '@/lib/firebase';
import { homeFor, profileQueryOptions } from '@/lib/profile';
import { returnPath } from '@/lib/return-path';
import { loadFirebase, setSigningIn } from '@/lib/session';
import { setHasLoggedIn } from '@/lib/storage';

/**
 * Runs a sign-in, then takes the user on: back to the invitation they came
 * from, or to /welcome until the profile is onboarded, else to /dashboard
 * (docs/product.md §2, Login screen). A new
 * account's verification email is sent before the page changes.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const client = useQueryClient();
  return async (signIn: () => Promise<AuthUser>, isNewAccount: boolean): Promise<void> => {
    setSigningIn(true);
    try {
      const user = await signIn();
      setHasLoggedIn();
      if (isNewAccount && !user.emailVerified) {
        const fb = await loadFirebase();
        // A failed verification email must not block the sign-up; the dashboard offers a resend.
        await fb.sendVerificationEmail().catch(() => undefined);
      }
      const profile = await client.fetchQuery(profileQueryOptions(user.uid)).catch(() => null);
      navigate(returnPath(search) ?? homeFor(profile), { replace: true });
    } finally {
      setSigningIn(false);
    }
  };
}
