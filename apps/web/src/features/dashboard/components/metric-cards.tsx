import type { LucideIcon } from 'lucide-react';
import { CalendarDays, DollarSign, Receipt, TrendingUp } from 'lucide-react';
import { DEFAULT_MONTH_LABEL } from '@cuadre/shared/common/constants';
import { formatWithoutCostShare } from '@cuadre/shared/stats/margin';
import { formatVes } from '@cuadre/shared/money/money';
import { withoutCostNote } from '@cuadre/shared/stats/messages';
import { Button } from '@/components/ui/button';
import { useCurrencySettings, useFormatMoney } from '@/hooks/use-format-money';
import { EACH_SALE_AT_ITS_RATE } from '@/hooks/use-sale-money';
import { cn } from '@/lib/cn';
import { useDashboardMetrics } from '../api/get-dashboard-metrics';
import { OverdueCard } from './overdue-card';

export const METRICS_LOAD_ERROR = 'Error al cargar las métricas';
/** Said beside EACH_SALE_AT_ITS_RATE: an expense remembers no rate. */
export const EXPENSES_AT_TODAYS_RATE = 'Los gastos, a la tasa de hoy.';

type TCard = {
  title: string;
  value: number | undefined;
  icon: LucideIcon;
  tone: string;
  note?: string | null;
};

/**
 * The four figures of spec §2 (Ingresos Totales, Ventas/Gastos/Ganancias de {month}), and what is past due
 * (decision record 030).
 */
export function MetricCards() {
  const metrics = useDashboardMetrics();
  const formatUsdOrToday = useFormatMoney();
  const { mode, rate } = useCurrencySettings();
  const isVes = mode === 'VES';
  const data = metrics.data?.data;
  // In VES mode the server's bolívares: each sale at the rate it remembers, the expenses at today's (design
  // §10). Without them (no rate on the server) the app's formatter decides, as everywhere else.
  const inBolivares = isVes ? (data?.inBolivares ?? null) : null;
  const shown = data && { ...data, ...inBolivares };
  const formatMoney = inBolivares ? formatVes : formatUsdOrToday;
  // 'este mes' until the server names the month (spec §2: the label defaults to it).
  const month = data?.currentMonth.monthName || DEFAULT_MONTH_LABEL;
  // Ganancias = Ventas − their cost − Gastos; a line with no known cost counts at cost 0 (design §10). The share
  // is the dollars': the bolívares, each sale rounded to the cent three times, leave a cent where all had a cost.
  const share = data && formatWithoutCostShare(data.monthlyRevenueWithoutCost, data.monthlySales);

  const cards: TCard[] = [
    {
      title: 'Ingresos Totales',
      value: shown?.totalRevenue,
      icon: DollarSign,
      tone: 'text-teal-700 dark:text-teal-400',
    },
    {
      title: `Ventas de ${month}`,
      value: shown?.monthlySales,
      icon: CalendarDays,
      tone: 'text-blue-700 dark:text-blue-400',
    },
    {
      title: `Gastos de ${month}`,
      value: shown?.monthlyExpenses,
      icon: Receipt,
      tone: 'text-orange-700 dark:text-orange-400',
    },
    {
      title: `Ganancias de ${month}`,
      value: shown?.realMonthlyProfit,
      icon: TrendingUp,
      tone: 'text-green-700 dark:text-green-400',
      note: share && withoutCostNote(share),
    },
  ];

  return (
    <section aria-label="Resumen" className="space-y-2">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ title, value, icon: Icon, tone, note }) => (
          <li
            key={title}
            className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <article aria-label={title} aria-busy={metrics.isPending || undefined}>
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-sm font-medium text-slate-700 dark:text-slate-300">{title}</h2>
                <Icon aria-hidden="true" className={cn('size-5', tone)} />
              </div>
              <p
                className={cn(
                  // Never cut: a long amount in bolívares steps down a size and wraps.
                  'mt-2 font-bold break-words tabular-nums',
                  value !== undefined ? cardAmountSize(formatMoney(value)) : 'text-2xl',
                  value !== undefined && value < 0 && 'text-red-700 dark:text-red-400',
                )}
              >
                {value !== undefined ? (
                  formatMoney(value)
                ) : metrics.isPending ? (
                  // align-top: on the baseline the box would add the font's descent and the card would
                  // shrink when the figure arrives, shifting the page below it (a layout shift:
                  // docs/history/performance-sessions-1-8.md, "The front end").
                  <span className="inline-block h-7 w-24 animate-pulse rounded bg-slate-200 align-top dark:bg-slate-700">
                    <span className="sr-only">Cargando...</span>
                  </span>
                ) : (
                  '—'
                )}
              </p>
              {note && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{note}</p>}
            </article>
          </li>
        ))}
      </ul>
      <OverdueCard overdue={data?.overdue} isPending={metrics.isPending} />
      {inBolivares && (
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {EACH_SALE_AT_ITS_RATE} {EXPENSES_AT_TODAYS_RATE}
        </p>
      )}
      {data?.monthlyIgtf ? (
        // Charged on top of the dollars paid, never revenue; in VES mode at today's rate.
        <p className="text-sm break-words text-slate-700 dark:text-slate-300">
          IGTF cobrado en {month}:{' '}
          <span className="font-semibold tabular-nums">{formatUsdOrToday(data.monthlyIgtf)}</span>{' '}
          <span className="text-xs text-slate-600 dark:text-slate-400">
            (aparte de los ingresos{isVes && rate !== null ? ', a la tasa de hoy' : ''})
          </span>
        </p>
      ) : null}
      {metrics.isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-400"
        >
          {METRICS_LOAD_ERROR}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void metrics.refetch()}
            isLoading={metrics.isRefetching}
          >
            Reintentar
          </Button>
        </div>
      )}
    </section>
  );
}

/** "$1,520.50" at the cards' size; "Bs. 24.691.357.800,00" a step or two down, so it fits two lines at most. */
function cardAmountSize(text: string): string {
  if (text.length > 18) return 'text-lg sm:text-xl';
  if (text.length > 13) return 'text-xl';
  return 'text-2xl';
}
