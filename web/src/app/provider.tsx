import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { useSettings } from '@/lib/settings';
import { checkVersion } from '@/lib/version-check';

const Toaster = lazy(() => import('@/lib/toaster'));

const noSubscription = () => () => undefined;
const isBrowser = () => true;
const isServer = () => false;

export function AppProvider({ children }: { children: ReactNode }) {
  const theme = useSettings((s) => s.theme);
  // Toasts start with the app in the browser: a pre-rendered page has none, and hydration must find none.
  const inBrowser = useSyncExternalStore(noSubscription, isBrowser, isServer);

  useEffect(() => {
    void checkVersion();
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {inBrowser && (
        <Suspense fallback={null}>
          <Toaster theme={theme} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
