import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * One figure of a seller screen's summary row: an icon, its label and the value (spec §2 Statistics, Expenses),
 * and an optional note under it. A figure is never cut: an amount in bolívares passes 20 characters
 * ("Bs. 24.691.357.800,00"), so a long one takes a smaller size and wraps instead of ending in "…".
 */
export function StatCard({
  label,
  value,
  icon: Icon,
  note,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  note?: string | null;
}) {
  return (
    <div className="flex min-w-0 items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-teal-100 text-teal-800 dark:bg-teal-900/60 dark:text-teal-200">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-300">{label}</p>
        <p className={cn('font-bold break-words tabular-nums', amountTextSize(value))}>{value}</p>
        {note && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{note}</p>}
      </div>
    </div>
  );
}

/** The type size of a figure by its length: "$1,234.50" stays large, "Bs. 24.691.357.800,00" steps down. */
export function amountTextSize(value: string): string {
  if (value.length > 18) return 'text-base sm:text-lg';
  if (value.length > 13) return 'text-lg';
  return 'text-xl';
}
