import { STOCK_LOW_THRESHOLD, STOCK_WARNING_THRESHOLD } from '../constants';

export type TStockLevel = 'low' | 'warning' | 'ok';

/** Stock colour (spec §9): 5 or fewer is red ('low'), 10 or fewer is yellow ('warning'), else 'ok'. */
export function stockLevel(quantity: number): TStockLevel {
  if (quantity <= STOCK_LOW_THRESHOLD) return 'low';
  if (quantity <= STOCK_WARNING_THRESHOLD) return 'warning';
  return 'ok';
}

/** Tailwind text colour of each stock level. */
export const STOCK_LEVEL_TEXT_CLASSES: Record<TStockLevel, string> = {
  low: 'text-red-500',
  warning: 'text-yellow-500',
  ok: 'text-green-500',
};
