import { fromBigCents, linesTotalBigCents } from '@cuadre/shared/domain/money';
import type { TSaleDetails, TSaleDetailsItem } from '@cuadre/shared/schemas/sales';

/** A line of the sale and how many of it can still come back. */
export type TReturnableLine = { item: TSaleDetailsItem; left: number };

// Weighed lines carry up to 3 decimals: counted in thousandths so 1.5 − 0.5 is exactly 1.
const toMilli = (quantity: number) => Math.round(quantity * 1000);

/**
 * Sold less what earlier returns took, per line (design §13), in whole units: a return takes whole quantities
 * (ZSaleReturnRequest), so a weighed line's fraction cannot come back through this form.
 */
export function returnableLines(sale: Pick<TSaleDetails, 'items' | 'returns'>): TReturnableLine[] {
  const returned = new Map<string, number>();
  for (const given of sale.returns) {
    for (const line of given.lines) {
      returned.set(line.saleItemId, (returned.get(line.saleItemId) ?? 0) + toMilli(line.quantity));
    }
  }
  return sale.items.map((item) => ({
    item,
    left: Math.max(0, Math.floor((toMilli(item.quantity) - (returned.get(item.id) ?? 0)) / 1000)),
  }));
}

export function hasSomethingToReturn(sale: Pick<TSaleDetails, 'items' | 'returns'>): boolean {
  return returnableLines(sale).some((line) => line.left > 0);
}

/** What the chosen lines were sold for, in dollars, summed in cents as the server does. */
export function returnValueUsd(lines: readonly { price: number; quantity: number }[]): number {
  return fromBigCents(linesTotalBigCents(lines));
}
