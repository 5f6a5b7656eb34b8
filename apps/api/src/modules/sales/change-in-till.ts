import { and, eq } from 'drizzle-orm';
import { changeProblem, tillCashOf } from '@cuadre/shared/sales/tender';
import type { TDbOrTx } from '../../db/client';
import { cashSessions } from '../../db/schema/till';
import { AppError } from '../../lib/app-error';
import { expectedLinesBySession } from '../till/till.repository';
import type { TSaleEntry } from './write-sales.statement';
import { registerOf, type TActor } from '../../lib/auth/shop-scope';

/** A sale that hands change back now: its till must have the cash for it (an offline sale never is refused). */
export function givesChangeNow(entry: TSaleEntry): boolean {
  return (entry.sale.changeAmount ?? 0) > 0 && entry.sale.occurredAt === null;
}

/**
 * Refuses change the open till has not the cash for (design §11, shared changeProblem): what the till expects in
 * that currency, plus what this sale brings in cash in it. The till's row is locked until the sale is written, so
 * two sales cannot both hand out the last bolívares; with no till open the sale goes "sin caja", unchecked.
 */
export async function assertChangeInTill(
  tx: TDbOrTx,
  actor: Pick<TActor, 'shopId' | 'registerId'>,
  entry: TSaleEntry,
): Promise<void> {
  const { changeCurrency, changeAmount } = entry.sale;
  if (!givesChangeNow(entry) || changeCurrency === null || changeAmount === null) return;
  const [session] = await tx
    .select({ id: cashSessions.id })
    .from(cashSessions)
    .where(
      and(
        eq(cashSessions.registerId, registerOf(actor)),
        eq(cashSessions.shopId, actor.shopId),
        eq(cashSessions.status, 'OPEN'),
      ),
    )
    .for('update');
  if (!session) return;
  const lines = (await expectedLinesBySession(tx, [session.id])).get(session.id) ?? [];
  const problem = changeProblem(
    { change: { currency: changeCurrency, amount: changeAmount }, payments: entry.payments },
    tillCashOf(lines),
  );
  if (problem) throw new AppError(409, 'CHANGE_EXCEEDS_TILL', problem.message);
}
