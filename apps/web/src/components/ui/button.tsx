import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

// teal-700 / red-700 keep white text above 4.5:1 on both themes (axe colour-contrast).
const VARIANTS = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 disabled:hover:bg-teal-700',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:hover:bg-red-700',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
} as const;

// Below lg (phones and tablets, held and tapped with a thumb) every button is at least 44 px tall, the size
// of a fingertip (WCAG 2.5.5); a laptop's pointer keeps the denser sizes.
const SIZES = {
  sm: 'h-11 gap-1.5 px-3 text-sm lg:h-8',
  md: 'h-11 gap-2 px-4 text-sm lg:h-10',
  lg: 'h-12 gap-2 px-6 text-base',
  /** Square, for an icon alone: give it an aria-label. */
  icon: 'size-11 justify-center p-0 lg:size-10',
} as const;

export type TButtonVariant = keyof typeof VARIANTS;
export type TButtonSize = keyof typeof SIZES;

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 dark:focus-visible:outline-teal-400';

/** Classes of a button, for links that must look like one (`<Link className={buttonClasses()}>`). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: TButtonVariant; size?: TButtonSize; className?: string } = {}): string {
  return cn(
    'inline-flex items-center justify-center rounded-lg font-medium transition-colors select-none disabled:cursor-not-allowed disabled:opacity-60',
    focusRing,
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: TButtonVariant;
  size?: TButtonSize;
  /** Disables the button and shows a spinner; pass the in-progress text as children ('Iniciando...'). */
  isLoading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: TButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={buttonClasses({ variant, size, className })}
      {...props}
    >
      {/* Decorative: the busy state is announced through aria-busy and the button's own text. */}
      {isLoading && (
        <span
          aria-hidden="true"
          className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      )}
      {children}
    </button>
  );
}
