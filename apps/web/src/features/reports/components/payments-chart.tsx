/** recharts, fetched only when this chart is drawn (the reports screen loads it with React.lazy). */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd } from '@cuadre/shared/money/money';
import type { TMoneyMoved } from '@cuadre/shared/reports/payments';
import { methodAndCurrency } from '@cuadre/shared/reports/payments-document';
import { PAYMENTS_TEXTS } from '@cuadre/shared/reports/messages';
import { CHART_COLORS, CHART_TICK, CHART_TOOLTIP, ChartFigure } from '@/components/charts/chart-figure';

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
    <ChartFigure summary={summary} title={PAYMENTS_TEXTS.chartTitle} height={40 + points.length * 40}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={points}
          layout="vertical"
          margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" horizontal={false} />
          <XAxis
            type="number"
            tick={CHART_TICK}
            tickFormatter={(amount: number) => `$${Math.round(amount)}`}
          />
          <YAxis type="category" dataKey="label" width={112} tick={CHART_TICK} tickLine={false} />
          <Tooltip formatter={(value) => formatUsd(Number(value))} {...CHART_TOOLTIP} />
          <Bar
            isAnimationActive={false}
            dataKey="usd"
            name={PAYMENTS_TEXTS.collected}
            fill={CHART_COLORS.main}
            radius={[0, 3, 3, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
