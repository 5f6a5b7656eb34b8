import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_QUERY_KEY, PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

/**
 * After a restock or an adjustment: every products query (lists, the low-stock panel, each product and its
 * history, all under the products prefix) and the dashboard's figures.
 */
export function invalidateStock(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
  ]);
}
