import { sumMoney } from '@cuadre/shared/money/money';
import { payments, sales } from '../src/db/schema/sales';
import { takeReceiptNumbers } from './receipt-numbers';
import type { TSeededUser } from './seed';
import type { TTestContext } from './test-app';

/**
 * A PAID sale written straight to the table at an instant, with the rate it remembers (its Fecha Valor is that
 * day) and its IGTF: what the sums in bolívares read, without the sale's own path. A sale with IGTF was paid in
 * dollars at that instant: that payment is written too, since a period's IGTF is its payments' (design §10).
 */
export async function seedRatedSale(
  ctx: TTestContext,
  seller: TSeededUser,
  sale: { at: string; total: number; cost: number; profit: number; rate: number | null; igtf?: number },
): Promise<void> {
  const [receiptNumber = 0] = await takeReceiptNumbers(ctx, seller.user.id, 1);
  const [row] = await ctx.db
    .insert(sales)
    .values({
      shopId: seller.user.id,
      receiptNumber,
      status: 'PAID',
      total: sale.total,
      totalPaid: sale.total,
      totalCost: sale.cost,
      totalProfit: sale.profit,
      itemCount: 1,
      exchangeRate: sale.rate,
      exchangeRateDate: sale.rate === null ? null : sale.at.slice(0, 10),
      igtfTotal: sale.igtf ?? 0,
      createdAt: new Date(sale.at),
    })
    .returning({ id: sales.id });
  const igtf = sale.igtf ?? 0;
  if (!row || igtf === 0) return;
  await ctx.db.insert(payments).values({
    saleId: row.id,
    shopId: seller.user.id,
    amount: sale.total,
    method: 'CASH',
    currency: 'USD',
    amountInCurrency: sumMoney([sale.total, igtf]),
    igtfAmount: igtf,
    createdAt: new Date(sale.at),
  });
}
