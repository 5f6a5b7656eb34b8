/**
 * recharts, fetched only when this chart is drawn (the reports screen loads it with React.lazy), as the
 * statistics' chart is.
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
import { formatUsd } from '@cuadre/shared/money/money';
import type { TComparedDay } from '@cuadre/shared/reports/hours';
import { HOURS_TEXTS } from '@cuadre/shared/reports/messages';
import { CHART_COLORS, CHART_TICK, CHART_TOOLTIP, ChartFigure } from '@/components/charts/chart-figure';

/** "29/11" for the axis: the year is the period's. */
const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** This period's revenue day by day as bars, the previous period's as a line over them. */
export default function DaysComparedChart({
  days,
  summary,
}: {
  days: readonly TComparedDay[];
  summary: string;
}) {
  const points = days.map((day) => ({
    label: shortDate(day.date),
    current: day.current.revenue.usd,
    previous: day.previous.revenue.usd,
  }));
  return (
    <ChartFigure summary={summary} title={HOURS_TEXTS.daysTitle} height={240}>
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
            tickFormatter={(amount: number) => `$${Math.round(amount)}`}
            tickLine={false}
            axisLine={false}
            width={48}
          />
          <Tooltip formatter={(value) => formatUsd(Number(value))} {...CHART_TOOLTIP} />
          <Legend wrapperStyle={{ color: CHART_COLORS.text, fontSize: 12 }} />
          <Bar
            isAnimationActive={false}
            dataKey="current"
            name={HOURS_TEXTS.current}
            fill={CHART_COLORS.main}
            radius={[3, 3, 0, 0]}
            maxBarSize={28}
          />
          <Line
            isAnimationActive={false}
            dataKey="previous"
            name={HOURS_TEXTS.before}
            type="monotone"
            stroke={CHART_COLORS.beside}
            strokeWidth={2}
            dot={points.length <= 31}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
