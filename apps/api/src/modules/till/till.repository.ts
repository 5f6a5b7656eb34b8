import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { TPaymentCurrency, TPaymentMethod } from '@cuadre/shared/payments/constants';
import { fromBigCents, roundMoney, toBigCents } from '@cuadre/shared/money/money';
import { REMOVED_MEMBER_NAME } from '@cuadre/shared/till/till';
import type {
  TCashMovementRequest,
  TCashSessionMember,
  TCashSessionSummary,
} from '@cuadre/shared/till/schemas';
import type { TDbOrTx } from '../../db/client';
import { cashMovements, cashSessionLines, cashSessions } from '../../db/schema/till';
import { writtenBy } from '../../db/written-by';
import { pageOffset, type TPage } from '../../lib/pagination';
import { RETURNS_SUMS_SQL, SALES_SUMS_SQL, taxSumsSql } from '../../lib/sales-in-bolivares';
import { registerOf, type TActor, type TShopId } from '../../lib/auth/shop-scope';

/** A session with the name of its register, as every read and write here answers it. */
const SESSION_VIEW = {
  ...getTableColumns(cashSessions),
  // Qualified by hand: drizzle leaves a one-table query's columns bare.
  registerName: sql<string>`(SELECT r.name FROM registers AS r WHERE r.id = cash_sessions.register_id)`,
  openedByName: nameUnlessOwner(sql`cash_sessions.opened_by`),
  closedByName: nameUnlessOwner(sql`cash_sessions.closed_by`),
};
export type TCashSessionRow = typeof cashSessions.$inferSelect & {
  registerName: string;
  openedByName: string | null;
  closedByName: string | null;
};

/**
 * Who opened or closed a till, by name, when it was someone other than the owner (whose member id is the shop's):
 * an owner alone never reads it. A member since removed reads as such.
 */
function nameUnlessOwner(member: SQL) {
  return sql<
    string | null
  >`CASE WHEN ${member} IS NULL OR ${member} = cash_sessions.shop_id THEN NULL ELSE coalesce((
    SELECT coalesce(m.name, trim(u.name || ' ' || coalesce(u.lastname, '')))
    FROM shop_members AS m LEFT JOIN users AS u ON u.id = m.user_id WHERE m.id = ${member}),
    ${REMOVED_MEMBER_NAME}) END`;
}

/** The seller's session, locked until the transaction ends (a close, a movement): null when not theirs. */
export async function lockSellerSession(
  tx: TDbOrTx,
  shopId: TShopId,
  sessionId: string,
): Promise<TCashSessionRow | null> {
  const [row] = await tx
    .select(SESSION_VIEW)
    .from(cashSessions)
    .where(and(eq(cashSessions.id, sessionId), eq(cashSessions.shopId, shopId)))
    .for('update');
  return row ?? null;
}

/**
 * The open till of the actor's register, share-locked (design §11): a payment recorded in this transaction
 * belongs to it, and a close waits for the transaction to end; after a close this finds nothing, so the payment
 * is "sin caja".
 */
export async function shareOpenSession(
  tx: TDbOrTx,
  actor: Pick<TActor, 'shopId' | 'registerId'>,
): Promise<string | null> {
  const [row] = await tx.select({ id: cashSessions.id }).from(cashSessions).where(openAt(actor)).for('share');
  return row?.id ?? null;
}

/** The open session of a register of the shop, on the partial unique index of open sessions. */
function openAt(actor: Pick<TActor, 'shopId' | 'registerId'>) {
  return and(
    eq(cashSessions.registerId, registerOf(actor)),
    eq(cashSessions.shopId, actor.shopId),
    eq(cashSessions.status, 'OPEN'),
  );
}

export async function findOpenSession(
  db: TDbOrTx,
  actor: Pick<TActor, 'shopId' | 'registerId'>,
): Promise<TCashSessionRow | null> {
  const [row] = await db.select(SESSION_VIEW).from(cashSessions).where(openAt(actor));
  return row ?? null;
}

export async function findSellerSession(
  db: TDbOrTx,
  shopId: TShopId,
  sessionId: string,
): Promise<TCashSessionRow | null> {
  const [row] = await db
    .select(SESSION_VIEW)
    .from(cashSessions)
    .where(and(eq(cashSessions.id, sessionId), eq(cashSessions.shopId, shopId)));
  return row ?? null;
}

/** Inserts the open session; the partial unique index refuses a second open one (23505). */
export async function insertOpenSession(
  db: TDbOrTx,
  session: {
    shopId: TShopId;
    registerId: string;
    openedBy: string;
    openingFloatUsd: number;
    openingFloatVes: number;
  },
): Promise<TCashSessionRow> {
  const [row] = await db.insert(cashSessions).values(session).returning(SESSION_VIEW);
  if (!row) throw new Error('cash session insert returned nothing');
  return row;
}

