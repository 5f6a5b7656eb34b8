import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { AppToaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import {
  createQueryPersister,
  isPersistedQuery,
  keepPersistedQueries,
  OFFLINE_CACHE_MAX_AGE_MS,
} from '@/lib/query-persistence';
import { useAppStore } from '@/stores/app-store';

// The service worker's registration and its "Nueva versión disponible" (workbox-window): after the page.
const UpdatePrompt = lazy(() =>
  import('@/components/pwa/update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

type TAppProviderProps = {
  children: ReactNode;
  /** Tests pass their own to inspect or pre-fill the cache. */
  queryClient?: QueryClient;
};

/**
 * What every screen except the static ones relies on: the server-state cache — kept on the phone, so the app
 * opens with no connection (design §14) — the toasts and the service worker. The router loads this module lazily
 * around those screens, so the landing page downloads none of it (its JavaScript stays under 100 KB gzip).
 */
export function AppProvider({ children, queryClient: givenClient }: TAppProviderProps) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  // Tests bring their own client and no IndexedDB: nothing is kept for them.
  const [persister] = useState(() => {
    const kept = givenClient ? null : createQueryPersister();
    if (kept) keepPersistedQueries(queryClient);
    return kept;
  });
  const [showUpdatePrompt, setShowUpdatePrompt] = useState(false);

  // Cached server data belongs to whoever was signed in: drop it whenever the token changes (logout, expiry,
  // or another user signing in on the same device) so nobody sees the previous user's lists.
  useEffect(
    () =>
      useAppStore.subscribe((state, previous) => {
        if (state.token !== previous.token) queryClient.clear();
      }),
    [queryClient],
  );

  useEffect(() => {
    if (!persister || !('serviceWorker' in navigator)) return;
    const show = () => setShowUpdatePrompt(true);
    if (document.readyState === 'complete') show();
    else window.addEventListener('load', show, { once: true });
    return () => window.removeEventListener('load', show);
  }, [persister]);

  const content = (
    <>
      {children}
      <AppToaster />
      {showUpdatePrompt && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </>
  );
  if (!persister) return <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: OFFLINE_CACHE_MAX_AGE_MS,
        dehydrateOptions: { shouldDehydrateQuery: isPersistedQuery },
      }}
      // What the phone kept is what to show while the server answers, never an answer: the last snapshot may
      // predate a sale (its write is throttled), and "stale" is not kept. Online, every screen asks again.
      onSuccess={() => void queryClient.invalidateQueries()}
    >
      {content}
    </PersistQueryClientProvider>
  );
}
