import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { EMAIL_VERIFIED_TEXT, VERIFIED_PARAM } from '@/config/paths';
import { invalidateProfileAndDashboard } from './profile';
import { useDropSearchParams } from './search-params';
import { refreshVerification, useSession } from './session';
import { notify } from './toast';

/**
 * The page the verification mail's link returns to (config/paths.ts
 * verifiedReturnUrl): once signed in, the session takes the verified state
 * with a fresh token, the profile and dashboard are fetched again, and a
 * toast says so. The marker leaves the address, so a reload says nothing.
 */
export function useVerifiedReturn() {
  const [params] = useSearchParams();
  const dropParams = useDropSearchParams();
  const returned = params.has(VERIFIED_PARAM);
  const signedIn = useSession((s) => s.status === 'signedIn');
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!returned || !signedIn) return;
    dropParams(VERIFIED_PARAM);
    void (async () => {
      // Seen already by another look (the banner's), or only now: either way the pages are read
      // again before the toast, so it never shows beside a warning still asking for it.
      const changed = await refreshVerification().catch(() => false);
      if (!changed && !useSession.getState().user?.emailVerified) return;
      await invalidateProfileAndDashboard(queryClient).catch(() => undefined);
      notify(EMAIL_VERIFIED_TEXT, 'success');
    })();
  }, [returned, signedIn, dropParams, queryClient]);
}
