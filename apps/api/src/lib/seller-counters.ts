import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client';
import { sellerCounters } from '../db/schema/counters';
import type { TSqlValue } from '../db/named-statement';

/** What the triggers of migrations 0004 and 0020 keep per seller (see db/schema/counters.ts). */
export type TSellerCounterKind =
  | 'products'
  | 'clients'
  | 'sales_paid'
  | 'sales_pending'
  | 'sales_revenue'
  /** Migration 0020: Σ each rated sale's total × its own rate (to the cent), and Σ the totals without a rate. */
  | 'sales_revenue_ves'
  | 'sales_revenue_unrated';

/**
 * The seller's running total of `kinds` (the sum of their shards) as a scalar subquery, so a list can read
 * its unfiltered total in the same statement as its page: a primary-key range of at most 16 rows per kind.
 */
export function sellerCounterSql(shopId: TSqlValue<string>, kinds: TSellerCounterKind[]): SQL<number> {
  return sql`(SELECT coalesce(sum(${sellerCounters.value}), 0) FROM ${sellerCounters}
    WHERE ${and(eq(sellerCounters.shopId, shopId), inArray(sellerCounters.kind, kinds))})`.mapWith(Number);
}

export async function readSellerCounter(
  db: TDbOrTx,
  shopId: string,
  kinds: TSellerCounterKind[],
): Promise<number> {
  const result = await db.execute<{ value: string }>(sql`SELECT ${sellerCounterSql(shopId, kinds)} AS value`);
  return Number(result.rows[0]?.value ?? 0);
}
