import { useMemo, type ReactNode, type Ref } from 'react';
import type { TCurrencyMode } from '@cuadre/shared/money/constants';
import { formatUsd, usdToVes, vesToUsd } from '@cuadre/shared/money/money';
import { DOLLAR_RATE_MESSAGES } from '@cuadre/shared/dollar-rate/messages';
import { AmountInput, type TAmountConversion } from '@/components/ui/amount-input';
import type { TFieldErrorPlacement } from '@/components/ui/field';
import { useCurrencySettings } from '@/hooks/use-format-money';

export type TMoneyInputProps = TFieldErrorPlacement & {
  label: ReactNode;
  /** The amount in USD (how every amount is stored, spec §9); undefined/null for an empty field. */
  value: number | null | undefined;
  /**
   * Reports the amount in USD: bolívars typed in VES mode are divided by the rate (rounded to cents). NaN for
   * text that cannot be read for sure ("1.234": thousands or decimals?), which the amount schemas refuse.
   */
  onChange: (amountUsd: number | undefined) => void;
  /**
   * Also told what was typed, in the currency it was typed in: bolívars typed in VES mode reach a payment exactly
   * as handed over, not converted back from rounded dollars (design §10).
   */
  onTypedChange?: (typed: TTypedAmount | undefined) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  error?: string;
  hint?: ReactNode;
  /** See AmountInput: the hint says what is saved instead of what was typed. */
  isUnderstoodHidden?: boolean;
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An amount field that follows the seller's currency mode (spec §1, §9), read by AmountInput ("245,67",
 * "1.234,56" and "245.67" alike; "1.234" refused as ambiguous). In VES mode with a rate the seller types
 * bolívars and the form receives dollars; the dollar equivalent is shown beside what was understood so the
 * rounding to cents is never a surprise. In VES mode without a rate it falls back to dollars and says
 * 'Tasa del dólar no disponible'. Use it with react-hook-form's `Controller`:
 * `<Controller name="price" control={control} render={({ field, fieldState }) =>
 *   <MoneyInput label="Precio" {...field} error={fieldState.error?.message} />} />`
 */
export type TTypedAmount = { amount: number; currency: TCurrencyMode };

export function MoneyInput({ onTypedChange, ...props }: TMoneyInputProps) {
  const { mode: storedMode, rate } = useCurrencySettings();
  const isRateMissing = storedMode === 'VES' && rate === null;
  // Without a rate nothing can be converted: the field takes dollars (the amount is unchanged, spec §9).
  const mode: TCurrencyMode = isRateMissing ? 'USD' : storedMode;
  const convert = useMemo<TAmountConversion | undefined>(
    () =>
      mode === 'VES' && rate !== null
        ? { toValue: (typedVes) => vesToUsd(typedVes, rate), fromValue: (usd) => usdToVes(usd, rate) }
        : undefined,
    [mode, rate],
  );
  return (
    <AmountInput
      {...props}
      currency={mode}
      convert={convert}
      describeTyped={convert ? (typedVes) => `Equivale a ${formatUsd(convert.toValue(typedVes))}` : undefined}
      note={isRateMissing ? DOLLAR_RATE_MESSAGES.fieldNote : undefined}
      onTypedChange={
        onTypedChange
          ? (typed) => onTypedChange(typed === undefined ? undefined : { amount: typed, currency: mode })
          : undefined
      }
    />
  );
}
