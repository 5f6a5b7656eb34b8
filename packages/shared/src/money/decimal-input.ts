/**
 * Reads an amount or a rate as a person types it into a field (design §7: "Every rate input reads the Venezuelan
 * way ('245,67', '1.234,56') as well as '245.67', shows what it understood, and refuses an ambiguous value").
 *
 * A `type="number"` input, or a naive parse, reads "245,67" as 24567: a 100× error on every price in bolívares.
 * This parser accepts both ways of writing a number and never guesses:
 *
 * - "245,67", "245.67" → 245.67 (one separator followed by 1, 2 or 4+ digits is the decimal one);
 * - "1.234,56", "1,234.56", "1.234.567,89" → the last kind of separator is the decimal one, the other groups
 *   thousands, and its groups must be of 3 digits;
 * - "1.234.567", "1,234,567" (one kind, several times) → thousands;
 * - "1.234", "1,234", "36,573" (one separator followed by exactly 3 digits, after 1 to 3 digits that do not start
 *   with 0) are **ambiguous** — thousands in Venezuela, decimals to anyone who reads "1,234" as 1.234 — and are
 *   refused with a message that shows how to write either reading. We refuse them even where the decimal reading
 *   is impossible (with 2 decimals at most, "1.234" could only be 1234): one rule a seller can learn is worth more
 *   than a guess that is right for prices and wrong for rates. "0,123" and "1234,567" are not ambiguous;
 * - spaces, a leading or trailing "Bs.", "Bs", "VES", "$", "USD" are ignored; a leading "-" is a negative
 *   number, refused unless `allowNegative`;
 * - more decimals than `maxDecimals` (after trailing zeros, which change nothing) are refused, never rounded.
 *
 * The value comes back as canonical decimal text ("1234.56", "245.6", "100"): the shortest plain decimal, which
 * `Number()` reads exactly as typed and `toCents` reads without rounding.
 */
import { DEFAULT_CURRENCY_SYMBOL, VES_PREFIX } from './constants';

export type TDecimalInputOptions = {
  /** The most decimals the value may have: 2 for money, more for a rate (the BCV publishes 8). */
  maxDecimals: number;
  /** Whether "-5" is a value (default: refused). */
  allowNegative?: boolean;
  /**
   * A weighed quantity (design §13): a lone comma is the decimal separator even before 3 digits, as a seller
   * writes "1,250" kg. A lone dot before 3 digits stays ambiguous.
   */
  quantity?: boolean;
  /**
   * The decimal mark, when it is known for sure (a spreadsheet whose layout says it, or whose whole column shows
   * it: decimalMarkOf): the other separator only groups thousands, and nothing is ambiguous — "1.500" with a known
   * "." is one and a half. Unknown (the default), the rules above apply.
   */
  decimalMark?: TDecimalMark;
};

/** The character that starts a number's decimals. */
export type TDecimalMark = '.' | ',';

export type TDecimalInputResult = { ok: true; value: string } | { ok: false; message: string };

/** The currencies an amount field can be typed in. */
/** The currencies a seller types amounts in; EUR for a shop that prices in euros (design §10). */
export type TDecimalInputCurrency = 'USD' | 'VES' | 'EUR';

export const DECIMAL_INPUT_MESSAGES = {
  empty: 'Escribe un monto.',
  notANumber: (typed: string) => `"${typed}" no es un monto: escribe solo números, por ejemplo 245,67.`,
  badSeparators: (typed: string) =>
    `No se entiende "${typed}": usa la coma para los decimales y el punto para los miles, por ejemplo 1.234,56.`,
  /**
   * "1.234": both readings, written so neither is ambiguous, in the separators the seller used.
   * `thousands` is the integer ("1234"), `grouped` the way it was typed ("1.234").
   */
  ambiguous: (grouped: string, thousands: string, separator: '.' | ',', maxDecimals: number) => {
    const decimal = separator === '.' ? ',' : '.';
    const asThousands = `Si son miles, escribe ${thousands} o ${grouped}${decimal}00`;
    const asDecimals = maxDecimals >= 3 ? `; si son decimales, escribe ${grouped}0` : '';
    return `No queda claro si "${grouped}" son miles o decimales. ${asThousands}${asDecimals}.`;
  },
  tooManyDecimals: (maxDecimals: number) =>
    maxDecimals === 0 ? 'Escribe un número sin decimales.' : `Usa como máximo ${maxDecimals} decimales.`,
  negative: 'El monto no puede ser negativo.',
} as const;

