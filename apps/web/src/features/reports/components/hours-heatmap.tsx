import { formatUsd } from '@cuadre/shared/money/money';
import {
  hourLabel,
  WEEKDAY_LABELS,
  WEEKDAY_SHORT_LABELS,
  type THourCell,
} from '@cuadre/shared/reports/hours';
import { HOURS_TEXTS } from '@cuadre/shared/reports/messages';
import { cn } from '@/lib/cn';

// Five steps of teal, from an hour with little to the busiest: readable on the dark theme and in print.
const SHADES = [
  'bg-slate-100 dark:bg-slate-800',
  'bg-teal-100 dark:bg-teal-950',
  'bg-teal-300 dark:bg-teal-800',
  'bg-teal-500 dark:bg-teal-600',
  'bg-teal-700 dark:bg-teal-400',
] as const;

function shadeOf(usd: number, highest: number): string {
  if (usd <= 0 || highest <= 0) return SHADES[0];
  return SHADES[Math.min(SHADES.length - 1, Math.ceil((usd / highest) * (SHADES.length - 1)))] ?? SHADES[0];
}

/**
 * The week at a glance: a row per hour the shop sold in, a column per weekday, darker where more came in. Drawn
 * by hand in CSS, because recharts has no heatmap; a picture for the eye, whose numbers are the tables under it.
 */
export function HoursHeatmap({ grid, summary }: { grid: readonly THourCell[]; summary: string }) {
  const hours = grid.map((cell) => cell.hour);
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  const highest = Math.max(...grid.map((cell) => cell.revenue.usd));
  const byCell = new Map(grid.map((cell) => [`${cell.weekday}-${cell.hour}`, cell]));
  return (
    <figure
      role="img"
      aria-label={summary}
      className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <figcaption aria-hidden="true" className="mb-1 text-sm font-semibold">
        {HOURS_TEXTS.gridTitle}
      </figcaption>
      <p aria-hidden="true" className="mb-3 text-xs text-slate-600 dark:text-slate-400">
        {HOURS_TEXTS.gridHint}
      </p>
      <div aria-hidden="true" className="grid grid-cols-[2.75rem_repeat(7,minmax(0,1fr))] gap-1 text-xs">
        <span />
        {WEEKDAY_SHORT_LABELS.map((label) => (
          <span key={label} className="text-center text-slate-600 dark:text-slate-300">
            {label}
          </span>
        ))}
        {Array.from({ length: last - first + 1 }, (_, index) => first + index).map((hour) => (
          <div key={hour} className="contents">
            <span className="self-center text-slate-600 tabular-nums dark:text-slate-300">
              {String(hour).padStart(2, '0')}:00
            </span>
            {WEEKDAY_LABELS.map((weekday, dayIndex) => {
              const cell = byCell.get(`${dayIndex + 1}-${hour}`);
              return (
                <span
                  key={weekday}
                  title={
                    cell
                      ? `${weekday} ${hourLabel(hour)}: ${cell.salesCount} · ${formatUsd(cell.revenue.usd)}`
                      : undefined
                  }
                  className={cn('h-5 rounded-sm', shadeOf(cell?.revenue.usd ?? 0, highest))}
                />
              );
            })}
          </div>
        ))}
      </div>
    </figure>
  );
}
