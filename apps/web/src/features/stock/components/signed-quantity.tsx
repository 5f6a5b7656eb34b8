import type { TProductUnit } from '@cuadre/shared/products/constants';
import { cn } from '@/lib/cn';
import { quantityText } from '@/lib/quantity';

type TSignedQuantityProps = { value: number; unit?: TProductUnit; className?: string };

/**
 * '+12' in green, '−3' in red (a real minus sign), '0' plain: how much a movement or a count moved the stock;
 * '+0,25 kg' and '−0,75 kg' for weighed goods.
 */
export function SignedQuantity({ value, unit, className }: TSignedQuantityProps) {
  const text =
    value > 0 ? `+${quantityText(value, unit)}` : value < 0 ? `−${quantityText(Math.abs(value), unit)}` : '0';
  return (
    <span
      className={cn(
        'font-semibold tabular-nums',
        value > 0 && 'text-green-700 dark:text-green-400',
        value < 0 && 'text-red-700 dark:text-red-400',
        className,
      )}
    >
      {text}
    </span>
  );
}
