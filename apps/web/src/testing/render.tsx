import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';
import { AppToaster } from '@/components/ui/toaster';

// Toasts live in a module-level store: none may leak into the next test.
afterEach(() => toast.remove());

/** The current URL, for tests that check where the app navigated. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function OtherPage() {
  return <h1>Página {useLocation().pathname}</h1>;
}

type TRenderOptions = {
  /** The URL the test starts at. */
  route?: string;
  /**
   * The route pattern `ui` is mounted at; by default the path of `route`, and any other path shows an h1
   * naming it. '*' keeps `ui` on screen wherever the app navigates.
   */
  pattern?: string;
  /** The app's own client (createQueryClient: its retry rules) where a test is about them; by default none. */
  queryClient?: QueryClient;
};

/**
 * Renders `ui` as the app would: a fresh query cache that never retries (a failure shows at once), an
 * in-memory router whose URL shows in the `where` test id, and the app's toaster.
 */
export function renderWithProviders(ui: ReactElement, options: TRenderOptions = {}) {
  const { route = '/', pattern } = options;
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const path = pattern ?? route.split('?')[0] ?? '/';
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {path !== '*' && <Route path="*" element={<OtherPage />} />}
        </Routes>
        <Where />
      </MemoryRouter>
      <AppToaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
