import { sql } from 'drizzle-orm';
import { roundMoney } from '@cuadre/shared/money/money';
import type { TAdminDashboardTotals } from '@cuadre/shared/admin/schemas';
import type { TDbOrTx } from '../../db/client';
import { sellerCounters } from '../../db/schema/counters';

/**
 * The admin dashboard's totals (spec §2): every account, every live client, every sale and Σ sale totals.
 *
 * Counting and summing the sales table on each load would read all of it, and it grows with every sale. The
 * triggers of migration 0004 keep per-seller running counters (live clients, sales by status, Σ totals) in
 * the same transaction as each write, so the network's figures are the sum of the counters table, whose size
 * follows the number of sellers (at most 16 shards × 5 kinds each), never the number of sales, and they are
 * exact. Users (one row per account) are counted directly. docs/admin.md.
 */
export async function readDashboardTotals(db: TDbOrTx): Promise<TAdminDashboardTotals> {
  const [userCounts, counters] = await Promise.all([
    db.execute<{ pending: number; total: number }>(sql`
      SELECT count(*) FILTER (WHERE status = 'PENDING') AS pending, count(*) AS total FROM users`),
    // Sums as text in unbounded numeric, never narrowed by a cast (design §10): a numeric(16,2) here once made
    // the dashboard answer 500 for every admin as soon as one seller's sales summed past 1e14.
    db.execute<{ clients: string; sales: string; revenue: string }>(sql`
      SELECT coalesce(sum(value) FILTER (WHERE kind = 'clients'), 0)::text AS clients,
             coalesce(sum(value) FILTER (WHERE kind IN ('sales_paid', 'sales_pending')), 0)::text AS sales,
             coalesce(sum(value) FILTER (WHERE kind = 'sales_revenue'), 0)::text AS revenue
      FROM ${sellerCounters}
      WHERE kind IN ('clients', 'sales_paid', 'sales_pending', 'sales_revenue')`),
  ]);
  const users = userCounts.rows[0];
  const totals = counters.rows[0];
  return {
    pendingUsers: Number(users?.pending ?? 0),
    totalUsers: Number(users?.total ?? 0),
    totalClients: Number(totals?.clients ?? 0),
    totalSales: Number(totals?.sales ?? 0),
    // Exact text → the nearest number (exact to the cent below 9e13 dollars).
    totalRevenue: roundMoney(totals?.revenue ?? '0'),
  };
}
