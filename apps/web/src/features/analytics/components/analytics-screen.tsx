import { lazy, Suspense, useState } from 'react';
import { ChartColumn } from 'lucide-react';
import { zonedDateParts } from '@cuadre/shared/common/dates';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { STATS_MESSAGES } from '@cuadre/shared/stats/messages';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSpinner, Spinner } from '@/components/ui/spinner';
import { useCurrencySettings } from '@/hooks/use-format-money';
import { EACH_SALE_AT_ITS_RATE } from '@/hooks/use-sale-money';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { useDailyStats } from '../api/get-daily-stats';
import { formatCalendarDate } from './calendar-date';
import { DailyStatsTable } from './daily-stats-table';
import { MembersFigures } from './members-figures';
import { StatsFilters } from './stats-filters';
import { EMPTY_STATS_FILTERS, isRangeInverted, type TStatsFilterValues } from './stats-filter-rules';
import { StatsSummaryCards } from './stats-summary-cards';

// recharts is a big download for a phone: it is fetched only when a chart is drawn, in its own chunk.
const DailyStatsChart = lazy(() => import('./daily-stats-chart'));

function ChartPlaceholder() {
  return (
    <div className="mb-6 flex h-72 items-center justify-center rounded-xl border border-slate-200 text-teal-700 dark:border-slate-800 dark:text-teal-400">
      <Spinner label="Cargando gráfico..." />
    </div>
  );
}

/** /dashboard/analytics (spec §2 Statistics): filters, four cards, a chart and the daily table. */
export function AnalyticsScreen() {
  const timeZone = useSellerTimeZone();
  const { year } = zonedDateParts(timeZone);
  const [filters, setFilters] = useState<TStatsFilterValues>(EMPTY_STATS_FILTERS);
  const isInverted = isRangeInverted(filters);
  const stats = useDailyStats(
    { startDate: filters.startDate, endDate: filters.endDate },
    { enabled: !isInverted },
  );
  const data = stats.data?.data;
  const isVes = useCurrencySettings().mode === 'VES';

  let body;
  if (stats.isError) {
    body = (
      <ErrorState
        message={LOAD_ERRORS.stats}
        onRetry={() => void stats.refetch()}
        isRetrying={stats.isRefetching}
      />
    );
  } else if (!data) {
    body = <ListSpinner label="Cargando estadísticas..." />;
  } else {
    body = (
      <>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          Período: {formatCalendarDate(data.dateRange.startDate)} –{' '}
          {formatCalendarDate(data.dateRange.endDate)}
        </p>
        {isVes && data.periodTotals.inBolivares && (
          // Said once for the cards, the chart and the table (design §10).
          <p className="-mt-2 mb-3 text-xs text-slate-600 dark:text-slate-300">{EACH_SALE_AT_ITS_RATE}</p>
        )}
        <StatsSummaryCards totals={data.periodTotals} />
        {data.dailyStats.length === 0 ? (
          <EmptyState icon={ChartColumn} title={STATS_MESSAGES.empty} />
        ) : (
          <>
            <Suspense fallback={<ChartPlaceholder />}>
              <DailyStatsChart stats={data} />
            </Suspense>
            <DailyStatsTable rows={data.dailyStats} />
          </>
        )}
        <MembersFigures from={data.dateRange.startDate} to={data.dateRange.endDate} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Estadísticas de Ventas" />
      <StatsFilters value={filters} onChange={setFilters} year={year} />
      <div
        aria-busy={stats.isFetching || undefined}
        className={stats.isPlaceholderData ? 'opacity-60' : undefined}
      >
        {body}
      </div>
    </>
  );
}
