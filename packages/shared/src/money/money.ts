/**
 * Money helpers. Amounts travel as JavaScript numbers with 2 decimals (design.md §2) but every sum and
 * product is done in integer cents so 0.1 + 0.2 is 0.30, never 0.30000000000000004.
 *
 * Formatting is built by hand from integer cents instead of `Intl.NumberFormat`: browsers and Node ship
 * different ICU data for es-VE, and the server (e-mails, share text) and the browser must print the same
 * string. The output matches Node 20's full-ICU `en-US` (USD) and `es-VE` (VES) formats.
 */
import { DEFAULT_CURRENCY_SYMBOL, VES_PREFIX, type TCurrencyMode } from './constants';

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * An amount read as its digits of cents: sign, the integer digits followed by 2 decimals, and whether the third
 * decimal rounds the last one up (half away from zero). Numbers are read through their shortest decimal
 * representation (`String(n)`), so `1.005` → 101 and `0.1 + 0.2` → 30. Strings accept a plain decimal with a
 * dot ("12.5", " -3.456 ", "1e3"), as PostgreSQL prints a numeric. Throws a RangeError on anything that is not a
 * finite number.
 */
function centsDigits(value: number | string): { negative: boolean; digits: string; roundUp: boolean } {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Monto inválido: ${value}`);
  }
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_RE.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`Monto inválido: ${String(value)}`);
  }
  let intPart = match[2] ?? '';
  let fracPart = match[3] ?? '';
  const exponent = match[4] ? Number.parseInt(match[4], 10) : 0;
  // A number in JSON or a numeric from the database never needs more: a string could ask for a billion zeros.
  if (Math.abs(exponent) > 400) throw new RangeError(`Monto fuera de rango: ${String(value)}`);
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
  return {
    negative: match[1] === '-',
    digits: (intPart || '0') + kept,
    roundUp: (fracPart[2] ?? '0') >= '5',
  };
}

/**
 * Exact conversion to integer cents as a bigint, whatever the size (see centsDigits for what is read): sums of
 * many sales pass what a JavaScript number holds in exact cents (about 9e13 dollars), and no screen may fail
 * because a seller sold a lot (design §10).
 */
export function toBigCents(value: number | string): bigint {
  const { negative, digits, roundUp } = centsDigits(value);
  const cents = BigInt(digits) + (roundUp ? 1n : 0n);
  return negative ? -cents : cents;
}

/**
 * Exact conversion to integer cents as a number (see centsDigits for what is read). Throws a RangeError past
 * the safe-integer range (about 9e13 dollars), where arithmetic in number cents would no longer be exact: one
 * sale or payment never gets there; sums of many use toBigCents.
 */
export function toCents(value: number | string): number {
  const { negative, digits, roundUp } = centsDigits(value);
  const cents = Number.parseInt(digits, 10) + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Monto fuera de rango: ${String(value)}`);
  return negative && cents !== 0 ? -cents : cents;
}

/** Integer cents → number with at most 2 decimals. */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** Integer cents (any size) → "-1234.50", the decimal text PostgreSQL would print. */
export function bigCentsToDecimal(cents: bigint): string {
  const magnitude = cents < 0n ? -cents : cents;
  const whole = (magnitude / 100n).toString();
  const frac = (magnitude % 100n).toString().padStart(2, '0');
  return `${cents < 0n ? '-' : ''}${whole}.${frac}`;
}

/**
 * Integer cents (any size) → the nearest number: exact to the cent up to about 9e13 dollars (the same value as
 * fromCents), and the closest a JSON number can be beyond.
 */
export function fromBigCents(cents: bigint): number {
  return cents === 0n ? 0 : Number(bigCentsToDecimal(cents));
}

/** Rounds to 2 decimals, half away from zero, without float drift. */
export function roundMoney(value: number | string): number {
  return fromBigCents(toBigCents(value));
}

/** Exact sum of amounts (numbers or numeric strings), in cents as a bigint: it never overflows. */
export function sumBigCents(values: readonly (number | string)[]): bigint {
  let cents = 0n;
  for (const value of values) cents += toBigCents(value);
  return cents;
}

/** Exact sum of amounts, of any size. */
export function sumMoney(values: readonly (number | string)[]): number {
  return fromBigCents(sumBigCents(values));
}

/**
 * price × quantity in cents: exact for whole quantities and for weighed ones (3 decimals, design §13), whose
 * fraction of a cent rounds half away from zero, as PostgreSQL's round() does.
 */
function lineBigCents(price: number | string, quantity: number): bigint {
  const cents = toBigCents(price);
  if (Number.isInteger(quantity)) return cents * BigInt(quantity);
  const thousandths = Math.round(quantity * 1000);
  if (!Number.isSafeInteger(thousandths))
    throw new RangeError(`Monto fuera de rango: ${String(price)} × ${quantity}`);
  const product = cents * BigInt(thousandths);
  const sign = product < 0n ? -1n : 1n;
  return (sign * (sign * product + 500n)) / 1000n;
}

