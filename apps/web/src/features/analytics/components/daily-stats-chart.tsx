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
import { CHART_COLORS, CHART_TICK, CHART_TOOLTIP, ChartFigure } from '@/components/charts/chart-figure';
import { axisWidth, chartPoints, chartSummary, compactAmount } from './chart-points';

const REVENUE_COLOR = CHART_COLORS.main;
const PROFIT_COLOR = CHART_COLORS.beside;

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
    <ChartFigure
      summary={chartSummary(stats, money.isAtSaleRates ? formatVes : formatMoney)}
      title="Ingresos y ganancias por día"
      height={288}
      className="mb-6"
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={points}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={CHART_TICK} tickLine={false} minTickGap={12} />
          <YAxis
            tick={CHART_TICK}
            tickFormatter={(amount: number) => compactAmount(amount, mode)}
            tickLine={false}
            axisLine={false}
            width={axisWidth(points, mode)}
          />
          <Tooltip formatter={(value) => formatShown(Number(value))} {...CHART_TOOLTIP} />
          <Legend wrapperStyle={{ color: CHART_COLORS.text, fontSize: 12 }} />
          <Bar dataKey="revenue" name="Ingresos" fill={REVENUE_COLOR} radius={[3, 3, 0, 0]} maxBarSize={28} />
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
    </ChartFigure>
  );
}
