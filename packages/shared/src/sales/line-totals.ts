import { multiplyCents, toCents } from '../money/money';

/**
 * Lines' total, cost and profit in integer cents, as a sale counts them (design §6): cost and profit over the lines
 * with a known cost only — an extra charge adds to the total, not to the profit. A return counts its lines alike.
 */
export function lineTotalsCents(
  lines: readonly {
    unitPrice: number | string;
    unitCost: number | string | null;
    quantity: number;
    /** The line's discount (decision record 031): it lowers the total and the profit, never the cost. */
    discount?: number | string;
  }[],
): { totalCents: number; costCents: number; profitCents: number } {
  let totalCents = 0;
  let costCents = 0;
  let profitCents = 0;
  for (const line of lines) {
    // A weighed line's total and cost are each rounded to the cent (design §13), as the receipt prints them.
    // Most lines have no discount: 0 is not parsed into cents on every sale's every line.
    const discountCents = line.discount === undefined || line.discount === 0 ? 0 : toCents(line.discount);
    const lineCents = multiplyCents(line.unitPrice, line.quantity) - discountCents;
    totalCents += lineCents;
    if (line.unitCost !== null) {
      const lineCostCents = multiplyCents(line.unitCost, line.quantity);
      costCents += lineCostCents;
      profitCents += lineCents - lineCostCents;
    }
  }
  return { totalCents, costCents, profitCents };
}