/** What an amount field shows under itself once it has read a value. */
export const understoodText = (formatted: string) => `Se guardará: ${formatted}`;

// A currency word or symbol before or after the number: "Bs.", "Bs", "BsS", "VES", "$", "US$", "USD", and the euro
// of a shop that prices in euros (design §10): "€", "EUR".
const CURRENCY_RE = /^(?:bs\.?\s*s\.?|bs\.?|ves|usd|us\$|\$|eur|€)/i;
const TRAILING_CURRENCY_RE = /(?:bs\.?\s*s\.?|bs\.?|ves|usd|us\$|\$|eur|€)$/i;
// Thousands groups: 1 to 3 digits, then groups of exactly 3.
const GROUPED_RE = /^\d{1,3}(?:\d{3})*$/;

function fail(message: string): TDecimalInputResult {
  return { ok: false, message };
}

/** "1.234.567" with "." → "1234567", or null when the groups are not 1–3 digits then 3s. */
function ungroup(text: string, separator: string): string | null {
  const groups = text.split(separator);
  const [first, ...rest] = groups;
  if (first === undefined || !/^\d{1,3}$/.test(first)) return null;
  if (rest.some((group) => !/^\d{3}$/.test(group))) return null;
  const digits = groups.join('');
  return GROUPED_RE.test(digits) ? digits : null;
}

/** Canonical text from integer and fraction digits: no leading zeros, no trailing fraction zeros. */
function canonical(negative: boolean, intDigits: string, fracDigits: string): string {
  const whole = intDigits.replace(/^0+(?=\d)/, '') || '0';
  const frac = fracDigits.replace(/0+$/, '');
  const unsigned = frac ? `${whole}.${frac}` : whole;
  return negative && unsigned !== '0' ? `-${unsigned}` : unsigned;
}

/**
 * Integer and fraction digits of a number written with a known decimal mark: the mark at most once, the other
 * separator only in thousands groups before it. Null when the text does not fit that way of writing.
 */
function withKnownMark(body: string, mark: TDecimalMark): [string, string] | null {
  const grouping = mark === '.' ? ',' : '.';
  const [head = '', tail = '', ...more] = body.split(mark);
  if (more.length > 0 || tail.includes(grouping)) return null;
  const intDigits = head.includes(grouping) ? ungroup(head, grouping) : head;
  if (intDigits === null || (intDigits === '' && tail === '')) return null;
  return [intDigits, tail];
}

/**
 * The decimal mark a list of numbers written one way shows, or null when none shows it or they disagree:
 * "1.234,56" (both kinds: the last one), "2,5" or "0.125" (one separator before 1, 2 or 4+ digits, or after a
 * 0), "1.234.567" (one kind several times: thousands, so the other one). "1.500" alone shows nothing.
 */
export function decimalMarkOf(texts: Iterable<string>): TDecimalMark | null {
  let found: TDecimalMark | null = null;
  for (const text of texts) {
    const body = text.replace(/[^\d.,]/g, '');
    const lastDot = body.lastIndexOf('.');
    const lastComma = body.lastIndexOf(',');
    let mark: TDecimalMark | null = null;
    if (lastDot !== -1 && lastComma !== -1) mark = lastDot > lastComma ? '.' : ',';
    else if (lastDot !== -1 || lastComma !== -1) {
      const separator: TDecimalMark = lastDot !== -1 ? '.' : ',';
      const parts = body.split(separator);
      const [head = '', tail = ''] = parts;
      if (parts.length > 2) mark = separator === '.' ? ',' : '.';
      else if (tail.length !== 3 || !/^[1-9]\d{0,2}$/.test(head)) mark = separator;
    }
    if (mark === null) continue;
    if (found !== null && found !== mark) return null;
    found = mark;
  }
  return found;
}

/**
 * Reads a typed amount (see the module's comment for the rules). `message` is Spanish, ready to show under the
 * field. An empty field is not ok (`DECIMAL_INPUT_MESSAGES.empty`): a form that has its own "required" message
 * should show that one instead.
 */