/** price × quantity in integer cents (a line's total or cost), as multiplyMoney rounds it. */
export function multiplyCents(price: number | string, quantity: number): number {
  return Number(lineBigCents(price, quantity));
}

/** price × quantity, exact to the cent; a weighed line's fraction of a cent rounds half away from zero. */
export function multiplyMoney(price: number | string, quantity: number): number {
  return fromBigCents(lineBigCents(price, quantity));
}

/** Σ price × quantity of a sale's or a cart's lines, exact to the cent whatever its size, in cents. */
export function linesTotalBigCents(lines: readonly { price: number | string; quantity: number }[]): bigint {
  let cents = 0n;
  for (const line of lines) cents += lineBigCents(line.price, line.quantity);
  return cents;
}

/** Subtraction in cents: a − b. */
export function subtractMoney(a: number | string, b: number | string): number {
  return fromBigCents(toBigCents(a) - toBigCents(b));
}

export function isUsableRate(rate: number | null | undefined): rate is number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0;
}

// The BCV publishes 8 decimals; scaling the rate to an integer keeps the product exact.
export const RATE_SCALE = 100_000_000n;

/** A rate as an integer of RATE_SCALE units: what the exact conversions multiply and divide by. */
export function scaledRate(rate: number): bigint {
  return BigInt(Math.round(rate * Number(RATE_SCALE)));
}

/** round_half_up(numerator ÷ denominator) for non-negative integers. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * USD → VES (amount × rate, rounded half away from zero to cents), computed in integers: the float product
 * 1250 × 36.5731 is 45716.37499…, which would round a real half cent down. No usable rate: unchanged.
 */
export function usdToVes(amount: number, rate: number | null | undefined): number {
  if (!isUsableRate(rate)) return amount;
  return fromBigCents(bigCentsAtRate(toBigCents(amount), rate));
}

/**
 * Dollar cents (any size) → bolívar cents at `rate`, rounded half away from zero: usdToVes for sums that pass
 * what a number holds exactly (PostgreSQL's round(amount × rate, 2) gives the same cents).
 */
export function bigCentsAtRate(cents: bigint, rate: number): bigint {
  const product = cents * scaledRate(rate);
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude + RATE_SCALE / 2n) / RATE_SCALE;
  return product < 0n ? -rounded : rounded;
}

/** VES → USD (amount ÷ rate, rounded to cents). With no usable rate the amount is unchanged. */
export function vesToUsd(amount: number, rate: number | null | undefined): number {
  if (!isUsableRate(rate)) return amount;
  return roundMoney(amount / rate);
}

/** Groups the integer digits and appends 2 decimals, e.g. (123456n, '.', ',') → "1.234,56". */
function formatCents(cents: bigint, thousands: string, decimal: string): string {
  const abs = cents < 0n ? -cents : cents;
  const whole = (abs / 100n).toString();
  const frac = (abs % 100n).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${grouped}${decimal}${frac}`;
}

/** en-US with `$` and 2 decimals: 1234.5 → "$1,234.50", -3 → "-$3.00". */
export function formatUsd(amount: number, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  const cents = toBigCents(amount);
  return `${cents < 0n ? '-' : ''}${symbol}${formatCents(cents, ',', '.')}`;
}

/** An amount in its own currency: bolívares as "Bs. 1.234,56", dollars as "$1,234.56". */
export function formatInCurrency(amount: number, currency: 'USD' | 'VES'): string {
  return currency === 'VES' ? formatVes(amount) : formatUsd(amount);
}

/** es-VE with the prefix "Bs. " and 2 decimals; the amount is already in bolivars: 45678.9 → "Bs. 45.678,90". */
export function formatVes(amountVes: number): string {
  const cents = toBigCents(amountVes);
  return `${cents < 0n ? '-' : ''}${VES_PREFIX}${formatCents(cents, '.', ',')}`;
}

/** Plain es-VE number with 2 decimals (no prefix): 36.5 → "36,50". */
export function formatNumberVe(value: number): string {
  const cents = toBigCents(value);
  return `${cents < 0n ? '-' : ''}${formatCents(cents, '.', ',')}`;
}

/** The dollar-rate card's number: es-VE, 2 decimals ("Bs." is added by the card, spec §9). */
export function formatRate(rate: number): string {
  return formatNumberVe(rate);
}

/**
 * A rate as amounts were converted at it: every decimal it holds, up to the BCV's 8, and at least 2 —
 * "245,6789", "36,50", "1.234,56789012". Printed beside bolívares converted at it (receipts, statements, shared
 * texts), so that dollars × the printed rate give the printed bolívares; 2 decimals would not ("245,68").
 */
export function formatRateInFull(rate: number): string {
  const scaled = scaledRate(rate);
  const abs = scaled < 0n ? -scaled : scaled;
  const whole = (abs / RATE_SCALE).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = (abs % RATE_SCALE)
    .toString()
    .padStart(8, '0')
    .replace(/0{1,6}$/, '');
  return `${scaled < 0n ? '-' : ''}${whole},${decimals}`;
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
