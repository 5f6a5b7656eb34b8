import { formatMoney } from '@cuadre/shared/money/money';
import {
  buildOpenAccountShareText,
  vesRateNote,
  type TShareableOpenAccount,
} from '@cuadre/shared/open-accounts/share-text';
import type { TCurrencySettings } from '@/hooks/use-format-money';
import { saleRateNote } from '@/hooks/use-sale-money';
import { browserTimeZone } from './format-account';

/**
 * The summary text a seller sends to the client (spec §2 "Sharing"), dated in the shop's zone, its amounts in
 * the currency the seller is shown: in VES mode with a rate, bolívares at that rate, which it names.
 */
export function accountShareText(
  account: TShareableOpenAccount,
  currency: Pick<TCurrencySettings, 'mode' | 'rate'> = { mode: 'USD', rate: null },
): string {
  const isVes = currency.mode === 'VES' && currency.rate !== null && currency.rate > 0;
  return buildOpenAccountShareText(account, {
    timeZone: browserTimeZone(),
    formatMoney: (amountUsd) => formatMoney(amountUsd, currency),
    currencyNote: isVes && currency.rate ? vesRateNote(currency.rate) : null,
    bolivaresRate: isVes ? currency.rate : null,
    // Each sale's bolívares at the rate it remembers, said beside its total (design §10).
    saleMoney: (sale) =>
      isVes && sale.exchangeRate !== null && sale.exchangeRateDate !== null
        ? {
            format: (amountUsd) => formatMoney(amountUsd, { mode: 'VES', rate: sale.exchangeRate }),
            note: saleRateNote(sale.exchangeRate, sale.exchangeRateDate),
          }
        : null,
  });
}