/** A movement with who made it (decision record 029), as every read and write here answers it. */
const MOVEMENT_VIEW = { ...getTableColumns(cashMovements), ...writtenBy(cashMovements) };

export async function insertMovement(
  db: TDbOrTx,
  movement: TCashMovementRequest & {
    cashSessionId: string;
    shopId: TShopId;
    memberId: string;
    expenseId?: string | null;
  },
) {
  const [row] = await db.insert(cashMovements).values(movement).returning(MOVEMENT_VIEW);
  if (!row) throw new Error('cash movement insert returned nothing');
  return row;
}

export async function listMovements(db: TDbOrTx, sessionId: string) {
  return db
    .select(MOVEMENT_VIEW)
    .from(cashMovements)
    .where(eq(cashMovements.cashSessionId, sessionId))
    .orderBy(asc(cashMovements.createdAt), asc(cashMovements.id));
}

export interface TExpectedLine {
  method: TPaymentMethod;
  currency: TPaymentCurrency;
  /** Exact decimal text, summed in SQL. */
  expected: string;
}

/**
 * The money handed over at the counter, as (cash_session_id, method, currency, amount, payments) rows: every payment
 * as handed over (`amount_in_currency`: bolívares as typed, dollars with the IGTF on top), less the change given
 * back in cash. One rule for a till's expected lines and for the payments "sin caja"; `where` picks the payments
 * and sales.
 */
function handedOver(where: SQL): SQL {
  return sql`
      SELECT cash_session_id, method, currency, amount_in_currency AS amount, 1 AS payments
      FROM payments WHERE ${where}
      UNION ALL
      SELECT cash_session_id, 'CASH', change_currency, -change_amount, 0
      FROM sales WHERE ${where} AND change_currency IS NOT NULL`;
}

/** The sessions' ids as one array parameter. */
const idArray = (sessionIds: readonly string[]) => sql`${sql.param(sessionIds)}::uuid[]`;

/** Rows of a query per session, grouped by session id (each session's rows in the order the query gave them). */
function bySession<TRow extends { cash_session_id: string }>(rows: readonly TRow[]): Map<string, TRow[]> {
  const grouped = new Map<string, TRow[]>();
  for (const row of rows)
    grouped.set(row.cash_session_id, [...(grouped.get(row.cash_session_id) ?? []), row]);
  return grouped;
}

/**
 * What should be in each till per method and currency (design §11): the float (cash), plus every payment as
 * handed over, less the change given back in cash, plus money put in, less money taken out. Summed in SQL as
 * unbounded numeric, for all the sessions at once (a page of the history is one query).
 */
export async function expectedLinesBySession(
  db: TDbOrTx,
  sessionIds: readonly string[],
): Promise<Map<string, TExpectedLine[]>> {
  if (sessionIds.length === 0) return new Map();
  const result = await db.execute<{
    cash_session_id: string;
    method: TPaymentMethod;
    currency: TPaymentCurrency;
    expected: string;
  }>(sql`
    WITH flows AS (
      SELECT id AS cash_session_id, 'CASH'::payment_method AS method, 'USD'::payment_currency AS currency,
             opening_float_usd AS amount, 0 AS payments
      FROM cash_sessions WHERE id = ANY(${idArray(sessionIds)})
      UNION ALL
      SELECT id, 'CASH', 'VES', opening_float_ves, 0 FROM cash_sessions WHERE id = ANY(${idArray(sessionIds)})
      UNION ALL
      ${handedOver(sql`cash_session_id = ANY(${idArray(sessionIds)})`)}
      UNION ALL
      SELECT cash_session_id, 'CASH', currency, CASE WHEN type = 'IN' THEN amount ELSE -amount END, 0
      FROM cash_movements WHERE cash_session_id = ANY(${idArray(sessionIds)})
      UNION ALL
      -- Refunds of returns (design §13): money out of the till, in their method and currency as handed over.
      SELECT cash_session_id, refund_method, refund_currency, -refund_amount_in_currency, 0
      FROM sale_returns WHERE cash_session_id = ANY(${idArray(sessionIds)}) AND refund_method IS NOT NULL
    )
    SELECT cash_session_id, method, currency, sum(amount)::text AS expected
    FROM flows GROUP BY cash_session_id, method, currency`);
  return bySession(result.rows);
}

/** The lines counted at the close, as stored, for all the sessions at once. */
export async function closedLinesBySession(db: TDbOrTx, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return new Map<string, never[]>();
  const rows = await db
    .select()
    .from(cashSessionLines)
    .where(inArray(cashSessionLines.cashSessionId, [...sessionIds]));
  return bySession(rows.map((row) => ({ ...row, cash_session_id: row.cashSessionId })));
}