export function parseDecimalInput(text: string, options: TDecimalInputOptions): TDecimalInputResult {
  const { maxDecimals, allowNegative = false, quantity = false } = options;
  const typed = text.trim();
  let rest = typed;
  let negative = false;
  // "-Bs. 5", "Bs. -5", "-$3.00": the sign may stand on either side of the currency.
  if (rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1).trimStart();
  }
  rest = rest.replace(CURRENCY_RE, '').trimStart();
  if (!negative && rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1);
  }
  rest = rest.replace(TRAILING_CURRENCY_RE, '');
  // Spaces anywhere (also the no-break space some keyboards and copied text put between thousands).
  const body = rest.replace(/\s+/g, '');
  if (body === '')
    return fail(typed === '' ? DECIMAL_INPUT_MESSAGES.empty : DECIMAL_INPUT_MESSAGES.notANumber(typed));
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return fail(DECIMAL_INPUT_MESSAGES.notANumber(typed));

  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  let intDigits: string;
  let fracDigits = '';
  if (options.decimalMark !== undefined && (lastDot !== -1 || lastComma !== -1)) {
    const known = withKnownMark(body, options.decimalMark);
    if (known === null) return fail(DECIMAL_INPUT_MESSAGES.badSeparators(typed));
    [intDigits, fracDigits] = known;
  } else if (lastDot === -1 && lastComma === -1) {
    intDigits = body;
  } else if (lastDot !== -1 && lastComma !== -1) {
    // Both kinds: the last one is the decimal separator, once; the other groups thousands before it.
    const decimal = lastDot > lastComma ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    const decimalAt = body.lastIndexOf(decimal);
    if (body.indexOf(decimal) !== decimalAt) return fail(DECIMAL_INPUT_MESSAGES.badSeparators(typed));
    const head = body.slice(0, decimalAt);
    const ungrouped = ungroup(head, grouping);
    if (ungrouped === null) return fail(DECIMAL_INPUT_MESSAGES.badSeparators(typed));
    intDigits = ungrouped;
    fracDigits = body.slice(decimalAt + 1);
    if (fracDigits.includes(grouping)) return fail(DECIMAL_INPUT_MESSAGES.badSeparators(typed));
  } else {
    const separator: '.' | ',' = lastDot !== -1 ? '.' : ',';
    const parts = body.split(separator);
    if (parts.length > 2) {
      // Several of one kind: only thousands groups ("1.234.567").
      const ungrouped = ungroup(body, separator);
      if (ungrouped === null) return fail(DECIMAL_INPUT_MESSAGES.badSeparators(typed));
      intDigits = ungrouped;
    } else {
      const [head = '', tail = ''] = parts;
      if (tail.length === 3 && /^[1-9]\d{0,2}$/.test(head) && !(quantity && separator === ',')) {
        return fail(DECIMAL_INPUT_MESSAGES.ambiguous(body, head + tail, separator, maxDecimals));
      }
      if (head === '' && tail === '') return fail(DECIMAL_INPUT_MESSAGES.notANumber(typed));
      intDigits = head;
      fracDigits = tail;
    }
  }

  const significantDecimals = fracDigits.replace(/0+$/, '').length;
  if (significantDecimals > maxDecimals) return fail(DECIMAL_INPUT_MESSAGES.tooManyDecimals(maxDecimals));
  const value = canonical(negative, intDigits || '0', fracDigits);
  if (value.startsWith('-') && !allowNegative) return fail(DECIMAL_INPUT_MESSAGES.negative);
  return { ok: true, value };
}

/**
 * A canonical decimal ("1234.5", "-36.5731") the way the app prints that currency — "Bs. 1.234,50" (es-VE) or
 * "$1,234.50" (en-US), as `formatVes` and `formatUsd` do (spec §9) — with at least `minDecimals` decimals and
 * every decimal it has: a rate of 36.5731 is shown as typed, not rounded to 36,57.
 */
export function formatDecimalText(value: string, currency: TDecimalInputCurrency, minDecimals = 2): string {
  const negative = value.startsWith('-');
  const [whole = '0', frac = ''] = value.replace(/^-/, '').split('.');
  const thousands = currency === 'VES' ? '.' : ',';
  const decimal = currency === 'VES' ? ',' : '.';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const decimals = frac.padEnd(minDecimals, '0');
  const number = decimals ? `${grouped}${decimal}${decimals}` : grouped;
  const prefix = currency === 'VES' ? VES_PREFIX : currency === 'EUR' ? '€' : DEFAULT_CURRENCY_SYMBOL;
  return `${negative ? '-' : ''}${prefix}${number}`;
}
