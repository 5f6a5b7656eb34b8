import { useMemo, type ReactNode, type Ref } from 'react';
import type { TCurrencyMode } from '@cuadre/shared/money/constants';
import { formatUsd, usdToVes, vesToUsd } from '@cuadre/shared/money/money';
import { eurToUsd, usdToEur } from '@cuadre/shared/money/reference-currency';
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
  const { mode: storedMode, rate, reference, euroRate } = useCurrencySettings();
  const isRateMissing = storedMode === 'VES' && rate === null;
  // Without a rate nothing can be converted: the field takes dollars (the amount is unchanged, spec §9).
  const mode: TCurrencyMode = isRateMissing ? 'USD' : storedMode;
  // A shop that prices in euros types euros where it would type dollars (design §10); dollars are kept.
  const typedIn = mode === 'USD' && reference === 'EUR' ? 'EUR' : mode;
  const convert = useMemo<TAmountConversion | undefined>(() => {
    if (mode === 'VES' && rate !== null) {
      return { toValue: (typedVes) => vesToUsd(typedVes, rate), fromValue: (usd) => usdToVes(usd, rate) };
    }
    if (typedIn === 'EUR') {
      const rates = { usd: rate, eur: euroRate };
      return {
        toValue: (typedEur) => eurToUsd(typedEur, rates) ?? Number.NaN,
        fromValue: (usd) => usdToEur(usd, rates) ?? Number.NaN,
      };
    }
    return undefined;
  }, [mode, typedIn, rate, euroRate]);
  return (
    <AmountInput
      {...props}
      currency={typedIn}
      convert={convert}
      describeTyped={convert ? (typed) => `Equivale a ${formatUsd(convert.toValue(typed))}` : undefined}
      note={isRateMissing ? DOLLAR_RATE_MESSAGES.fieldNote : undefined}
      onTypedChange={
        onTypedChange
          ? // Euros are no currency a payment is handed over in: their dollars, converted, are what counts.
            (typed) =>
              onTypedChange(
                typed === undefined || typedIn === 'EUR' ? undefined : { amount: typed, currency: mode },
              )
          : undefined
      }
    />
  );
}
