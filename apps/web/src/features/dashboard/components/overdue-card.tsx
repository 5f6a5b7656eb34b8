import { Link } from 'react-router';
import { AlarmClock, ChevronRight } from 'lucide-react';
import type { TOverdueSummary } from '@cuadre/shared/credit/schemas';
import { formatUsd, formatVes } from '@cuadre/shared/money/money';
import { focusRing } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

export const OVERDUE_CARD_TITLE = 'Vencido';

export function clientsCountText(count: number): string {
  return `${count} ${count === 1 ? 'cliente' : 'clientes'}`;
}

/**
 * "Vencido" (decision record 030): what is past its due date today and how many clients owe it, leading to Por
 * cobrar. Its figures come with the dashboard's metrics: no request of its own on the page Lighthouse measures.
 */
export function OverdueCard({
  overdue,
  isPending,
}: {
  overdue: TOverdueSummary | undefined;
  isPending: boolean;
}) {
  const hasOverdue = overdue !== undefined && overdue.clients > 0;
  return (
    <Link
      to={paths.dashboard.receivables}
      className={cn(
        'block min-w-0 rounded-xl border border-slate-200 bg-white p-4 hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800/60',
        focusRing,
      )}
    >
      <article aria-label={OVERDUE_CARD_TITLE} aria-busy={isPending || undefined}>
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-medium text-slate-700 dark:text-slate-300">{OVERDUE_CARD_TITLE}</h2>
          <AlarmClock
            aria-hidden="true"
            className={cn('size-5', hasOverdue ? 'text-red-700 dark:text-red-400' : 'text-slate-500')}
          />
        </div>
        {overdue ? (
          <div className="mt-2 flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <p
              className={cn(
                'text-2xl font-bold break-words tabular-nums',
                hasOverdue && 'text-red-700 dark:text-red-400',
              )}
            >
              {formatUsd(overdue.amount.usd)}
            </p>
            {overdue.amount.ves !== null && (
              <p className="text-sm font-semibold break-words tabular-nums">
                {formatVes(overdue.amount.ves)}
              </p>
            )}
            <p className="text-sm text-slate-700 dark:text-slate-300">{clientsCountText(overdue.clients)}</p>
          </div>
        ) : isPending ? (
          // The figure's own height while it loads, so the page below does not move when it arrives.
          <span className="mt-2 inline-block h-7 w-24 animate-pulse rounded bg-slate-200 align-top dark:bg-slate-700">
            <span className="sr-only">Cargando...</span>
          </span>
        ) : (
          <p className="mt-2 text-2xl font-bold">—</p>
        )}
        <p className="mt-1 flex items-center gap-1 text-xs font-medium text-teal-800 dark:text-teal-300">
          Ver por cobrar
          <ChevronRight aria-hidden="true" className="size-3" />
        </p>
      </article>
    </Link>
  );
}
