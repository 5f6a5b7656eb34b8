import type { TProductUnit } from '@cuadre/shared/products/constants';
import { stockLevel, type TStockLevel } from '@cuadre/shared/stock/stock-level';
import { cn } from '@/lib/cn';
import { quantityText } from '@/lib/quantity';

// The spec's colours (≤ 5 red, ≤ 10 yellow, spec §9) in shades that keep 4.5:1 contrast on both the light and
// the dark theme; the shared -500 shades fall short on the sellers' dark cards.
const STOCK_CLASSES: Record<TStockLevel, string> = {
  low: 'text-red-700 dark:text-red-400',
  warning: 'text-yellow-800 dark:text-yellow-300',
  ok: 'text-green-700 dark:text-green-400',
};

type TStockProps = { quantity: number; unit?: TProductUnit; className?: string };

/** "Stock: 7" (or "Stock: 4,25 kg"), coloured by level. */
export function ProductStock({ quantity, unit, className }: TStockProps) {
  return (
    <span className={cn('font-semibold', STOCK_CLASSES[stockLevel(quantity)], className)}>
      Stock: {quantityText(quantity, unit)}
    </span>
  );
}

/** The stock alone (table cell), coloured by level. */
export function StockNumber({ quantity, unit }: TStockProps) {
  return (
    <span className={cn('font-semibold', STOCK_CLASSES[stockLevel(quantity)])}>
      {quantityText(quantity, unit)}
    </span>
  );
}
