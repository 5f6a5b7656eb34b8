import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { focusRing } from './button';

type TTableProps = HTMLAttributes<HTMLTableElement> & {
  /** Visible or screen-reader caption naming the table. */
  caption?: string;
  /** Keeps the caption for screen readers only. */
  hideCaption?: boolean;
};

/**
 * Scrolls sideways inside its card instead of widening the page on a phone. The scrolling box takes focus and
 * is named by the caption, so a keyboard can scroll it too (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export function Table({ caption, hideCaption = true, className, children, ...props }: TTableProps) {
  return (
    <div
      role={caption ? 'region' : undefined}
      aria-label={caption}
      tabIndex={0}
      className={cn(
        'w-full overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700',
        focusRing,
      )}
    >
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props}>
        {caption && <caption className={cn(hideCaption && 'sr-only')}>{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

export function THead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <thead
      className={cn(
        'bg-slate-100 text-xs text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-300',
        className,
      )}
      {...props}
    />
  );
}

export function TBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn('divide-y divide-slate-200 dark:divide-slate-700', className)} {...props} />;
}

export function Tr({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('hover:bg-slate-50 dark:hover:bg-slate-800/60', className)} {...props} />;
}

export function Th({ className, scope = 'col', ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th scope={scope} className={cn('px-4 py-3 font-semibold whitespace-nowrap', className)} {...props} />
  );
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-4 py-3 align-middle', className)} {...props} />;
}
