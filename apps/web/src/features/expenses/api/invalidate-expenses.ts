import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_QUERY_KEY } from '@/lib/query-keys';
import { EXPENSES_QUERY_KEY } from './get-expenses';

/** After any expense change: the list, the three cards, and the dashboard's figures. */
export function invalidateExpenseQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: EXPENSES_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
  ]).then(() => undefined);
}
