import { sql } from 'drizzle-orm';
import type { TPaymentCurrency, TPaymentMethod } from '@cuadre/shared/payments/constants';
import type { TDbOrTx } from '../../db/client';
import type { TShopId } from '../../lib/auth/shop-scope';

/**
 * How many entries a statement lists: the newest ones, with the balance of the older ones carried as the opening
 * balance. One client's history is rarely near it; the cap keeps a lifelong customer's statement (and the PDF
 * drawn in memory from it) bounded.
 */
export const STATEMENT_MAX_ENTRIES = 500;

/** One line of the ledger; amounts and balances are PostgreSQL's numerics as exact text. */
export type TLedgerRow = {
  kind: 'SALE' | 'PAYMENT' | 'RETURN';
  id: string;
  at: string;
  receipt_number: number;
  method: TPaymentMethod | null;
  currency: TPaymentCurrency | null;
  amount_in_currency: string | null;
  amount: string;
  returned: string | null;
  /** A payment's IGTF, charged on top of what it took off the balance; null for the rest. */
  igtf: string | null;
  /** A credit sale's due date; null for the rest. */
  due_date: string | null;
  balance_after: string;
  balance_before: string;
  entry_count: string;
};

/**
 * The client's sales (adding their total) and payments (taking off their USD value), oldest first, with the
 * balance after each summed in SQL over the whole history: the newest `limit` are answered, each still carrying
 * the balance of everything before it. A sale's initial payment has the sale's instant: the sale comes first.
 */
export async function findLedger(
  db: TDbOrTx,
  shopId: TShopId,
  clientId: string,
  limit: number = STATEMENT_MAX_ENTRIES,
): Promise<TLedgerRow[]> {
  const result = await db.execute<TLedgerRow>(sql`
    WITH entries AS (
      SELECT 'SALE' AS kind, s.id, s.created_at AS at, 0 AS rank, s.receipt_number,
             NULL::text AS method, NULL::text AS currency, NULL::numeric AS amount_in_currency,
             s.total AS amount, NULL::numeric AS returned, NULL::numeric AS igtf, s.total AS delta,
             s.due_date
      FROM sales AS s
      WHERE s.shop_id = ${shopId} AND s.client_id = ${clientId}
      UNION ALL
      SELECT 'PAYMENT', p.id, p.created_at, 1, s.receipt_number,
             p.method::text, p.currency::text, p.amount_in_currency,
             p.amount, NULL, p.igtf_amount, -p.amount, NULL
      FROM payments AS p
      JOIN sales AS s ON s.id = p.sale_id
      WHERE s.shop_id = ${shopId} AND s.client_id = ${clientId}
      UNION ALL
      -- A return's credit settles part of the balance; a refunded return leaves it as it was (design §13).
      SELECT 'RETURN', r.id, r.created_at, 2, s.receipt_number,
             r.refund_method::text, r.refund_currency::text, r.refund_amount_in_currency,
             r.credit, r.total, NULL, -r.credit, NULL
      FROM sale_returns AS r
      JOIN sales AS s ON s.id = r.sale_id
      WHERE s.shop_id = ${shopId} AND s.client_id = ${clientId}
    ), ledger AS (
      SELECT e.*,
             sum(e.delta) OVER (ORDER BY e.at, e.rank, e.id ROWS UNBOUNDED PRECEDING) AS balance_after,
             row_number() OVER (ORDER BY e.at, e.rank, e.id) AS position,
             count(*) OVER () AS entry_count
      FROM entries AS e
    )
    SELECT kind, id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, receipt_number,
           method, currency, amount_in_currency::text AS amount_in_currency, amount::text AS amount,
           returned::text AS returned, igtf::text AS igtf, to_char(due_date, 'YYYY-MM-DD') AS due_date,
           balance_after::text AS balance_after, (balance_after - delta)::text AS balance_before,
           entry_count::text AS entry_count
    FROM ledger
    WHERE position > entry_count - ${limit}
    ORDER BY position`);
  return result.rows;
}