/** Writes the counted lines and closes the session, in the caller's transaction (the session is locked). */
export async function writeClose(
  tx: TDbOrTx,
  sessionId: string,
  lines: { method: TPaymentMethod; currency: TPaymentCurrency; expected: string; counted: number }[],
  notes: string | null,
  closedBy: string,
): Promise<TCashSessionRow> {
  if (lines.length > 0) {
    await tx.insert(cashSessionLines).values(
      lines.map((line) => ({
        cashSessionId: sessionId,
        method: line.method,
        currency: line.currency,
        expected: sql`${line.expected}::numeric`,
        counted: line.counted,
        // In SQL: numeric, exact whatever the size of the bolívares.
        difference: sql`${line.counted}::numeric - ${line.expected}::numeric`,
      })),
    );
  }
  const [row] = await tx
    .update(cashSessions)
    .set({ status: 'CLOSED', closedAt: sql`now()`, notes, closedBy })
    .where(eq(cashSessions.id, sessionId))
    .returning(SESSION_VIEW);
  if (!row) throw new Error('locked cash session vanished');
  return row;
}

/**
 * The Z report's figures of each session, in USD, summed in SQL: the sales made while it was open (their revenue
 * and revenue − cost, net of the returns made meanwhile, by the one rule of lib/sales-in-bolivares that the
 * dashboard and the statistics use), what they left owing (fiado), instalments on other sales or later
 * (collections), IGTF, the goods returned and the money refunded. A sale's own payments share its instant; a
 * later payment is a collection. One query for all the sessions.
 */
export async function sessionSummaries(
  db: TDbOrTx,
  sessionIds: readonly string[],
): Promise<Map<string, TCashSessionSummary>> {
  if (sessionIds.length === 0) return new Map();
  const result = await db.execute<
    {
      cash_session_id: string;
      sales_count: string;
      paid_at_sale: string;
      collections: string;
      igtf: string;
      refunds: string;
    } & Record<`${'sold' | 'returned'}_${TSumColumn}`, string>
  >(sql`
    SELECT c.id AS cash_session_id, made.sales_count, at_sale.paid_at_sale, taken.collections, taken.igtf,
           refunded.refunds, ${sumColumns('sold')}, ${sumColumns('returned')}
    FROM unnest(${idArray(sessionIds)}) AS c(id)
    CROSS JOIN LATERAL (
      SELECT count(*)::text AS sales_count, ${SALES_SUMS_SQL}, ${taxSumsSql('s')}
      FROM sales s WHERE s.cash_session_id = c.id
    ) AS made
    CROSS JOIN LATERAL (
      SELECT ${RETURNS_SUMS_SQL}, ${taxSumsSql('r')}
      FROM sale_returns r JOIN sales s ON s.id = r.sale_id WHERE r.cash_session_id = c.id
    ) AS returned
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(p.amount), 0)::text AS paid_at_sale
      FROM payments AS p JOIN sales AS s ON s.id = p.sale_id
      WHERE s.cash_session_id = c.id AND p.created_at = s.created_at
    ) AS at_sale
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(p.amount) FILTER (WHERE p.created_at <> s.created_at), 0)::text AS collections,
             coalesce(sum(p.igtf_amount), 0)::text AS igtf
      FROM payments AS p JOIN sales AS s ON s.id = p.sale_id
      WHERE p.cash_session_id = c.id
    ) AS taken
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(refund_amount), 0)::text AS refunds
      FROM sale_returns WHERE cash_session_id = c.id AND refund_amount IS NOT NULL
    ) AS refunded`);
  return new Map(
    result.rows.map((row) => {
      const cents = (column: TSumColumn) =>
        toBigCents(row[`sold_${column}`]) - toBigCents(row[`returned_${column}`]);
      const hasUnrated =
        toBigCents(row.sold_unrated_revenue) !== 0n || toBigCents(row.returned_unrated_revenue) !== 0n;
      const summary: TCashSessionSummary = {
        salesCount: Number(row.sales_count),
        revenue: fromBigCents(cents('revenue')),
        // IVA (decision record 032) is in the revenue, and is no profit.
        profit: fromBigCents(cents('revenue') - cents('tax_total') - cents('cost')),
        creditGiven: fromBigCents(toBigCents(row.sold_revenue) - toBigCents(row.paid_at_sale)),
        collections: roundMoney(row.collections),
        igtf: roundMoney(row.igtf),
        returns: roundMoney(row.returned_revenue),
        refunds: roundMoney(row.refunds),
        inBolivares: hasUnrated
          ? null
          : {
              revenue: fromBigCents(cents('revenue_ves')),
              profit: fromBigCents(cents('revenue_ves') - cents('tax_ves') - cents('cost_ves')),
              returns: roundMoney(row.returned_revenue_ves),
            },
      };
      return [row.cash_session_id, summary];
    }),
  );
}

