import { divideRounded, fromBigCents, toBigCents } from '../money/money';
import { PAYMENT_METHOD_CURRENCIES, type TPaymentCurrency, type TPaymentMethod } from './constants';

/**
 * IGTF (design §10): a seller setting, off by default, charged on payments in foreign currency (dollars) on top
 * of what they pay off, as a percentage of it. The rate is a percentage with 2 decimals, above 0 and at most 100.
 */
export const IGTF_DEFAULT_RATE = 3;
export const IGTF_MAX_RATE = 100;
/**
 * Dollars are foreign currency in Venezuela: a payment handed over in USD bears IGTF when it is charged, by a
 * method that takes dollars (cash, Zelle, Otro). Tarjeta and Transferencia are bolívar methods: the spec's
 * payload records them in dollars, but no foreign currency changed hands, so they bear none.
 */
export function bearsIgtf(currency: TPaymentCurrency, method: TPaymentMethod): boolean {
  return currency === 'USD' && PAYMENT_METHOD_CURRENCIES[method].includes('USD');
}

// IGTF percentages have 2 decimals: 3 % is 300 hundredths of a percent, out of 10,000.
export const PERCENT_SCALE = 10_000n;

export function igtfHundredths(igtfRate: number | null): bigint {
  return igtfRate === null ? 0n : BigInt(Math.round(igtfRate * 100));
}

/** The IGTF on a USD amount paid off in dollars: igtfRate % of it, rounded half up to the cent. */
export function igtfOnAmount(amount: number, igtfRate: number | null): number {
  return fromBigCents(divideRounded(toBigCents(amount) * igtfHundredths(igtfRate), PERCENT_SCALE));
}

/**
 * A percentage as a Venezuelan seller writes it: "3", "3,5", "3,25" (up to 2 decimals, a decimal comma). Built by
 * hand, as the money formats are, so the server and every browser write it alike.
 */
export function formatPercent(rate: number): string {
  return String(Math.round(rate * 100) / 100).replace('.', ',');
}

/** "IGTF (3 %)", "IGTF (2,5 %)": the label of the IGTF charged at the seller's percentage. */
export function igtfLabel(igtfRate: number): string {
  return `IGTF (${formatPercent(igtfRate)} %)`;
}

/**
 * The IGTF a payment that pays off `amount` dollars bears on top (design §10): igtfOnAmount when its currency and
 * method bear it (dollars handed over: cash, Zelle), else 0. The one rule of the cart, the instalment form and the
 * server.
 */
export function igtfOnPayment(
  payment: { currency: TPaymentCurrency; method: TPaymentMethod; amount: number },
  igtfRate: number | null,
): number {
  return bearsIgtf(payment.currency, payment.method) ? igtfOnAmount(payment.amount, igtfRate) : 0;
}
