import { dayMonthYear } from '@cuadre/shared/common/dates';
import type { TComparedDay, TSalesFigure } from '@cuadre/shared/reports/hours';
import { salesCountText } from '@cuadre/shared/reports/hours-document';
import { HOURS_TEXTS } from '@cuadre/shared/reports/messages';
import { DualAmount } from '@/components/ui/dual-amount';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';

function FigureCell({ figure, note }: { figure: TSalesFigure; note?: string }) {
  return (
    <Td className="text-right">
      <DualAmount amount={figure.revenue} />
      <span className="block text-xs text-slate-600 dark:text-slate-400">
        {salesCountText(figure.salesCount)}
        {note && ` · ${note}`}
      </span>
    </Td>
  );
}

const isQuiet = (day: TComparedDay) =>
  day.current.salesCount === 0 &&
  day.current.revenue.usd === 0 &&
  day.previous.salesCount === 0 &&
  day.previous.revenue.usd === 0;

/**
 * Each day of the period with sales in it or in its day of the period before, its revenue and sales beside that
 * day's: a month is a short table on a phone. The chart above draws every day.
 */
export function DaysComparedTable({ days }: { days: readonly TComparedDay[] }) {
  const shown = days.filter((day) => !isQuiet(day));
  const quiet = days.length - shown.length;
  return (
    <div className="grid gap-2">
      <Table caption={HOURS_TEXTS.daysTitle}>
        <THead>
          <Tr>
            <Th>{HOURS_TEXTS.day}</Th>
            <Th className="text-right">{HOURS_TEXTS.currentShort}</Th>
            <Th className="text-right">{HOURS_TEXTS.beforeShort}</Th>
          </Tr>
        </THead>
        <TBody>
          {shown.map((day) => (
            <Tr key={day.date}>
              <Th scope="row" className="font-medium">
                {dayMonthYear(day.date)}
              </Th>
              <FigureCell figure={day.current} />
              <FigureCell figure={day.previous} note={dayMonthYear(day.previousDate).slice(0, 5)} />
            </Tr>
          ))}
        </TBody>
      </Table>
      {quiet > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-400">{HOURS_TEXTS.quietDays(quiet)}</p>
      )}
    </div>
  );
}
