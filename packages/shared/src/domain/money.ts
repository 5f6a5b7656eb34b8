/**
 * Money helpers. Amounts travel as JavaScript numbers with 2 decimals (design.md §2) but every sum and
 * product is done in integer cents so 0.1 + 0.2 is 0.30, never 0.30000000000000004.
 *
 * Formatting is built by hand from integer cents instead of `Intl.NumberFormat`: browsers and Node ship
 * different ICU data for es-VE, and the server (e-mails, share text) and the browser must print the same
 * string. The output matches Node 20's full-ICU `en-US` (USD) and `es-VE` (VES) formats.
 */
import { DEFAULT_CURRENCY_SYMBOL, VES_PREFIX, type TCurrencyMode } from '../constants';

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Exact conversion to integer cents, rounding half away from zero at the second decimal.
 * Numbers are read through their shortest decimal representation (`String(n)`), so `1.005` → 101 and
 * `0.1 + 0.2` → 30. Strings accept a plain decimal with a dot ("12.5", " -3.456 ", "1e3").
 * Throws a RangeError on anything that is not a finite number.
 */
export function toCents(value: number | string): number {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Monto inválido: ${value}`);
  }
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_RE.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`Monto inválido: ${String(value)}`);
  }
  const negative = match[1] === '-';
  let intPart = match[2] ?? '';
  let fracPart = match[3] ?? '';
  const exponent = match[4] ? Number.parseInt(match[4], 10) : 0;
  // Shift the decimal point by the exponent.
  if (exponent > 0) {
    fracPart = fracPart.padEnd(exponent, '0');
    intPart += fracPart.slice(0, exponent);
    fracPart = fracPart.slice(exponent);
  } else if (exponent < 0) {
    intPart = intPart.padStart(-exponent, '0');
    fracPart = intPart.slice(intPart.length + exponent) + fracPart;
    intPart = intPart.slice(0, intPart.length + exponent);
  }
  const kept = (fracPart + '00').slice(0, 2);
  const roundUp = (fracPart[2] ?? '0') >= '5';
  const cents = Number.parseInt((intPart || '0') + kept, 10) + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Monto fuera de rango: ${String(value)}`);
  return negative && cents !== 0 ? -cents : cents;
}

/** Integer cents → number with at most 2 decimals. */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** Rounds to 2 decimals, half away from zero, without float drift. */
export function roundMoney(value: number | string): number {
  return fromCents(toCents(value));
}

/** Exact sum of amounts. */
export function sumMoney(values: readonly (number | string)[]): number {
  let cents = 0;
  for (const value of values) cents += toCents(value);
  return fromCents(cents);
}

/** Rounds a (possibly fractional) cent value half away from zero. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** price × quantity, exact for integer quantities; fractional results round half away from zero. */
export function multiplyMoney(price: number | string, quantity: number): number {
  return fromCents(roundHalfAway(toCents(price) * quantity));
}

/** Subtraction in cents: a − b. */
export function subtractMoney(a: number | string, b: number | string): number {
  return fromCents(toCents(a) - toCents(b));
}

function isUsableRate(rate: number | null | undefined): rate is number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0;
}

// The BCV publishes 8 decimals; scaling the rate to an integer keeps the product exact.
const RATE_SCALE = 100_000_000n;

/**
 * USD → VES (amount × rate, rounded half away from zero to cents), computed in integers: the float product
 * 1250 × 36.5731 is 45716.37499…, which would round a real half cent down. No usable rate: unchanged.
 */
export function usdToVes(amount: number, rate: number | null | undefined): number {
  if (!isUsableRate(rate)) return amount;
  const cents = BigInt(toCents(amount));
  const scaledRate = BigInt(Math.round(rate * Number(RATE_SCALE)));
  const product = cents * scaledRate;
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude + RATE_SCALE / 2n) / RATE_SCALE;
  return fromCents(Number(product < 0n ? -rounded : rounded));
}

/** VES → USD (amount ÷ rate, rounded to cents). With no usable rate the amount is unchanged. */
export function vesToUsd(amount: number, rate: number | null | undefined): number {
  if (!isUsableRate(rate)) return amount;
  return roundMoney(amount / rate);
}

/** Groups the integer digits and appends 2 decimals, e.g. (123456, '.', ',') → "1.234,56". */
function formatCents(cents: number, thousands: string, decimal: string): string {
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString();
  const frac = (abs % 100).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${grouped}${decimal}${frac}`;
}

/** en-US with `$` and 2 decimals: 1234.5 → "$1,234.50", -3 → "-$3.00". */
export function formatUsd(amount: number, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  const cents = toCents(amount);
  return `${cents < 0 ? '-' : ''}${symbol}${formatCents(cents, ',', '.')}`;
}

/** es-VE with the prefix "Bs. " and 2 decimals; the amount is already in bolivars: 45678.9 → "Bs. 45.678,90". */
export function formatVes(amountVes: number): string {
  const cents = toCents(amountVes);
  return `${cents < 0 ? '-' : ''}${VES_PREFIX}${formatCents(cents, '.', ',')}`;
}

/** Plain es-VE number with 2 decimals (no prefix): 36.5 → "36,50". */
export function formatNumberVe(value: number): string {
  const cents = toCents(value);
  return `${cents < 0 ? '-' : ''}${formatCents(cents, '.', ',')}`;
}

/** The dollar-rate card's number: es-VE, 2 decimals ("Bs." is added by the card). */
export function formatRate(rate: number): string {
  return formatNumberVe(rate);
}

export type TFormatMoneyOptions = {
  mode: TCurrencyMode;
  rate: number | null | undefined;
};

/**
 * Formats a USD amount in the user's currency mode (spec §9).
 * - USD: "$1,234.50".
 * - VES with a rate: amount × rate as "Bs. 45.678,90".
 * - VES without a usable rate: the amount is unchanged, and we print it in the USD format ("$1,234.50")
 *   rather than labelling a dollar figure as bolivars — a shop owner must never read dollars as Bs.
 */
export function formatMoney(
  amountUsd: number,
  options: TFormatMoneyOptions = { mode: 'USD', rate: null },
): string {
  if (options.mode === 'VES' && isUsableRate(options.rate)) {
    return formatVes(usdToVes(amountUsd, options.rate));
  }
  return formatUsd(amountUsd);
}
