import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateProfileAndDashboard } from './profile';
import { refreshVerification } from './session';

/**
 * While the address is unverified (the dashboard warns, the wizard waits for
 * invitations), looks again when the page opens and whenever the tab comes
 * back into view (the link is usually followed in another tab); once it is
 * verified, the profile and the dashboard are fetched again with a fresh token.
 */
export function useVerificationRefresh(warned: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!warned) return;
    let stopped = false;
    // Coming back to a tab fires both focus and visibilitychange: one look is enough.
    let looking = false;
    const check = async () => {
      if (looking) return;
      looking = true;
      try {
        if ((await refreshVerification()) && !stopped) {
          // A verified address sees its invitations (in the profile) and loses the dashboard's warning.
          await invalidateProfileAndDashboard(queryClient);
        }
      } catch {
        // Offline or the identity service is busy: the next look will tell.
      } finally {
        looking = false;
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    void check();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [warned, queryClient]);
}
