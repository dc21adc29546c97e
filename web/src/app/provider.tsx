import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '@/lib/query-client';
import { useSettings } from '@/lib/settings';
import { checkVersion } from '@/lib/version-check';

const TOAST_DURATION_MS = 5_000;

export function AppProvider({ children }: { children: ReactNode }) {
  const theme = useSettings((s) => s.theme);

  useEffect(() => {
    void checkVersion();
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Bottom right, away from the navigation; on phones sonner spans the toasts along the bottom edge. */}
      <Toaster theme={theme} duration={TOAST_DURATION_MS} position="bottom-right" closeButton richColors />
    </QueryClientProvider>
  );
}
