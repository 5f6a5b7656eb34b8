import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppToaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';

type TAppProviderProps = {
  children: ReactNode;
  /** Tests pass their own to inspect or pre-fill the cache. */
  queryClient?: QueryClient;
};

/**
 * What every screen except the static ones relies on: the server-state cache and the toasts. The router
 * loads this module lazily around those screens, so the landing page downloads neither TanStack Query nor
 * the toast library (its JavaScript stays under 100 KB gzip).
 */
export function AppProvider({ children, queryClient: givenClient }: TAppProviderProps) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());

  // Cached server data belongs to whoever was signed in: drop it whenever the token changes (logout, expiry,
  // or another user signing in on the same device) so nobody sees the previous user's lists.
  useEffect(
    () =>
      useAppStore.subscribe((state, previous) => {
        if (state.token !== previous.token) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