/** The columns of SALES_SUMS_SQL / RETURNS_SUMS_SQL this report reads. */
const SUM_COLUMNS = [
  'revenue',
  'cost',
  'revenue_ves',
  'cost_ves',
  'unrated_revenue',
  'tax_total',
  'tax_ves',
] as const;
type TSumColumn = (typeof SUM_COLUMNS)[number];

function sumColumns(name: 'sold' | 'returned') {
  const source = name === 'sold' ? 'made' : 'returned';
  return sql.raw(SUM_COLUMNS.map((column) => `${source}.${column}::text AS ${name}_${column}`).join(', '));
}

export async function findSessionPage(db: TDbOrTx, shopId: TShopId, page: TPage) {
  const where = eq(cashSessions.shopId, shopId);
  const [rows, [total]] = await Promise.all([
    db
      .select(SESSION_VIEW)
      .from(cashSessions)
      .where(where)
      .orderBy(desc(cashSessions.openedAt), desc(cashSessions.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ value: count() }).from(cashSessions).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * A day's payments recorded with no till open ("sin caja", design §11), per method and currency as handed over,
 * less the change those sales gave back in cash (handedOver); read through the partial index of payments without
 * a till.
 */
export async function paymentsWithoutTill(
  db: TDbOrTx,
  shopId: TShopId,
  day: { start: SQL; end: SQL },
): Promise<{
  count: number;
  lines: { method: TPaymentMethod; currency: TPaymentCurrency; amount: string }[];
}> {
  const result = await db.execute<{
    method: TPaymentMethod | null;
    currency: TPaymentCurrency | null;
    amount: string;
    payments: string;
  }>(sql`
    WITH flows AS (
      ${handedOver(sql`shop_id = ${shopId} AND cash_session_id IS NULL AND created_at >= ${day.start} AND created_at < ${day.end}`)}
    )
    SELECT method, currency, sum(amount)::text AS amount, sum(payments)::text AS payments
    FROM flows GROUP BY ROLLUP ((method, currency))`);
  // ROLLUP's grand total row (method null) carries the count.
  const total = result.rows.find((row) => row.method === null);
  const lines = result.rows.flatMap((row) =>
    row.method !== null && row.currency !== null
      ? [{ method: row.method, currency: row.currency, amount: row.amount }]
      : [],
  );
  return { count: Number(total?.payments ?? 0), lines };
}

/**
 * A session by member (decision record 029): each member's sales (count and total), the money they took in
 * (payments at the sale and abonos, in dollars) and what they refunded, by name. Rows from before members were
 * the owner's, whose member id is the shop's.
 */
export async function sessionByMember(db: TDbOrTx, sessionId: string): Promise<TCashSessionMember[]> {
  const result = await db.execute<{
    member_id: string;
    member_name: string | null;
    is_owner: boolean;
    sales_count: number;
    sold: string;
    collected: string;
    refunds: string;
  }>(sql`
    SELECT w.member_id, w.is_owner, w.sales_count, w.sold::text, w.collected::text, w.refunds::text,
           (SELECT coalesce(m.name, trim(u.name || ' ' || coalesce(u.lastname, '')))
            FROM shop_members AS m LEFT JOIN users AS u ON u.id = m.user_id
            WHERE m.id = w.member_id) AS member_name
    FROM (
      SELECT coalesce(x.member_id, x.shop_id) AS member_id, bool_or(coalesce(x.member_id, x.shop_id) = x.shop_id)
               AS is_owner,
             sum(x.sales_count)::int AS sales_count, sum(x.sold) AS sold, sum(x.collected) AS collected,
             sum(x.refunds) AS refunds
      FROM (
        SELECT member_id, shop_id, 1 AS sales_count, total AS sold, 0 AS collected, 0 AS refunds
        FROM sales WHERE cash_session_id = ${sessionId}
        UNION ALL
        SELECT member_id, shop_id, 0, 0, amount, 0 FROM payments WHERE cash_session_id = ${sessionId}
        UNION ALL
        SELECT member_id, shop_id, 0, 0, 0, refund_amount
        FROM sale_returns WHERE cash_session_id = ${sessionId} AND refund_amount IS NOT NULL
      ) AS x
      GROUP BY 1
    ) AS w
    ORDER BY member_name NULLS LAST, w.member_id`);
  return result.rows.map((row) => ({
    memberId: row.member_id,
    memberName: row.member_name,
    isOwner: row.is_owner,
    salesCount: Number(row.sales_count),
    sold: roundMoney(row.sold),
    collected: roundMoney(row.collected),
    refunds: roundMoney(row.refunds),
  }));
}
