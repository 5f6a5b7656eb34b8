import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import {
  formatDecimalText,
  parseDecimalInput,
  understoodText,
  type TDecimalInputCurrency,
} from '@cuadre/shared/money/decimal-input';
import { FieldError, Label, type TFieldErrorPlacement } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** Turns the number typed into the form's value and back (MoneyInput: bolívars typed, dollars kept). */
export type TAmountConversion = {
  toValue: (typed: number) => number;
  fromValue: (value: number) => number;
};

/**
 * The text a field shows for a value: plain digits with the currency's decimal separator ("1234,5" in
 * bolívars, "1234.5" in dollars), easy to edit and read back as the same value. "36,573" would be refused as
 * ambiguous (thousands or decimals?), so it is written "36,5730".
 */
export function amountText(value: number, currency: TDecimalInputCurrency, maxDecimals: number): string {
  if (!Number.isFinite(value)) return '';
  const plain = String(value).includes('e')
    ? value.toFixed(Math.min(maxDecimals, 20)).replace(/\.?0+$/, '')
    : String(value);
  const padded = /^-?[1-9]\d{0,2}\.\d{3}$/.test(plain) ? `${plain}0` : plain;
  return currency === 'VES' ? padded.replace('.', ',') : padded;
}

const CURRENCY_PREFIXES: Record<TDecimalInputCurrency, string> = { USD: '$', VES: 'Bs.', EUR: '€' };
const CURRENCY_NAMES: Record<TDecimalInputCurrency, string> = {
  USD: 'Monto en dólares',
  VES: 'Monto en bolívares',
  EUR: 'Monto en euros',
};

