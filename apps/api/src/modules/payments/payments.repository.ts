import { and, eq, sql } from 'drizzle-orm';
import type { TPaymentCurrency, TPaymentMethod } from '@cuadre/shared/payments/constants';
import type { TPayment } from '@cuadre/shared/payments/schemas';
import type { TDbOrTx } from '../../db/client';
import { payments, sales } from '../../db/schema/sales';
import type { TShopId } from '../../lib/auth/shop-scope';
import type { TWrittenBy } from '@cuadre/shared/team/written-by';

/**
 * The seller's sale, locked until the transaction ends: every payment on one sale queues here, so each reads
 * the balance the previous one left and none can overpay.
 */
export async function lockSellerSale(tx: TDbOrTx, shopId: TShopId, saleId: string) {
  const [sale] = await tx
    .select({
      id: sales.id,
      status: sales.status,
      total: sales.total,
      totalPaid: sales.totalPaid,
      exchangeRate: sales.exchangeRate,
      // How its IVA was charged (decision record 032): a return gives it back the same way.
      chargedIva: sql<boolean>`${sales.taxLines} IS NOT NULL`,
      ivaOnTop: sales.ivaOnTop,
    })
    .from(sales)
    .where(and(eq(sales.id, saleId), eq(sales.shopId, shopId)))
    .for('update');
  return sale ?? null;
}

type TPaymentRow = typeof payments.$inferSelect;

/** A payment as the API shows it (spec §3 Payment), with who took it when known. */
export function toPaymentView(row: TPaymentRow, writer?: TWrittenBy): TPayment {
  return {
    id: row.id,
    saleId: row.saleId,
    amount: row.amount,
    method: row.method,
    referenceNumber: row.referenceNumber,
    currency: row.currency,
    amountInCurrency: row.amountInCurrency,
    exchangeRate: row.exchangeRate,
    igtfAmount: row.igtfAmount,
    createdAt: row.createdAt.toISOString(),
    ...(writer ? { memberId: writer.memberId, memberName: writer.memberName } : {}),
  };
}

export async function insertPayment(
  tx: TDbOrTx,
  payment: {
    saleId: string;
    shopId: string;
    memberId: string;
    amount: number;
    method: TPaymentMethod;
    referenceNumber: string | null;
    currency: TPaymentCurrency;
    amountInCurrency: number;
    exchangeRate: number | null;
    igtfAmount: number;
    cashSessionId: string | null;
  },
) {
  const [row] = await tx.insert(payments).values(payment).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/**
 * Adds the amount to `total_paid` (and its IGTF to the sale's) and marks the sale PAID when nothing is left, in
 * SQL so the numeric sum is exact. The CHECK (total_paid <= total) stays the last guard should a rule above ever
 * slip.
 */
export async function applyPaymentToSale(tx: TDbOrTx, saleId: string, amount: number, igtfAmount: number) {
  const [row] = await tx
    .update(sales)
    .set({
      totalPaid: sql`${sales.totalPaid} + ${amount}::numeric`,
      igtfTotal: sql`${sales.igtfTotal} + ${igtfAmount}::numeric`,
      status: sql`CASE WHEN ${sales.totalPaid} + ${amount}::numeric >= ${sales.total} THEN 'PAID'::sale_status ELSE ${sales.status} END`,
    })
    .where(eq(sales.id, saleId))
    .returning({ status: sales.status, totalPaid: sales.totalPaid });
  if (!row) throw new Error('locked sale vanished');
  return row;
}
