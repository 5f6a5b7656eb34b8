import { addQuantities, subtractQuantities } from '@cuadre/shared/stock/quantity';
import type { TQueuedSale } from './queued-sale';

/**
 * What each product has lost to sales made offline and not yet sent (design §14: the stock shown offline is the
 * last known minus what was sold offline). Refused sales took nothing.
 */
export function queuedQuantities(sales: readonly TQueuedSale[]): Map<string, number> {
  const taken = new Map<string, number>();
  for (const sale of sales) {
    if (sale.refusal !== null) continue;
    for (const line of sale.lines) {
      if (line.productId)
        taken.set(line.productId, addQuantities(taken.get(line.productId) ?? 0, line.quantity));
    }
  }
  return taken;
}

/** Products with their last known stock less what queued sales took, never below 0. */
export function withQueuedSalesTaken<T extends { id: string; quantity: number }>(
  products: readonly T[],
  taken: Map<string, number>,
): T[] {
  if (taken.size === 0) return products as T[];
  return products.map((product) => {
    const sold = taken.get(product.id);
    return sold === undefined
      ? product
      : { ...product, quantity: Math.max(0, subtractQuantities(product.quantity, sold)) };
  });
}
