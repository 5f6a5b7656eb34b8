import {
  formatDecimalText,
  understoodText,
  type TDecimalInputCurrency,
} from '@cuadre/shared/money/decimal-input';
import { readChargeAmount } from '@cuadre/shared/sales/extra-charges';
import { formatUsd, vesToUsd } from '@cuadre/shared/money/money';

/**
 * Under a charge's amount: what it will be sold for ("Se guardará: Bs. 1.234,56 · Equivale a $30.86"), or why
 * the amount cannot be read for sure ("1.234": thousands or decimals?) once the seller has left the field or
 * tried to sell. Empty otherwise, so the row keeps its height while nothing is typed.
 */
export function ChargeAmountNote({
  id,
  amount,
  currency,
  rate,
  isProblemShown,
}: {
  id: string;
  amount: string;
  currency: TDecimalInputCurrency;
  rate: number | null;
  isProblemShown: boolean;
}) {
  const read = readChargeAmount(amount);
  if (read === null) return null;
  if (!read.ok) {
    if (!isProblemShown) return null;
    return (
      <p id={id} className="col-span-3 text-sm text-red-700 dark:text-red-400">
        {read.message}
      </p>
    );
  }
  if (Number(read.value) <= 0) return null;
  const equivalent =
    currency === 'VES' && rate !== null
      ? ` · Equivale a ${formatUsd(vesToUsd(Number(read.value), rate))}`
      : '';
  return (
    <p id={id} className="col-span-3 text-xs break-words text-slate-700 dark:text-slate-300">
      {understoodText(formatDecimalText(read.value, currency))}
      {equivalent}
    </p>
  );
}
