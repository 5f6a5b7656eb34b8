import { sales } from '../src/db/schema/sales';
import { takeReceiptNumbers } from './receipt-numbers';
import type { TSeededUser } from './seed';
import type { TTestContext } from './test-app';

/**
 * PAID sales written straight to the table at these instants, as the kept sums' tests need them: totals 10, 11,
 * 12…, each at its own rate of 8 decimals (so that each rounds to the cent its own way), every third without one,
 * and IGTF on every other one when `withIgtf`. Answers the rows written.
 */
export async function seedSalesAt(
  ctx: TTestContext,
  seller: TSeededUser,
  instants: string[],
  { withIgtf = false } = {},
) {
  const numbers = await takeReceiptNumbers(ctx, seller.user.id, instants.length);
  return ctx.db
    .insert(sales)
    .values(
      instants.map((instant, index) => ({
        shopId: seller.user.id,
        receiptNumber: numbers[index] ?? 0,
        status: 'PAID' as const,
        total: 10 + index,
        totalPaid: 10 + index,
        totalCost: 4,
        totalProfit: 6 + index,
        itemCount: 1,
        exchangeRate: index % 3 === 2 ? null : 36.12345678 + index * 1.5,
        igtfTotal: withIgtf && index % 2 === 0 ? 0.3 * (index + 1) : 0,
        createdAt: new Date(instant),
      })),
    )
    .returning();
}
