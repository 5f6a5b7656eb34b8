import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { RouteError } from '@/components/errors/route-error';
import { PageSpinner } from '@/components/ui/spinner';

/** A new page starts at the top; back and forward keep the browser's own scroll restoration. */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/**
 * Wraps every route: a crash in one page shows an error screen that clears on the next navigation, and the
 * first download of a page shows a spinner (later navigations keep the old page until the new one is ready,
 * as react-router renders them in a transition).
 */
export function RootLayout() {
  useScrollToTopOnNavigate();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
