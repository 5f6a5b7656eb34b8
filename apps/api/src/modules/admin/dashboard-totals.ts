import { sql } from 'drizzle-orm';
import type { TAdminDashboardTotals } from '@cuadre/shared/schemas/admin';
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
    // Sums as text: numeric never passes through a float on its way to cents.
    db.execute<{ clients: string; sales: string; revenue: string }>(sql`
      SELECT coalesce(sum(value) FILTER (WHERE kind = 'clients'), 0)::text AS clients,
             coalesce(sum(value) FILTER (WHERE kind IN ('sales_paid', 'sales_pending')), 0)::text AS sales,
             coalesce(sum(value) FILTER (WHERE kind = 'sales_revenue'), 0)::numeric(16, 2)::text AS revenue
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
    // numeric(16,2) text → number: at most 2 decimals, the same value the cents would give.
    totalRevenue: Number(totals?.revenue ?? 0),
  };
}
