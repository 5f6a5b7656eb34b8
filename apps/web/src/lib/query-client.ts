import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

const MAX_QUERY_RETRIES = 2;

/**
 * Server state lives here (design.md §8). Client errors (4xx) are answers, not hiccups: retrying them only
 * delays the message. Network failures and 5xx get two more tries. Mutations never retry on their own —
 * a sale or payment retry must reuse its Idempotency-Key, which the feature decides.
 */
export function createQueryClient(): QueryClient {
  // TanStack Query starts out "online" and only hears later changes: a page opened with no connection (design
  // §14, the shell from the service worker) must know at once, so queries pause and sales are kept on the phone.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < MAX_QUERY_RETRIES;
        },
      },
      mutations: { retry: false },
    },
  });
}
