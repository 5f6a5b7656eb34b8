import { lineTotalsCents } from '@cuadre/shared/sales/line-totals';
import { fromCents, toCents } from '@cuadre/shared/money/money';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { saleBalance, type TSaleDetails, type TSaleDetailsItem } from '@cuadre/shared/sales/schemas';
import type { TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findSaleReturns } from '../returns/returns.repository';
import { findLineCosts } from './sale-details.repository';
import { loadSaleViews } from './sales.repository';
import type { TShopId } from '../../lib/auth/shop-scope';

/**
 * GET /sales/{id}/payments (spec §2 sale details): the seller's sale with its payments, the remaining balance
 * and, for every line whose product is known, its cost (the snapshot taken at sale time, so later cost
 * edits never rewrite an old sale's profit), profit and profit per unit. Another seller's sale is
 * a 404 like a missing one.
 */
export async function getSaleDetails(
  tx: TDbOrTx,
  shopId: TShopId,
  saleId: string,
  ownMemberId?: string,
): Promise<TSaleDetails> {
  const [sale] = await loadSaleViews(tx, shopId, [saleId]);
  // Another member's sale is, to a cashier, a sale that does not exist (decision record 029).
  if (!sale || (ownMemberId !== undefined && sale.memberId !== ownMemberId)) {
    throw notFound(SERVER_MESSAGES.SALE_NOT_FOUND);
  }
  const costs = await findLineCosts(tx, shopId, saleId);
  const items = sale.items.map((item): TSaleDetailsItem => {
    const cost = costs.get(item.id) ?? null;
    if (item.productId === null || cost === null) {
      return {
        ...item,
        hasProductInfo: false,
        cost: null,
        totalCost: null,
        profit: null,
        profitPerUnit: null,
      };
    }
    // As the sale counted them: a weighed line's total and cost each rounded to the cent.
    const { costCents, profitCents } = lineTotalsCents([
      { unitPrice: item.price, unitCost: cost, quantity: item.quantity },
    ]);
    return {
      ...item,
      hasProductInfo: true,
      cost,
      totalCost: fromCents(costCents),
      profit: fromCents(profitCents),
      profitPerUnit: fromCents(toCents(item.price) - toCents(cost)),
    };
  });
  return { ...sale, items, balance: saleBalance(sale), returns: await findSaleReturns(tx, shopId, saleId) };
}
