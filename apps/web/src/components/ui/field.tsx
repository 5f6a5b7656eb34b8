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

/** Where one field's validation message goes: under it, or under another field that shows it for both. */
export type TFieldErrorPlacement = {
  /** The message to show under this field. */
  error?: string;
  /** The id of that message, so the other fields it speaks for can point to it. */
  errorId?: string;
  /** This field is wrong, and its message is the one at this id, shown under another field. */
  errorShownAt?: string;
};

/**
 * Places the messages of a form whose rules speak for several fields at once (spec §5: 'Precio, Costo y
 * Cantidad deben ser mayores a 0.'). Such a message is shown once, under the last of its fields that is
 * wrong; the others are marked invalid and described by it. Under every field, one sentence repeated three
 * times read as three problems and pushed the form down a phone's screen. Any other message stays under its
 * own field.
 */
export function placeFieldErrors<TField extends string>(
  idPrefix: string,
  fields: readonly TField[],
  messageOf: (field: TField) => string | undefined,
  sharedMessages: readonly string[],
): Record<TField, TFieldErrorPlacement> {
  const placements = {} as Record<TField, TFieldErrorPlacement>;
  const shownAt = new Map<string, string>();
  // From the last field up, so a shared message is shown under the lowest field it is about.
  for (const field of [...fields].reverse()) {
    const message = messageOf(field);
    if (!message) {
      placements[field] = {};
      continue;
    }
    const shownId = sharedMessages.includes(message) ? shownAt.get(message) : undefined;
    if (shownId) {
      placements[field] = { errorShownAt: shownId };
    } else {
      const errorId = `${idPrefix}-${field}-error`;
      shownAt.set(message, errorId);
      placements[field] = { error: message, errorId };
    }
  }
  return placements;
}

export type TFieldControlProps = {
  id: string;
  invalid: boolean;
  'aria-describedby'?: string;
};

type TFormFieldProps = TFieldErrorPlacement & {
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
export function FormField({
  label,
  error,
  errorId: errorIdProp,
  errorShownAt,
  hint,
  className,
  children,
}: TFormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = errorIdProp ?? `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : (errorShownAt ?? null)].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, invalid: Boolean(error || errorShownAt), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
