import { fromBigCents, linesTotalBigCents } from '@cuadre/shared/money/money';
import { isWeighedUnit, toThousandths } from '@cuadre/shared/stock/quantity';
import type { TSaleDetails, TSaleDetailsItem } from '@cuadre/shared/sales/schemas';

/** A line of the sale and how much of it can still come back. */
export type TReturnableLine = { item: TSaleDetailsItem; left: number };

/**
 * Sold less what earlier returns took, per line (design §13), counted in thousandths so 1.5 − 0.5 is exactly 1:
 * a weighed line to the gram (0,25 kg of 0,75 can come back), a line sold by the unit in whole units.
 */
export function returnableLines(sale: Pick<TSaleDetails, 'items' | 'returns'>): TReturnableLine[] {
  const returned = new Map<string, number>();
  for (const given of sale.returns) {
    for (const line of given.lines) {
      returned.set(line.saleItemId, (returned.get(line.saleItemId) ?? 0) + toThousandths(line.quantity));
    }
  }
  return sale.items.map((item) => {
    const leftThousandths = Math.max(0, toThousandths(item.quantity) - (returned.get(item.id) ?? 0));
    const left = isWeighedUnit(item.unit) ? leftThousandths / 1000 : Math.floor(leftThousandths / 1000);
    return { item, left };
  });
}

export function hasSomethingToReturn(sale: Pick<TSaleDetails, 'items' | 'returns'>): boolean {
  return returnableLines(sale).some((line) => line.left > 0);
}

/** What the chosen lines were sold for, in dollars, summed in cents as the server does. */
export function returnValueUsd(lines: readonly { price: number; quantity: number }[]): number {
  return fromBigCents(linesTotalBigCents(lines));
}
