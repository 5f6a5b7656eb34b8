import type { QueryClient } from '@tanstack/react-query';
import { EXPENSES_QUERY_KEY } from './get-expenses';

/**
 * The dashboard feature's query prefix (its `DASHBOARD_QUERY_KEY`): its "Gastos de {month}" and profit cards
 * move with every expense. Written out because features do not import each other.
 */
const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** After any expense change: the list, the three cards, and the dashboard's figures. */
export function invalidateExpenseQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: EXPENSES_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
  ]).then(() => undefined);
}
