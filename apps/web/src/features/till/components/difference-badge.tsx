import { differenceLabel, formatDifference } from '@cuadre/shared/till/till';
import type { TPaymentCurrency } from '@cuadre/shared/payments/constants';
import { cn } from '@/lib/cn';

const TONES = {
  Sobrante: 'bg-green-100 text-green-800',
  Faltante: 'bg-red-100 text-red-800',
  Cuadra: 'bg-slate-100 text-slate-800',
} as const;

/** A line's difference: "Faltante Bs. 10,00" in red, "Sobrante $1.00" in green, "Cuadra" when it matches. */
export function DifferenceBadge({
  difference,
  currency,
  className,
}: {
  difference: number;
  currency: TPaymentCurrency;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap tabular-nums',
        TONES[differenceLabel(difference)],
        className,
      )}
    >
      {formatDifference(difference, currency)}
    </span>
  );
}
