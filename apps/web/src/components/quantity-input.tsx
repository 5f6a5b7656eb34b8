import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { PRODUCT_UNIT_SYMBOLS, type TProductUnit } from '@cuadre/shared/products/constants';
import { FieldError, Label, type TFieldErrorPlacement } from '@/components/ui/field';
import { Input, type TInputProps } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { readWeighedQuantity, weighedInputText, type TQuantityReading } from '@/lib/quantity';

export type TWeighedText = {
  text: string;
  /** What the text reads as; null while it is empty. */
  reading: TQuantityReading | null;
  /** Whether the seller left the field since their last change: only then is an unreadable text an error. */
  isLeft: boolean;
  change: (text: string) => void;
  leave: () => void;
  /** Shows the value again, dropping what was typed (an emptied field the seller left). */
  showValue: () => void;
};

/**
 * The text of a weighed quantity's field and the number it reports: the value read, undefined while empty, NaN
 * while it cannot be read (every quantity schema refuses NaN, so nothing is sent while the field says why). A
 * `value` equal to the last one reported is our own echo and leaves the text alone ("0," on the way to "0,75"
 * must not jump back to "0"); any other value (a reset, a quantity capped at the stock) rewrites it.
 */
export function useWeighedText(
  value: number | null | undefined,
  onChange: (value: number | undefined) => void,
): TWeighedText {
  const [text, setText] = useState(() => weighedInputText(value));
  const [isLeft, setIsLeft] = useState(false);
  const lastReported = useRef<number | undefined>(value ?? undefined);
  useEffect(() => {
    if (Object.is(lastReported.current, value ?? undefined)) return;
    lastReported.current = value ?? undefined;
    setText(weighedInputText(value));
    setIsLeft(false);
  }, [value]);

  return {
    text,
    reading: readWeighedQuantity(text),
    isLeft,
    change(next) {
      setText(next);
      setIsLeft(false);
      const read = readWeighedQuantity(next);
      const reported = read === null ? undefined : read.ok ? read.value : Number.NaN;
      lastReported.current = reported;
      onChange(reported);
    },
    leave: () => setIsLeft(true),
    showValue() {
      lastReported.current = value ?? undefined;
      setText(weighedInputText(value));
      setIsLeft(false);
    },
  };
}

export type TQuantityInputProps = Omit<TInputProps, 'type' | 'inputMode'> & {
  unit: TProductUnit;
  /** Classes of the box that holds the field and its unit (the field itself fills it). */
  boxClassName?: string;
};

/**
 * A text field for a weighed quantity with its unit written inside ("kg"): `inputMode="decimal"` brings the
 * comma to a phone's keypad, which a `type="number"` field refuses in some browsers and languages.
 */
export function QuantityInput({
  unit,
  boxClassName,
  className,
  id: idProp,
  'aria-describedby': describedBy,
  ...props
}: TQuantityInputProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const unitId = `${id}-unit`;
  return (
    <div className={cn('relative', boxClassName)}>
      <Input
        {...props}
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-describedby={[unitId, describedBy].filter(Boolean).join(' ')}
        className={cn('pr-10', className)}
      />
      <span
        id={unitId}
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-600 dark:text-slate-400"
      >
        {PRODUCT_UNIT_SYMBOLS[unit]}
      </span>
    </div>
  );
}

export type TQuantityFieldProps = TFieldErrorPlacement & {
  label: ReactNode;
  unit: TProductUnit;
  /** The form's value; undefined or null for an empty field. */
  value: number | null | undefined;
  /** Undefined for an empty field, NaN for a text that cannot be read (see useWeighedText). */
  onChange: (value: number | undefined) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Label, weighed quantity field and message, for react-hook-form's `Controller`, as AmountInput is for money:
 * a text it cannot read says why in its own words ("Usa como máximo 3 decimales.") once the seller leaves it,
 * instead of the form's "must be above 0".
 */
export function QuantityField({
  label,
  unit,
  value,
  onChange,
  onBlur,
  error,
  errorId: errorIdProp,
  errorShownAt,
  hint,
  id: idProp,
  className,
  ...inputProps
}: TQuantityFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const weighed = useWeighedText(value, onChange);
  const { reading } = weighed;
  const readError =
    reading && !reading.ok && (weighed.isLeft || Boolean(error || errorShownAt))
      ? reading.message
      : undefined;
  const shownError = readError ?? error;
  const hintId = `${id}-hint`;
  const errorId = (readError ? undefined : errorIdProp) ?? `${id}-error`;
  const describedBy = [hint ? hintId : null, shownError ? errorId : (errorShownAt ?? null)]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <QuantityInput
        {...inputProps}
        id={id}
        unit={unit}
        value={weighed.text}
        onChange={(event) => weighed.change(event.target.value)}
        onBlur={() => {
          weighed.leave();
          onBlur?.();
        }}
        invalid={Boolean(shownError || errorShownAt)}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={shownError} />
    </div>
  );
}
