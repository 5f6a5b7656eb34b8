import {
  CASH_SESSIONS_QUERY_KEY,
  CLIENTS_QUERY_KEY,
  DASHBOARD_QUERY_KEY,
  OPEN_ACCOUNTS_QUERY_KEY,
  PRODUCTS_QUERY_KEY,
  RECEIPTS_QUERY_KEY,
  SALES_QUERY_KEY,
  STATS_QUERY_KEY,
} from '@/lib/query-keys';

/**
 * What a sale or a return changes: stock (products, their movements, the low-stock panel), debts (clients, open
 * accounts), the sales lists and details, revenue and profit on the dashboard and in the statistics, and the open
 * till whose payments or refunds move its expected lines (design §11, §13), and the receipts that list them. A prefix nobody has cached yet costs
 * nothing to invalidate.
 */
export const AFFECTED_WHEN_STOCK_AND_MONEY_MOVE = [
  SALES_QUERY_KEY,
  PRODUCTS_QUERY_KEY,
  CLIENTS_QUERY_KEY,
  DASHBOARD_QUERY_KEY,
  OPEN_ACCOUNTS_QUERY_KEY,
  STATS_QUERY_KEY,
  CASH_SESSIONS_QUERY_KEY,
  RECEIPTS_QUERY_KEY,
] as const;
