import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

// text-base below `sm` stops iOS Safari from zooming into a focused field.
const fieldBase =
  'block w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-60 focus:outline-2 focus:outline-offset-0 focus:outline-teal-600 sm:text-sm dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:outline-teal-400';

function fieldClasses(invalid: boolean | undefined, className: string | undefined) {
  return cn(
    fieldBase,
    invalid ? 'border-red-600 dark:border-red-500' : 'border-slate-300 dark:border-slate-600',
    className,
  );
}

/**
 * A checkbox's or a radio's own box: 24 px, WCAG 2.5.8's least. The <label> around it, at least 44 px tall
 * (min-h-11), is what the thumb hits.
 */
export const choiceBox = 'size-6 shrink-0';

export type TInputProps = InputHTMLAttributes<HTMLInputElement> & {
  /** Marks the field invalid for assistive technology and colours its border. */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export function Input({ invalid, className, ...props }: TInputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={fieldClasses(invalid, cn('h-11 lg:h-10', className))}
      {...props}
    />
  );
}

export type TSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

export function Select({ invalid, className, children, ...props }: TSelectProps) {
  return (
    <select
      aria-invalid={invalid || undefined}
      className={fieldClasses(invalid, cn('h-11 lg:h-10', className))}
      {...props}
    >
      {children}
    </select>
  );
}

export type TTextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

export function Textarea({ invalid, className, ...props }: TTextareaProps) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={fieldClasses(invalid, cn('min-h-24 py-2', className))}
      {...props}
    />
  );
}
