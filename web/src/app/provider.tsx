import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { useSettings } from '@/lib/settings';
import { checkVersion } from '@/lib/version-check';

const Toaster = lazy(() => import('@/lib/toaster'));

export function AppProvider({ children }: { children: ReactNode }) {
  const theme = useSettings((s) => s.theme);

  useEffect(() => {
    void checkVersion();
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster theme={theme} />
      </Suspense>
    </QueryClientProvider>
  );
}
