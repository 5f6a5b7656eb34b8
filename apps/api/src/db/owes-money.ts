import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A sale still owed (design §6: a client owes money when it has a PENDING sale with a remaining balance).
 *
 * Written once because it is also the predicate of the partial index sales_shop_client_debt_idx, which holds
 * only these sales: PostgreSQL reads that small index only for a query whose condition implies the index's, so
 * every debt query must say it the same way. The status stays a literal, not a parameter, for the same reason:
 * a generic plan cannot prove `status = $1` implies the index. A test compares it with the index in pg_indexes.
 * A bare conjunction, because the index was generated from it: embed it in AND, or through and().
 */
export function saleOwesMoney(sale: {
  status: AnyPgColumn | SQL;
  totalPaid: AnyPgColumn | SQL;
  total: AnyPgColumn | SQL;
}): SQL {
  return sql`${sale.status} = 'PENDING' AND ${sale.totalPaid} < ${sale.total}`;
}

/** The same rule for a statement written in SQL, over the sales table under `alias` ('s'). */
export function saleOwesMoneyAs(alias: string): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return saleOwesMoney({ status: column('status'), totalPaid: column('total_paid'), total: column('total') });
}
