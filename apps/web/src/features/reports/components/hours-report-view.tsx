import { lazy, Suspense } from 'react';
import { CalendarClock, Clock, History, Receipt } from 'lucide-react';
import { dualText } from '@cuadre/shared/money/dual-amount';
import {
  busiestHour,
  busiestWeekday,
  hourFigures,
  hoursLayout,
  periodText,
  salesCountText,
  salesFigureText,
  weekdayFigures,
} from '@cuadre/shared/reports/hours-document';
import { hourLabel, WEEKDAY_LABELS, type THoursReport } from '@cuadre/shared/reports/hours';
import { HOURS_TEXTS } from '@cuadre/shared/reports/messages';
import { REPORT_FILE_SLUGS } from '@cuadre/shared/reports/period';
import { layoutText } from '@cuadre/shared/documents/document-layout';
import type { TDocumentShop } from '@cuadre/shared/documents/document-shop';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { DaysComparedTable } from './days-compared-table';
import { HoursHeatmap } from './hours-heatmap';
import { ReportActions } from './report-actions';
import { SalesFigureTable } from './sales-figure-table';

const DaysComparedChart = lazy(() => import('./days-compared-chart'));

export const HOURS_REPORT_FILE = { route: '/reports/hours', slug: REPORT_FILE_SLUGS.hours } as const;

/** "Horarios" (decision record 033): the totals beside the period before, the week's grid, its tables, each day. */
export function HoursReportView({ report, shop }: { report: THoursReport; shop: TDocumentShop }) {
  const busiest = busiestHour(report);
  const weekday = busiestWeekday(report);
  const hours = hourFigures(report).flatMap((figure, hour) =>
    figure.salesCount === 0 && figure.revenue.usd === 0 ? [] : [{ label: hourLabel(hour), figure }],
  );
  return (
    <div className="grid gap-4">
      <ReportActions
        report={HOURS_REPORT_FILE}
        period={report.period}
        text={layoutText(hoursLayout(report, shop))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <StatCard
          icon={Receipt}
          label={HOURS_TEXTS.inPeriod}
          value={dualText(report.totals.revenue)}
          note={salesCountText(report.totals.salesCount)}
        />
        <StatCard
          icon={History}
          label={`${HOURS_TEXTS.previous} (${periodText(report.previousPeriod).toLowerCase()})`}
          value={dualText(report.previousTotals.revenue)}
          note={salesCountText(report.previousTotals.salesCount)}
        />
        {busiest !== null && (
          <StatCard icon={Clock} label={HOURS_TEXTS.busiestHour} value={hourLabel(busiest)} />
        )}
        {weekday && <StatCard icon={CalendarClock} label={HOURS_TEXTS.busiestDay} value={weekday} />}
      </div>
      {report.grid.length === 0 ? (
        <EmptyState icon={Clock} title={HOURS_TEXTS.empty} />
      ) : (
        <>
          <HoursHeatmap
            grid={report.grid}
            summary={`${HOURS_TEXTS.gridTitle}: ${busiest === null ? '' : `${HOURS_TEXTS.busiestHour.toLowerCase()} ${hourLabel(busiest)}`}${weekday ? `, ${weekday.toLowerCase()} el día de más ventas` : ''}.`}
          />
          <SalesFigureTable
            title={HOURS_TEXTS.weekdaysTitle}
            labelHeader={HOURS_TEXTS.day}
            rows={weekdayFigures(report).map((figure, index) => ({
              label: WEEKDAY_LABELS[index] ?? '',
              figure,
            }))}
          />
          <SalesFigureTable title={HOURS_TEXTS.hoursTitle} labelHeader={HOURS_TEXTS.hour} rows={hours} />
        </>
      )}
      <Suspense fallback={<Spinner label="Cargando gráfico..." />}>
        <DaysComparedChart
          days={report.days}
          summary={`${HOURS_TEXTS.daysTitle}: ${salesFigureText(report.totals)}; antes ${salesFigureText(report.previousTotals)}.`}
        />
      </Suspense>
      <DaysComparedTable days={report.days} />
    </div>
  );
}