export type TAmountInputProps = TFieldErrorPlacement & {
  label: ReactNode;
  /** The currency the seller types in: the prefix in the field and the currency of "Se guardará: …". */
  currency: TDecimalInputCurrency;
  /** The form's value (in its own unit when `convert` is given); undefined or null for an empty field. */
  value: number | null | undefined;
  /**
   * Reports the form's value: undefined for an empty field (the form's "required" message applies) and NaN
   * for text that cannot be read for sure ("1.234", "12,3,4"), which every amount schema refuses, so nothing
   * is submitted while the field shows why.
   */
  onChange: (value: number | undefined) => void;
  onBlur?: () => void;
  /** The most decimals the seller may type: 2 for money (default), more for a rate. */
  maxDecimals?: number;
  allowNegative?: boolean;
  /** After the understood amount: "por USD" gives "Se guardará: Bs. 245,67 por USD" (design §7). */
  unit?: string;
  /** Keep it stable (useMemo): a new object re-derives the field's text from the form's value. */
  convert?: TAmountConversion;
  /** More about the amount read, after "Se guardará: …" ("Equivale a $25.01"). */
  describeTyped?: (typed: number) => ReactNode;
  /** Also told the number as typed (before any conversion), undefined for an empty or unreadable field. */
  onTypedChange?: (typed: number | undefined) => void;
  /**
   * Hides "Se guardará: …" when the form saves something else than what was typed and says so in `hint` (an
   * abono above the balance is lowered to it).
   */
  isUnderstoodHidden?: boolean;
  /** A note under the field (e.g. that there is no rate). */
  note?: ReactNode;
  name?: string;
  id?: string;
  /** The form's message for this field (react-hook-form's `fieldState.error?.message`). */
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A field for an amount or a rate, typed the Venezuelan way ("245,67", "1.234,56") or the other ("245.67",
 * "1,234.56"), read by `parseDecimalInput` (design §7, §10). Under it, what it understood before anything is
 * saved ("Se guardará: Bs. 245,67"), or why it cannot read the text: that message waits for the seller to leave
 * the field (or to submit), so "1.234" on the way to "1.234,56" does not flash an error. It replaces a
 * `type="number"` field, which reads "245,67" as 24567 in some browsers and languages, and lets the wrong value
 * through without a word. Use it with react-hook-form's `Controller`:
 * `<Controller name="price" control={control} render={({ field, fieldState }) =>
 *   <AmountInput label="Precio" currency="USD" {...field} error={fieldState.error?.message} />} />`
 */
export function AmountInput({
  label,
  currency,
  value,
  onChange,
  onTypedChange,
  onBlur,
  maxDecimals = 2,
  allowNegative = false,
  unit,
  convert,
  describeTyped,
  isUnderstoodHidden = false,
  note,
  name,
  id: idProp,
  error,
  errorId: errorIdProp,
  errorShownAt,
  hint,
  disabled,
  placeholder,
  autoFocus,
  className,
  ref,
}: TAmountInputProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const toText = (next: number | null | undefined) =>
    typeof next === 'number' && Number.isFinite(next)
      ? amountText(convert ? convert.fromValue(next) : next, currency, maxDecimals)
      : '';

  const [text, setText] = useState(() => toText(value));
  // Whether the seller left the field since their last change: only then is a text that cannot be read an error.
  const [isLeft, setIsLeft] = useState(false);
  // The last value this field reported: a `value` equal to it is our own echo and must not rewrite what the
  // seller is typing ("12," would otherwise jump to "12"). Anything else (a form reset, a change of currency or
  // conversion) re-derives the text.
  const lastReported = useRef<number | undefined>(value ?? undefined);
  const lastView = useRef({ currency, convert });
  useEffect(() => {
    const isViewChanged = lastView.current.currency !== currency || lastView.current.convert !== convert;
    const isEcho = Object.is(lastReported.current, value ?? undefined);
    if (isViewChanged || !isEcho) {
      setText(toText(value));
      setIsLeft(false);
      lastReported.current = value ?? undefined;
      lastView.current = { currency, convert };
    }
    // toText reads only currency, convert and maxDecimals, which the view check covers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, currency, convert]);

  const isEmpty = text.trim() === '';
  const parsed = isEmpty ? null : parseDecimalInput(text, { maxDecimals, allowNegative });

  function handleChange(next: string) {
    setText(next);
    setIsLeft(false);
    const read = next.trim() === '' ? null : parseDecimalInput(next, { maxDecimals, allowNegative });
    let reported: number | undefined;
    if (read === null) reported = undefined;
    else if (!read.ok) reported = Number.NaN;
    else reported = convert ? convert.toValue(Number(read.value)) : Number(read.value);
    lastReported.current = reported;
    onChange(reported);
    onTypedChange?.(read?.ok ? Number(read.value) : undefined);
  }

  // The reading's own message takes the place of the form's: "1.234" is refused for what it is, not as "0".
  const readError =
    parsed && !parsed.ok && (isLeft || Boolean(error || errorShownAt)) ? parsed.message : undefined;
  const shownError = readError ?? error;
  const understood =
    parsed?.ok === true && !isUnderstoodHidden
      ? `${understoodText(formatDecimalText(parsed.value, currency))}${unit ? ` ${unit}` : ''}`
      : null;
  const typedExtra = parsed?.ok === true && describeTyped ? describeTyped(Number(parsed.value)) : null;

  const currencyId = `${id}-currency`;
  const hintId = `${id}-hint`;
  const understoodId = `${id}-understood`;
  const noteId = `${id}-note`;
  const errorId = (readError ? undefined : errorIdProp) ?? `${id}-error`;
  const describedBy = [
    currencyId,
    hint ? hintId : null,
    understood ? understoodId : null,
    note ? noteId : null,
    shownError ? errorId : (errorShownAt ?? null),
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-600 dark:text-slate-400"
        >
          {CURRENCY_PREFIXES[currency]}
        </span>
        <span id={currencyId} className="sr-only">
          {CURRENCY_NAMES[currency]}
        </span>
        <Input
          ref={ref}
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => handleChange(event.target.value)}
          onBlur={() => {
            setIsLeft(true);
            onBlur?.();
          }}
          disabled={disabled}
          placeholder={placeholder}
          autoFocus={autoFocus}
          invalid={Boolean(shownError || errorShownAt)}
          aria-describedby={describedBy}
          className={cn(currency === 'VES' ? 'pl-10' : 'pl-7')}
        />
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {understood && (
        <p id={understoodId} className="mt-1 text-xs break-words text-slate-700 dark:text-slate-300">
          {understood}
          {typedExtra ? ' · ' : null}
          {typedExtra}
        </p>
      )}
      {note && (
        <p id={noteId} className="mt-1 text-xs text-amber-800 dark:text-amber-300">
          {note}
        </p>
      )}
      <FieldError id={errorId} message={shownError} />
    </div>
  );
}
