import { useCallback } from 'react';
import { formatRateInFull, formatVes } from '@cuadre/shared/money/money';
import type { TPayment } from '@cuadre/shared/payments/schemas';
import type { TSale } from '@cuadre/shared/sales/schemas';
import { formatShown, useCurrencySettings, type TCurrencySettings } from '@/hooks/use-format-money';
import { formatLocalDate } from '@cuadre/shared/common/dates';

type TSaleRate = Pick<TSale, 'exchangeRate' | 'exchangeRateDate'> & Partial<Pick<TSale, 'exchangeRateEur'>>;

/** The seller's settings with the sale's own rates where it remembers them (design §10), else today's. */
function atSaleRates(sale: TSaleRate, settings: TCurrencySettings): TCurrencySettings {
  return {
    ...settings,
    rate: sale.exchangeRate ?? settings.rate,
    euroRate: sale.exchangeRateEur ?? settings.euroRate,
  };
}

/**
 * Design §10: everything shown about a sale in bolívares uses the rate it remembers, not today's. In VES mode a
 * sale with a rate is formatted at that rate; one without (made before sales remembered it) at today's. A shop
 * that prices in euros sees the sale in euros at the cross of the two rates it remembers.
 */
export function useSaleMoney(sale: TSaleRate): (amountUsd: number) => string {
  const settings = atSaleRates(sale, useCurrencySettings());
  const { mode, rate, reference, euroRate } = settings;
  return useCallback(
    (amountUsd: number) => formatShown(amountUsd, { mode, rate, reference, euroRate }),
    [mode, rate, reference, euroRate],
  );
}

/** "a Bs. 245,68 (tasa del 10/3/2026)": said beside a sale's bolívares in VES mode; null when not shown. */
export function useSaleRateNote(sale: TSaleRate): string | null {
  const { mode } = useCurrencySettings();
  if (mode !== 'VES' || sale.exchangeRate === null || sale.exchangeRateDate === null) return null;
  return saleRateNote(sale.exchangeRate, sale.exchangeRateDate);
}

export function saleRateNote(rate: number, validFor: string): string {
  // The Fecha Valor is a calendar day: read at noon so no zone moves it to the day before.
  return `a Bs. ${formatRateInFull(rate)} (tasa del ${formatLocalDate(new Date(`${validFor}T12:00:00`))})`;
}

/**
 * A payment as handed over: bolívares as typed ("Bs. 100,00"), never a re-conversion of its rounded dollars;
 * a dollar payment through the sale's formatter.
 */
export function paymentAsHandedOver(
  payment: Pick<TPayment, 'currency' | 'amount' | 'amountInCurrency'>,
  formatSaleMoney: (amountUsd: number) => string,
): string {
  return payment.currency === 'VES' ? formatVes(payment.amountInCurrency) : formatSaleMoney(payment.amount);
}

/** The same as useSaleMoney for lists, where a hook per row cannot be called: the sale's rate, else today's. */
export function formatSaleAmount(amountUsd: number, sale: TSaleRate, settings: TCurrencySettings): string {
  return formatShown(amountUsd, atSaleRates(sale, settings));
}

/** Said once above a list of sales in VES mode (design §10: each sale at its own rate). */
export const EACH_SALE_AT_ITS_RATE = 'En bolívares, cada venta a la tasa del día en que se hizo.';
