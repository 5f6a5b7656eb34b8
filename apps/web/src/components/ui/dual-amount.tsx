import type { TDualAmount } from '@cuadre/shared/money/dual-amount';
import { formatUsd, formatVes } from '@cuadre/shared/money/money';
import { cn } from '@/lib/cn';

/** Dollars, and under them the bolívares at today's rate when the shop has one; a long amount wraps. */
export function DualAmount({ amount, className }: { amount: TDualAmount; className?: string }) {
  return (
    <span className={cn('block min-w-0 break-words tabular-nums', className)}>
      <span className="block font-semibold">{formatUsd(amount.usd)}</span>
      {amount.ves !== null && (
        <span className="block text-xs text-slate-600 dark:text-slate-400">{formatVes(amount.ves)}</span>
      )}
    </span>
  );
}
