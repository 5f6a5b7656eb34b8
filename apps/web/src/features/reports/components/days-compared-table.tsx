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

/** Each day of the period, its revenue and sales beside the same day of the period before. */
export function DaysComparedTable({ days }: { days: readonly TComparedDay[] }) {
  return (
    <Table caption={HOURS_TEXTS.daysTitle}>
      <THead>
        <Tr>
          <Th>{HOURS_TEXTS.day}</Th>
          <Th className="text-right">{HOURS_TEXTS.current}</Th>
          <Th className="text-right">{HOURS_TEXTS.before}</Th>
        </Tr>
      </THead>
      <TBody>
        {days.map((day) => (
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
  );
}
