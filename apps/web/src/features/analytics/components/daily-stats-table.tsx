import {
  formatMargin,
  MARGIN_LEVEL_TEXT_CLASSES,
  marginLevel,
  marginPercent,
} from '@cuadre/shared/domain/margin';
import type { TDailyStatsRow } from '@cuadre/shared/schemas/stats';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { useFormatMoney } from '@/hooks/use-format-money';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from './calendar-date';

/** Fecha, Ventas, Ingresos, Costos, Ganancias, Margen (1 decimal, green/yellow/red: spec §2, §9). */
export function DailyStatsTable({ rows }: { rows: TDailyStatsRow[] }) {
  const formatMoney = useFormatMoney();
  return (
    <Table caption="Ventas por día">
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
