import { formatMargin, marginLevel, marginPercent, type TMarginLevel } from '@cuadre/shared/stats/margin';
import type { TDailyStatsRow } from '@cuadre/shared/stats/schemas';
import { CardList } from '@/components/ui/list-view';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { useCurrencySettings } from '@/hooks/use-format-money';
import { EXTRA_LARGE_SCREEN_QUERY, LARGE_SCREEN_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from './calendar-date';
import { useStatsMoney } from './use-stats-money';

/** The text colour of each margin level (spec §9). */
const MARGIN_LEVEL_TEXT_CLASSES: Record<TMarginLevel, string> = {
  good: 'text-green-500',
  fair: 'text-yellow-500',
  poor: 'text-red-500',
};

const CAPTION = 'Ventas por día';

/**
 * Fecha, Ventas, Ingresos, Costos, Ganancias, Margen (1 decimal, green/yellow/red: spec §2, §9): a table on a
 * large screen, one card per day below it. Six columns of amounts do not fit a phone, and a table that scrolls
 * sideways hid the costs, the profit and the margin, which are what a seller opens this screen for.
 */
export function DailyStatsTable({ rows: rowsInUsd }: { rows: TDailyStatsRow[] }) {
  // In VES mode the server's bolívares, each sale at its own rate; the margin is of the amounts shown.
  const money = useStatsMoney(rowsInUsd.every((row) => row.inBolivares !== null));
  const rows = rowsInUsd.map(money.shown);
  const formatMoney = money.format;
  const isVes = useCurrencySettings().mode === 'VES';
  // In bolívares an amount has twice the digits: the table from `xl`, the cards below it.
  const isLarge = useMediaQuery(isVes ? EXTRA_LARGE_SCREEN_QUERY : LARGE_SCREEN_QUERY);

  if (!isLarge) {
    return (
      <CardList label={CAPTION} items={rows.map((row) => ({ ...row, id: row.date }))} cardClassName="p-4">
        {(row) => {
          const margin = marginPercent(row.totalProfit, row.totalRevenue);
          return (
            <>
              <h3 className="font-semibold tabular-nums">{formatCalendarDate(row.date)}</h3>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <DayFigure label="Ventas" value={row.salesCount} />
                <DayFigure label="Ingresos" value={formatMoney(row.totalRevenue)} />
                <DayFigure label="Costos" value={formatMoney(row.totalCost)} />
                <DayFigure label="Ganancias" value={formatMoney(row.totalProfit)} />
                <DayFigure
                  label="Margen"
                  value={formatMargin(margin)}
                  className={cn('font-semibold', MARGIN_LEVEL_TEXT_CLASSES[marginLevel(margin)])}
                />
              </dl>
            </>
          );
        }}
      </CardList>
    );
  }

  return (
    <Table caption={CAPTION}>
      <THead>
        <Tr>
          <Th>Fecha</Th>
          <Th className="text-right">Ventas</Th>
          <Th className="text-right">Ingresos</Th>
          <Th className="text-right">Costos</Th>
          <Th className="text-right">Ganancias</Th>
          <Th className="text-right">Margen</Th>
        </Tr>
      </THead>
      <TBody>
        {rows.map((row) => {
          // 0 when the day's revenue is 0 (spec §2): a day of free items has no margin, not a division error.
          const margin = marginPercent(row.totalProfit, row.totalRevenue);
          return (
            <Tr key={row.date}>
              <Td className="whitespace-nowrap tabular-nums">{formatCalendarDate(row.date)}</Td>
              <Td className="text-right tabular-nums">{row.salesCount}</Td>
              <Td className="text-right tabular-nums">{formatMoney(row.totalRevenue)}</Td>
              <Td className="text-right tabular-nums">{formatMoney(row.totalCost)}</Td>
              <Td className="text-right tabular-nums">{formatMoney(row.totalProfit)}</Td>
              <Td
                className={cn(
                  'text-right font-semibold tabular-nums',
                  MARGIN_LEVEL_TEXT_CLASSES[marginLevel(margin)],
                )}
              >
                {formatMargin(margin)}
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}

/** One column of the table as a label over its value, inside a day's card. */
function DayFigure({
  label,
  value,
  className,
}: {
  label: string;
  value: string | number;
  className?: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={cn('break-words tabular-nums', className)}>{value}</dd>
    </div>
  );
}
