/**
 * The only module that imports recharts. The statistics screen loads it with React.lazy, so recharts is
 * downloaded only on /dashboard/analytics and never lands in another page's bundle.
 */
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatUsd, formatVes, usdToVes } from '@cuadre/shared/money/money';
import type { TDailyStats } from '@cuadre/shared/stats/schemas';
import { useCurrencySettings, useFormatMoney } from '@/hooks/use-format-money';
import { useStatsMoney } from './use-stats-money';
import { axisWidth, chartPoints, chartSummary, compactAmount } from './chart-points';

// Readable on the seller's dark theme: teal-400 bars, amber-400 line, slate-300 text.
const REVENUE_COLOR = '#2dd4bf';
const PROFIT_COLOR = '#fbbf24';
const TEXT_COLOR = '#cbd5e1';
const GRID_COLOR = '#334155';

export default function DailyStatsChart({ stats: statsInUsd }: { stats: TDailyStats }) {
  const formatMoney = useFormatMoney();
  const { mode: chosenMode, rate } = useCurrencySettings();
  const money = useStatsMoney(statsInUsd.periodTotals.inBolivares !== null);
  // The chart draws in the currency shown, as the cards and the table: the server's bolívares (each sale at its
  // own rate); without them, in VES mode with a rate the dollars at that rate; without a rate, dollars, labelled
  // so.
  const stats = money.isAtSaleRates
    ? {
        ...statsInUsd,
        periodTotals: money.shown(statsInUsd.periodTotals),
        dailyStats: statsInUsd.dailyStats.map(money.shown),
      }
    : statsInUsd;
  const mode = money.isAtSaleRates || (chosenMode === 'VES' && rate) ? 'VES' : 'USD';
  const points = chartPoints(stats.dailyStats, (amount) =>
    mode === 'VES' && !money.isAtSaleRates ? usdToVes(amount, rate) : amount,
  );
  const formatShown = (amount: number) => (mode === 'VES' ? formatVes(amount) : formatUsd(amount));
  return (
    <figure
      role="img"
      aria-label={chartSummary(stats, money.isAtSaleRates ? formatVes : formatMoney)}
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <figcaption aria-hidden="true" className="mb-3 text-sm font-semibold">
        Ingresos y ganancias por día
      </figcaption>
      <div aria-hidden="true" className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={points}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={GRID_COLOR} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ fill: TEXT_COLOR, fontSize: 12 }}
              tickLine={false}
              minTickGap={12}
            />
            <YAxis
              tick={{ fill: TEXT_COLOR, fontSize: 12 }}
              tickFormatter={(amount: number) => compactAmount(amount, mode)}
              tickLine={false}
              axisLine={false}
              width={axisWidth(points, mode)}
            />
            <Tooltip
              formatter={(value) => formatShown(Number(value))}
              labelStyle={{ color: '#0f172a' }}
              contentStyle={{ borderRadius: 8 }}
            />
            <Legend wrapperStyle={{ color: TEXT_COLOR, fontSize: 12 }} />
            <Bar
              dataKey="revenue"
              name="Ingresos"
              fill={REVENUE_COLOR}
              radius={[3, 3, 0, 0]}
              maxBarSize={28}
            />
            <Line
              dataKey="profit"
              name="Ganancias"
              type="monotone"
              stroke={PROFIT_COLOR}
              strokeWidth={2}
              dot={points.length <= 31}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
