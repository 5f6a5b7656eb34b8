import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The seller screens' chart colours, readable on their dark theme: teal-400 for the main series, amber-400 for the
 * one beside it, slate-300 text on a slate-700 grid.
 */
export const CHART_COLORS = {
  main: '#2dd4bf',
  beside: '#fbbf24',
  text: '#cbd5e1',
  grid: '#334155',
} as const;

/** The axes' ticks and the tooltip, alike on every chart. */
export const CHART_TICK = { fill: CHART_COLORS.text, fontSize: 12 } as const;
export const CHART_TOOLTIP = {
  labelStyle: { color: '#0f172a' },
  contentStyle: { borderRadius: 8 },
} as const;

/**
 * A chart as a picture for the eye: one line that says what it shows (`summary`, what a screen reader hears), its
 * title, and the drawing at `height` px; the numbers themselves are in the table the screen puts beside it.
 */
export function ChartFigure({
  summary,
  title,
  height,
  className,
  children,
}: {
  summary: string;
  title: string;
  height: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <figure
      role="img"
      aria-label={summary}
      className={cn(
        'rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <figcaption aria-hidden="true" className="mb-3 text-sm font-semibold">
        {title}
      </figcaption>
      <div aria-hidden="true" className="w-full" style={{ height }}>
        {children}
      </div>
    </figure>
  );
}
