import { divideRounded, formatUsd, fromBigCents, isUsableRate, scaledRate, toBigCents } from './money';

/**
 * The currency a Venezuelan shop prices in (design §10): prices are kept in dollars as the spec says, and a shop
 * may type, see and print them in euros at the day's cross of the BCV's two rates.
 */
export const REFERENCE_CURRENCIES = ['USD', 'EUR'] as const;
export type TReferenceCurrency = (typeof REFERENCE_CURRENCIES)[number];
export const DEFAULT_REFERENCE_CURRENCY: TReferenceCurrency = 'USD';

export const REFERENCE_CURRENCY_LABELS: Record<TReferenceCurrency, string> = {
  USD: 'Dólar (USD)',
  EUR: 'Euro (EUR)',
};

/** The BCV's two rates, in bolívares per dollar and per euro. */
export interface TBcvRates {
  usd: number | null | undefined;
  eur: number | null | undefined;
}

function usableCross(rates: TBcvRates): rates is { usd: number; eur: number } {
  return isUsableRate(rates.usd) && isUsableRate(rates.eur);
}

/**
 * Dollars in euros at the cross (amount × Bs/USD ÷ Bs/EUR), rounded half up to the cent, in integers: the
 * bolívares of a dollar bought with euros. Without both rates, null.
 */
export function usdToEur(usd: number, rates: TBcvRates): number | null {
  if (!usableCross(rates)) return null;
  const cents = toBigCents(usd);
  const magnitude = cents < 0n ? -cents : cents;
  const eur = divideRounded(magnitude * scaledRate(rates.usd), scaledRate(rates.eur));
  return fromBigCents(cents < 0n ? -eur : eur);
}

/**
 * Euros typed in dollars at the cross, rounded to the cent: what is kept. A euro is worth more than a dollar, so
 * a dollar's cent is finer than a euro's and an amount typed in euros is shown back unchanged.
 */
export function eurToUsd(eur: number, rates: TBcvRates): number | null {
  if (!usableCross(rates)) return null;
  const cents = toBigCents(eur);
  const magnitude = cents < 0n ? -cents : cents;
  const usd = divideRounded(magnitude * scaledRate(rates.eur), scaledRate(rates.usd));
  return fromBigCents(cents < 0n ? -usd : usd);
}

/** "€1,234.50": euros as the app prints a reference amount, beside "$1,234.50". */
export function formatEur(amount: number): string {
  return formatUsd(amount, '€');
}
