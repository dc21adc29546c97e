import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshVerification } from '@/lib/session';

/**
 * While the dashboard warns about an unverified address, looks again when the
 * page opens and whenever the tab comes back into view (the link is usually
 * followed in another tab), and drops the warning once the address is verified.
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
          await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
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
