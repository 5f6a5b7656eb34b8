import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TPaymentCurrency, TPaymentMethod } from '@cuadre/shared/constants';
import { fromBigCents, toBigCents } from '@cuadre/shared/domain/money';
import type { TCashMovementRequest, TCashSessionSummary } from '@cuadre/shared/schemas/cash-sessions';
import type { TDbOrTx } from '../../db/client';
import { cashMovements, cashSessionLines, cashSessions } from '../../db/schema/till';
import { pageOffset, type TPage } from '../../lib/pagination';

export type TCashSessionRow = typeof cashSessions.$inferSelect;

/** The seller's session, locked until the transaction ends (a close, a movement): null when not theirs. */
export async function lockSellerSession(
  tx: TDbOrTx,
  userId: string,
  sessionId: string,
): Promise<TCashSessionRow | null> {
  const [row] = await tx
    .select()
    .from(cashSessions)
    .where(and(eq(cashSessions.id, sessionId), eq(cashSessions.userId, userId)))
    .for('update');
  return row ?? null;
}

/**
 * The seller's open till, share-locked (design §11): a payment recorded in this transaction belongs to it, and a
 * close waits for the transaction to end; after a close this finds nothing, so the payment is "sin caja".
 */
export async function shareOpenSession(tx: TDbOrTx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: cashSessions.id })
    .from(cashSessions)
    .where(and(eq(cashSessions.userId, userId), eq(cashSessions.status, 'OPEN')))
    .for('share');
  return row?.id ?? null;
}

export async function findOpenSession(db: TDbOrTx, userId: string): Promise<TCashSessionRow | null> {
  const [row] = await db
    .select()
    .from(cashSessions)
    .where(and(eq(cashSessions.userId, userId), eq(cashSessions.status, 'OPEN')));
  return row ?? null;
}

export async function findSellerSession(
  db: TDbOrTx,
  userId: string,
  sessionId: string,
): Promise<TCashSessionRow | null> {
  const [row] = await db
    .select()
    .from(cashSessions)
    .where(and(eq(cashSessions.id, sessionId), eq(cashSessions.userId, userId)));
  return row ?? null;
}

/** Inserts the open session; the partial unique index refuses a second open one (23505). */
export async function insertOpenSession(
  db: TDbOrTx,
  session: { userId: string; openingFloatUsd: number; openingFloatVes: number },
): Promise<TCashSessionRow> {
  const [row] = await db.insert(cashSessions).values(session).returning();
  if (!row) throw new Error('cash session insert returned nothing');
  return row;
}

export async function insertMovement(
  db: TDbOrTx,
  movement: TCashMovementRequest & { cashSessionId: string; userId: string; expenseId?: string | null },
) {
  const [row] = await db.insert(cashMovements).values(movement).returning();
  if (!row) throw new Error('cash movement insert returned nothing');
  return row;
}

export async function listMovements(db: TDbOrTx, sessionId: string) {
  return db
    .select()
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
 * What should be in the till per method and currency (design §11): the float (cash), plus every payment as
 * handed over, less the change given back in cash, plus money put in, less money taken out. Summed in SQL as
 * unbounded numeric; cash in both currencies is always a line.
 */
export async function expectedLines(db: TDbOrTx, sessionId: string): Promise<TExpectedLine[]> {
  const result = await db.execute<{
    method: TPaymentMethod;
    currency: TPaymentCurrency;
    expected: string;
  }>(sql`
    WITH flows AS (
      SELECT 'CASH'::payment_method AS method, 'USD'::payment_currency AS currency, opening_float_usd AS amount
      FROM cash_sessions WHERE id = ${sessionId}
      UNION ALL
      SELECT 'CASH', 'VES', opening_float_ves FROM cash_sessions WHERE id = ${sessionId}
      UNION ALL
      SELECT method, currency, amount_in_currency FROM payments WHERE cash_session_id = ${sessionId}
      UNION ALL
      SELECT 'CASH', change_currency, -change_amount
      FROM sales WHERE cash_session_id = ${sessionId} AND change_currency IS NOT NULL
      UNION ALL
      SELECT 'CASH', currency, CASE WHEN type = 'IN' THEN amount ELSE -amount END
      FROM cash_movements WHERE cash_session_id = ${sessionId}
    )
    SELECT method, currency, sum(amount)::text AS expected FROM flows GROUP BY method, currency`);
  return result.rows;
}

/** The lines counted at the close, as stored. */
export async function closedLines(db: TDbOrTx, sessionId: string) {
  return db.select().from(cashSessionLines).where(eq(cashSessionLines.cashSessionId, sessionId));
}

/** Writes the counted lines and closes the session, in the caller's transaction (the session is locked). */
export async function writeClose(
  tx: TDbOrTx,
  sessionId: string,
  lines: { method: TPaymentMethod; currency: TPaymentCurrency; expected: string; counted: number }[],
  notes: string | null,
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
    .set({ status: 'CLOSED', closedAt: sql`now()`, notes })
    .where(eq(cashSessions.id, sessionId))
    .returning();
  if (!row) throw new Error('locked cash session vanished');
  return row;
}

/**
 * The Z report's figures of a session, in USD, summed in SQL: the sales made while it was open (their revenue
 * and revenue − cost), what they left owing (fiado), instalments on other sales or later (collections), IGTF.
 * A sale's own payments share its instant; a later payment is a collection.
 */
export async function sessionSummary(db: TDbOrTx, sessionId: string): Promise<TCashSessionSummary> {
  const result = await db.execute<{
    sales_count: string;
    revenue: string;
    cost: string;
    paid_at_sale: string;
    collections: string;
    igtf: string;
  }>(sql`
    SELECT
      (SELECT count(*) FROM sales WHERE cash_session_id = ${sessionId})::text AS sales_count,
      (SELECT coalesce(sum(total), 0) FROM sales WHERE cash_session_id = ${sessionId})::text AS revenue,
      (SELECT coalesce(sum(total_cost), 0) FROM sales WHERE cash_session_id = ${sessionId})::text AS cost,
      (SELECT coalesce(sum(p.amount), 0) FROM payments AS p JOIN sales AS s ON s.id = p.sale_id
       WHERE s.cash_session_id = ${sessionId} AND p.created_at = s.created_at)::text AS paid_at_sale,
      (SELECT coalesce(sum(p.amount), 0) FROM payments AS p JOIN sales AS s ON s.id = p.sale_id
       WHERE p.cash_session_id = ${sessionId} AND p.created_at <> s.created_at)::text AS collections,
      (SELECT coalesce(sum(igtf_amount), 0) FROM payments WHERE cash_session_id = ${sessionId})::text AS igtf`);
  const row = result.rows[0];
  if (!row) throw new Error('summary query returned nothing');
  const revenue = toBigCents(row.revenue);
  return {
    salesCount: Number(row.sales_count),
    revenue: fromBigCents(revenue),
    profit: fromBigCents(revenue - toBigCents(row.cost)),
    creditGiven: fromBigCents(revenue - toBigCents(row.paid_at_sale)),
    collections: Number(row.collections),
    igtf: Number(row.igtf),
    // Returns and their refunds arrive with the stock issue (design §13).
    refunds: 0,
  };
}

export async function findSessionPage(db: TDbOrTx, userId: string, page: TPage) {
  const where = eq(cashSessions.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cashSessions)
      .where(where)
      .orderBy(desc(cashSessions.openedAt), desc(cashSessions.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ value: count() }).from(cashSessions).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
