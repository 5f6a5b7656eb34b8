import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import type { TCurrencyMode } from '@cuadre/shared/constants';
import { formatUsd, usdToVes, vesToUsd } from '@cuadre/shared/domain/money';
import { DOLLAR_RATE_MESSAGES } from '@cuadre/shared/messages';
import { FieldError, Label, type TFieldErrorPlacement } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useCurrencySettings } from '@/hooks/use-format-money';
import { cn } from '@/lib/cn';

const NUMBER_RE = /^-?\d+(\.\d+)?$/;

/**
 * Reads what a person types into an amount field: "12.5", "12,50", "1.234,56" (es-VE) or "1,234.56" (en-US),
 * with or without a leading "$" / "Bs.". The mode decides which separator is the decimal one; a lone separator
 * followed by one or two digits is always read as the decimal point ("12.5" in VES mode is 12,5, not 125),
 * because that is what someone typing on a phone's numeric keypad means.
 * Returns undefined for an empty field and NaN for text that is not an amount, so the form's schema reports
 * 'required' and 'invalid' the same way it does for a plain number input.
 */
export function parseAmountText(text: string, mode: TCurrencyMode): number | undefined {
  const compact = text.replace(/\s+/g, '').replace(/^(bs\.?|\$)/i, '');
  if (compact === '') return undefined;
  const decimal = mode === 'VES' ? ',' : '.';
  const grouping = mode === 'VES' ? '.' : ',';
  let normalised: string;
  if (compact.includes(decimal)) {
    if (compact.split(decimal).length > 2) return Number.NaN;
    normalised = compact.split(grouping).join('').replace(decimal, '.');
  } else {
    const parts = compact.split(grouping);
    const last = parts[parts.length - 1] ?? '';
    normalised = parts.length === 2 && last.length > 0 && last.length <= 2 ? parts.join('.') : parts.join('');
  }
  return NUMBER_RE.test(normalised) ? Number(normalised) : Number.NaN;
}

/** The text shown for a stored USD amount: plain digits with the mode's decimal separator, easy to edit. */
function amountText(amountUsd: number | null | undefined, mode: TCurrencyMode, rate: number | null): string {
  if (typeof amountUsd !== 'number' || !Number.isFinite(amountUsd)) return '';
  if (mode === 'VES' && rate) return usdToVes(amountUsd, rate).toFixed(2).replace('.', ',');
  return String(amountUsd);
}

export type TMoneyInputProps = TFieldErrorPlacement & {
  label: ReactNode;
  /** The amount in USD (how every amount is stored, spec §9); undefined/null for an empty field. */
  value: number | null | undefined;
  /** Reports the amount in USD: bolívars typed in VES mode are divided by the rate (rounded to cents). */
  onChange: (amountUsd: number | undefined) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An amount field that follows the seller's currency mode (spec §1, §9). In VES mode with a rate the seller
 * types bolívars and the form receives dollars; the dollar equivalent is shown under the field so the rounding
 * to cents is never a surprise. In VES mode without a rate it falls back to dollars and says
 * 'Tasa del dólar no disponible'. Use it with react-hook-form's `Controller`:
 * `<Controller name="price" control={control} render={({ field, fieldState }) =>
 *   <MoneyInput label="Precio" {...field} error={fieldState.error?.message} />} />`
 */
export function MoneyInput({
  label,
  value,
  onChange,
  onBlur,
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
}: TMoneyInputProps) {
  const { mode: storedMode, rate } = useCurrencySettings();
  const isRateMissing = storedMode === 'VES' && rate === null;
  // Without a rate nothing can be converted: the field takes dollars (the amount is unchanged, spec §9).
  const mode: TCurrencyMode = isRateMissing ? 'USD' : storedMode;
  const generatedId = useId();
  const id = idProp ?? generatedId;

  const [text, setText] = useState(() => amountText(value, mode, rate));
  // The last amount this field reported: a `value` equal to it is our own echo and must not rewrite what the
  // seller is typing ("12," would otherwise jump to "12,00"). Anything else (a form reset, a mode or rate
  // change) re-derives the text.
  const lastReported = useRef<number | null | undefined>(value);
  const lastView = useRef({ mode, rate });
  useEffect(() => {
    const viewChanged = lastView.current.mode !== mode || lastView.current.rate !== rate;
    const isEcho = Object.is(lastReported.current, value ?? undefined);
    if (viewChanged || !isEcho) {
      setText(amountText(value, mode, rate));
      lastReported.current = value ?? undefined;
      lastView.current = { mode, rate };
    }
  }, [value, mode, rate]);

  function handleChange(next: string) {
    setText(next);
    const typed = parseAmountText(next, mode);
    const amountUsd =
      typed !== undefined && mode === 'VES' && Number.isFinite(typed) ? vesToUsd(typed, rate) : typed;
    lastReported.current = amountUsd;
    onChange(amountUsd);
  }

  const typedVes = mode === 'VES' ? parseAmountText(text, mode) : undefined;
  const equivalent =
    typedVes !== undefined && Number.isFinite(typedVes) ? formatUsd(vesToUsd(typedVes, rate)) : null;

  const currencyId = `${id}-currency`;
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const errorId = errorIdProp ?? `${id}-error`;
  const describedBy = [
    currencyId,
    hint || equivalent ? hintId : null,
    isRateMissing ? noteId : null,
    error ? errorId : (errorShownAt ?? null),
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
          {mode === 'VES' ? 'Bs.' : '$'}
        </span>
        <span id={currencyId} className="sr-only">
          {mode === 'VES' ? 'Monto en bolívares' : 'Monto en dólares'}
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
          onBlur={onBlur}
          disabled={disabled}
          placeholder={placeholder}
          autoFocus={autoFocus}
          invalid={Boolean(error || errorShownAt)}
          aria-describedby={describedBy}
          className={cn(mode === 'VES' ? 'pl-10' : 'pl-7')}
        />
      </div>
      {(hint || equivalent) && (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
          {hint && equivalent ? ' · ' : null}
          {equivalent && `Equivale a ${equivalent}`}
        </p>
      )}
      {isRateMissing && (
        <p id={noteId} className="mt-1 text-xs text-amber-800 dark:text-amber-300">
          {DOLLAR_RATE_MESSAGES.fieldNote}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
