import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

// -100 backgrounds with -800 text stay readable on both themes (the badge carries its own background).
const TONES = {
  neutral: 'bg-slate-100 text-slate-800',
  success: 'bg-green-100 text-green-800',
  warning: 'bg-yellow-100 text-yellow-800',
  danger: 'bg-red-100 text-red-800',
  info: 'bg-blue-100 text-blue-800',
} as const;

export type TBadgeTone = keyof typeof TONES;

type TBadgeProps = {
  children: ReactNode;
  tone?: TBadgeTone;
  /** Overrides the tone's colours, e.g. an expense category's classes from @cuadre/shared/expenses/constants. */
  colorClassName?: string;
  className?: string;
};

export function Badge({ children, tone = 'neutral', colorClassName, className }: TBadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        colorClassName ?? TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
