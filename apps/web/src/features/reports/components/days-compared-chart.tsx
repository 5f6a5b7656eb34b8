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

// The statistics' colours: teal-400 bars for this period, amber-400 line for the one before, slate-300 text.
const CURRENT_COLOR = '#2dd4bf';
const PREVIOUS_COLOR = '#fbbf24';
const TEXT_COLOR = '#cbd5e1';
const GRID_COLOR = '#334155';

/** "29/11" for the axis: the year is the period's. */
const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

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
    <figure
      role="img"
      aria-label={summary}
      className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <figcaption aria-hidden="true" className="mb-3 text-sm font-semibold">
        {HOURS_TEXTS.daysTitle}
      </figcaption>
      <div aria-hidden="true" className="h-60 w-full">
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
              tickFormatter={(amount: number) => `$${Math.round(amount)}`}
              tickLine={false}
              axisLine={false}
              width={48}
            />
            <Tooltip
              formatter={(value) => formatUsd(Number(value))}
              labelStyle={{ color: '#0f172a' }}
              contentStyle={{ borderRadius: 8 }}
            />
            <Legend wrapperStyle={{ color: TEXT_COLOR, fontSize: 12 }} />
            <Bar
              isAnimationActive={false}
              dataKey="current"
              name={HOURS_TEXTS.current}
              fill={CURRENT_COLOR}
              radius={[3, 3, 0, 0]}
              maxBarSize={28}
            />
            <Line
              isAnimationActive={false}
              dataKey="previous"
              name={HOURS_TEXTS.before}
              type="monotone"
              stroke={PREVIOUS_COLOR}
              strokeWidth={2}
              dot={points.length <= 31}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
