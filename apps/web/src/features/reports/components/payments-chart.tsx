/** recharts, fetched only when this chart is drawn (the reports screen loads it with React.lazy). */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd } from '@cuadre/shared/money/money';
import type { TMoneyMoved } from '@cuadre/shared/reports/payments';
import { methodAndCurrency } from '@cuadre/shared/reports/payments-document';
import { PAYMENTS_TEXTS } from '@cuadre/shared/reports/messages';

// The statistics' colours: teal-400 bars, slate-300 text.
const BAR_COLOR = '#2dd4bf';
const TEXT_COLOR = '#cbd5e1';
const GRID_COLOR = '#334155';

/** Each method and currency's dollars, largest first, as horizontal bars that keep their labels on a phone. */
export default function PaymentsChart({
  lines,
  summary,
}: {
  lines: readonly TMoneyMoved[];
  summary: string;
}) {
  const points = [...lines]
    .sort((a, b) => b.usd - a.usd)
    .map((line) => ({ label: methodAndCurrency(line), usd: line.usd }));
  return (
    <figure
      role="img"
      aria-label={summary}
      className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <figcaption aria-hidden="true" className="mb-3 text-sm font-semibold">
        {PAYMENTS_TEXTS.chartTitle}
      </figcaption>
      <div aria-hidden="true" className="w-full" style={{ height: 40 + points.length * 40 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={points}
            layout="vertical"
            margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={GRID_COLOR} strokeDasharray="3 3" horizontal={false} />
            <XAxis
              type="number"
              tick={{ fill: TEXT_COLOR, fontSize: 12 }}
              tickFormatter={(amount: number) => `$${Math.round(amount)}`}
            />
            <YAxis
              type="category"
              dataKey="label"
              width={112}
              tick={{ fill: TEXT_COLOR, fontSize: 12 }}
              tickLine={false}
            />
            <Tooltip
              formatter={(value) => formatUsd(Number(value))}
              labelStyle={{ color: '#0f172a' }}
              contentStyle={{ borderRadius: 8 }}
            />
            <Bar
              isAnimationActive={false}
              dataKey="usd"
              name={PAYMENTS_TEXTS.collected}
              fill={BAR_COLOR}
              radius={[0, 3, 3, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
