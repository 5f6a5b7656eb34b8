import { sql } from 'drizzle-orm';
import { roundMoney } from '@cuadre/shared/money/money';
import type { TDbOrTx } from '../../db/client';
import { saleOwesMoneyAs } from '../../db/owes-money';
import type { TShopId } from '../../lib/auth/shop-scope';

/** A client's credit as the rules read it (decision record 030); amounts as PostgreSQL's exact text. */
type TClientCreditRow = {
  client_limit: string | null;
  default_limit: string | null;
  default_days: number;
  owed: string;
  overdue: string;
};

/** A client's credit: their own limit and the shop's default (null: none), the term, what they owe and is late. */
export interface TClientCreditFigures {
  clientLimit: number | null;
  defaultLimit: number | null;
  defaultDays: number;
  owed: number;
  overdue: number;
}

const amountOrNull = (text: string | null) => (text === null ? null : roundMoney(text));

/**
 * What the client owes (the sales still owed, db/owes-money.ts), what of it is past due on `today`, and the
 * limits and term that hold, read from the partial debt index. Null when the shop has no such live client.
 */
export async function readClientCredit(
  db: TDbOrTx,
  shopId: TShopId,
  clientId: string,
  today: string,
): Promise<TClientCreditFigures | null> {
  const result = await db.execute<TClientCreditRow>(sql`
    SELECT c.credit_limit::text AS client_limit, sh.default_credit_limit::text AS default_limit,
           sh.default_credit_days AS default_days,
           coalesce(d.owed, 0)::text AS owed, coalesce(d.overdue, 0)::text AS overdue
      FROM clients AS c
      JOIN shops AS sh ON sh.id = c.shop_id
      LEFT JOIN LATERAL (
        SELECT sum(s.total - s.total_paid) AS owed,
               sum(s.total - s.total_paid) FILTER (WHERE s.due_date < ${today}::date) AS overdue
          FROM sales AS s
         WHERE s.shop_id = c.shop_id AND s.client_id = c.id AND ${saleOwesMoneyAs('s')}
      ) AS d ON true
     WHERE c.id = ${clientId} AND c.shop_id = ${shopId} AND c.deleted_at IS NULL`);
  const row = result.rows[0];
  return row
    ? {
        clientLimit: amountOrNull(row.client_limit),
        defaultLimit: amountOrNull(row.default_limit),
        defaultDays: row.default_days,
        owed: roundMoney(row.owed),
        overdue: roundMoney(row.overdue),
      }
    : null;
}

/**
 * Locks the client's row for the rest of the transaction, so that two credit sales to one client are checked
 * against their limit one after the other: the second reads what the first added (a statement of its own,
 * after the lock, so that it sees what committed while it waited).
 */
export async function lockClientForCredit(db: TDbOrTx, shopId: TShopId, clientId: string): Promise<void> {
  await db.execute(
    sql`SELECT 1 FROM clients WHERE id = ${clientId} AND shop_id = ${shopId} FOR NO KEY UPDATE`,
  );
}
