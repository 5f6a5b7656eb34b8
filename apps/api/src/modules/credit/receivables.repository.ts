import { sql, type SQL } from 'drizzle-orm';
import { AGEING_BUCKET_LIMITS } from '@cuadre/shared/credit/constants';
import type { TDbOrTx } from '../../db/client';
import { saleOwesMoneyAs } from '../../db/owes-money';
import type { TShopId } from '../../lib/auth/shop-scope';
import { containsPattern } from '../../lib/search-pattern';
import { clients } from '../../db/schema/catalog';
import { clientMatches } from '../clients/clients.repository';

/** Sums of a group of debts, as PostgreSQL's exact numerics in text. */
export type TAgeingSums = {
  owed: string;
  overdue: string;
  up_to_30: string;
  up_to_60: string;
  up_to_90: string;
  over_90: string;
};

export type TReceivablesRow = TAgeingSums & {
  client_count: number;
  overdue_count: number;
  /** The totals' sums, whatever the page (the row's own are the listed client's). */
  t_owed: string;
  t_overdue: string;
  t_up_to_30: string;
  t_up_to_60: string;
  t_up_to_90: string;
  t_over_90: string;
  client_id: string | null;
  name: string | null;
  phone: string | null;
  tax_id: string | null;
  days_late: number | null;
  oldest_due: string | null;
  last_reminder_at: string | null;
  listed: number | null;
};

const { upTo30, upTo60, upTo90 } = AGEING_BUCKET_LIMITS;

/**
 * Every debt of the shop (db/owes-money.ts) on `asOf`, read from sales_shop_debt_due_idx alone and summed by
 * client and bucket first (0: not yet due, 1: up to 30 days late, 2: 31–60, 3: 61–90, 4: later): one sum per
 * sale, where a sum per bucket and sale cost six. A debt due on `asOf` is 0 days late.
 */
function debtsByBucket(shopId: TShopId, asOf: string): SQL {
  // The buckets by due date, which the index is ordered by: no day count per sale.
  const dueBefore = (days: number) => sql`${asOf}::date - ${days}::int`;
  return sql`
    SELECT s.client_id,
           CASE WHEN s.due_date >= ${asOf}::date THEN 0 WHEN s.due_date >= ${dueBefore(upTo30)} THEN 1
                WHEN s.due_date >= ${dueBefore(upTo60)} THEN 2 WHEN s.due_date >= ${dueBefore(upTo90)} THEN 3
                ELSE 4 END AS bucket,
           -- Two sums, subtracted once per group: a difference per sale is a numeric made per sale.
           sum(s.total) - sum(s.total_paid) AS owed, min(s.due_date) AS oldest_due
      FROM sales AS s
     WHERE s.shop_id = ${shopId} AND ${saleOwesMoneyAs('s')}
     GROUP BY 1, 2`;
}

/** Each client who owes, with their buckets, days late and oldest due date past (columns as readReceivables). */
export function perClientAsOf(shopId: TShopId, asOf: string): SQL {
  return sql`
    SELECT client_id,
           sum(owed) AS owed,
           coalesce(sum(owed) FILTER (WHERE bucket > 0), 0) AS overdue,
           coalesce(sum(owed) FILTER (WHERE bucket <= 1), 0) AS up_to_30,
           coalesce(sum(owed) FILTER (WHERE bucket = 2), 0) AS up_to_60,
           coalesce(sum(owed) FILTER (WHERE bucket = 3), 0) AS up_to_90,
           coalesce(sum(owed) FILTER (WHERE bucket = 4), 0) AS over_90,
           greatest(${asOf}::date - min(oldest_due), 0)::int AS days_late,
           min(oldest_due) FILTER (WHERE bucket > 0) AS oldest_due
      FROM (${debtsByBucket(shopId, asOf)}) AS b
     GROUP BY client_id`;
}

/** The order of the receivables: most days late first, then most overdue, then most owed. */
export const RECEIVABLES_ORDER = sql.raw('p.days_late DESC, p.overdue DESC, p.owed DESC, p.client_id');

export interface TReceivablesPage {
  asOf: string;
  page: number;
  pageSize: number;
  search?: string;
  overdueOnly: boolean;
}

/**
 * The receivables' ageing in one statement (decision record 030): the shop's totals by bucket, and a page of the
 * clients who owe, most overdue first, each with their own buckets and last reminder. One row per listed client
 * (each carrying the totals), or one row of totals alone when the page lists no one.
 */
export async function readReceivables(
  db: TDbOrTx,
  shopId: TShopId,
  query: TReceivablesPage,
): Promise<TReceivablesRow[]> {
  const filters = [
    query.search === undefined
      ? sql`true`
      : sql`EXISTS (SELECT 1 FROM ${clients} WHERE ${clients.id} = p.client_id
                      AND ${clientMatches(containsPattern(query.search))})`,
    query.overdueOnly ? sql`p.overdue > 0` : sql`true`,
  ];
  const result = await db.execute<TReceivablesRow>(sql`
    WITH per_client AS (${perClientAsOf(shopId, query.asOf)}),
    totals AS (
      SELECT count(*)::int AS client_count, (count(*) FILTER (WHERE overdue > 0))::int AS overdue_count,
             coalesce(sum(owed), 0)::text AS t_owed,
             coalesce(sum(overdue), 0)::text AS t_overdue,
             coalesce(sum(up_to_30), 0)::text AS t_up_to_30,
             coalesce(sum(up_to_60), 0)::text AS t_up_to_60,
             coalesce(sum(up_to_90), 0)::text AS t_up_to_90,
             coalesce(sum(over_90), 0)::text AS t_over_90
        FROM per_client
    ), listed AS (
      SELECT p.client_id, p.owed::text AS owed, p.overdue::text AS overdue, p.up_to_30::text AS up_to_30,
             p.up_to_60::text AS up_to_60, p.up_to_90::text AS up_to_90, p.over_90::text AS over_90,
             p.days_late, to_char(p.oldest_due, 'YYYY-MM-DD') AS oldest_due, (count(*) OVER ())::int AS listed
        FROM per_client AS p
       WHERE ${sql.join(filters, sql` AND `)}
       ORDER BY ${RECEIVABLES_ORDER}
       LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}
    )
    SELECT t.*, l.*, c.name, c.phone, c.tax_id,
           to_char(r.last_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_reminder_at
      FROM totals AS t
      LEFT JOIN listed AS l ON true
      -- The page's names only: the order and the count need none.
      LEFT JOIN clients AS c ON c.id = l.client_id
      LEFT JOIN LATERAL (
        SELECT max(sent_at) AS last_at FROM client_reminders AS m WHERE m.client_id = l.client_id
      ) AS r ON true
     ORDER BY l.days_late DESC, l.overdue::numeric DESC, l.owed::numeric DESC, l.client_id`);
  return result.rows;
}

/** The dashboard's "Vencido": what is past due on `today`, and how many clients owe it. */
export async function readOverdue(
  db: TDbOrTx,
  shopId: TShopId,
  today: string,
): Promise<{ amount: string; clients: number }> {
  const result = await db.execute<{ amount: string; clients: number }>(sql`
    SELECT coalesce(sum(s.total - s.total_paid), 0)::text AS amount, count(DISTINCT s.client_id)::int AS clients
      FROM sales AS s
     WHERE s.shop_id = ${shopId} AND ${saleOwesMoneyAs('s')} AND s.due_date < ${today}::date`);
  return result.rows[0] ?? { amount: '0', clients: 0 };
}
