import { STOCK_LOW_THRESHOLD, STOCK_WARNING_THRESHOLD } from './constants';

export type TStockLevel = 'low' | 'warning' | 'ok';

/** Stock colour (spec §9): 5 or fewer is red ('low'), 10 or fewer is yellow ('warning'), else 'ok'. */
export function stockLevel(quantity: number): TStockLevel {
  if (quantity <= STOCK_LOW_THRESHOLD) return 'low';
  if (quantity <= STOCK_WARNING_THRESHOLD) return 'warning';
  return 'ok';
}
