import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { checkVersion } from '@/lib/version-check';

const TOAST_DURATION_MS = 5_000;

export function AppProvider({ children }: { children: ReactNode }) {
  const theme = useSettings((s) => s.theme);

  useEffect(() => {
    void checkVersion();
  }, []);

  // Server data of one user must never be shown to the next one.
  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        if (state.status === 'signedOut' && previous.status !== 'signedOut') queryClient.clear();
        if (state.user?.uid !== previous.user?.uid && previous.user) queryClient.clear();
      }),
    [],
  );

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster theme={theme} duration={TOAST_DURATION_MS} position="top-center" closeButton richColors />
    </QueryClientProvider>
  );
}
