// First: zod must find its configuration before any schema is built (lib/zod-jitless.ts).
import '@/lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startEntryRequests } from '@/app/entry-requests';
import { AppRoutes, preloadEntryChunks } from '@/app/router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorFallback } from '@/components/errors/error-fallback';
import './index.css';

preloadEntryChunks(window.location.pathname);
startEntryRequests(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

const root = createRoot(container);
// The first render as a transition: React renders it in slices and lets the browser answer a tap between them,
// instead of one long task that a cheap phone feels as a frozen screen while the dashboard comes up.
startTransition(() => {
  root.render(
    <StrictMode>
      <ErrorBoundary fallback={<ErrorFallback />}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </StrictMode>,
  );
});
