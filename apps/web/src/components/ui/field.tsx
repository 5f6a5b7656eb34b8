import { useId, type LabelHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Label({ className, children, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label
      className={cn('mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200', className)}
      {...props}
    >
      {children}
    </label>
  );
}

/** A form's own failure (what the server answered), announced as it appears; renders nothing without one. */
export function FormError({
  message,
  className,
}: {
  message: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={cn(
        'rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200',
        className,
      )}
    >
      {message}
    </p>
  );
}

/** A field's validation message; renders nothing without one. */
export function FieldError({
  id,
  message,
  className,
}: {
  id?: string;
  message?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} className={cn('mt-1 text-sm text-red-700 dark:text-red-400', className)}>
      {message}
    </p>
  );
}

export type TFieldControlProps = {
  id: string;
  invalid: boolean;
  'aria-describedby'?: string;
};

type TFormFieldProps = {
  label: ReactNode;
  /** From react-hook-form: `errors.email?.message`. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Receives the ids to spread on the control so label, hint and error are announced with it. */
  children: (control: TFieldControlProps) => ReactNode;
};

/**
 * Label + control + hint + error, wired for screen readers:
 * `<FormField label="Email" error={errors.email?.message}>{(p) => <Input {...p} {...register('email')} />}</FormField>`
 */
export function FormField({ label, error, hint, className, children }: TFormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, invalid: Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
