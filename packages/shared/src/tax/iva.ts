import { divideRounded, fromCents, multiplyCents, toCents } from '../money/money';
import { TAX_CLASSES, TAX_RATES, type TTaxClass, type TTaxSettings } from './constants';

/** A sale's IVA at one rate: what it is charged on, and how much. */
export interface TTaxLine {
  class: TTaxClass;
  rate: number;
  base: number;
  tax: number;
}

/** A line as IVA sees it: its class, and what it comes to after its discounts, in cents. */
export interface TTaxedLine {
  taxClass: TTaxClass;
  cents: number;
}

/**
 * The sale's IVA per rate (decision record 032), each rounded once: with prices that include IVA a rate's lines
 * are its base plus its tax (base = amount × 100 ÷ (100 + rate)); with prices before IVA the tax goes on top
 * (tax = base × rate ÷ 100). A shop that charges no IVA has no tax lines and its total is its lines'.
 */
export function taxLinesOf(
  lines: readonly TTaxedLine[],
  settings: TTaxSettings,
): { taxLines: TTaxLine[]; taxCents: number; totalCents: number } {
  const linesCents = lines.reduce((sum, line) => sum + line.cents, 0);
  if (!settings.chargesIva) return { taxLines: [], taxCents: 0, totalCents: linesCents };
  const taxLines: TTaxLine[] = [];
  let taxCents = 0;
  for (const taxClass of TAX_CLASSES) {
    const amount = lines
      .filter((line) => line.taxClass === taxClass)
      .reduce((sum, line) => sum + line.cents, 0);
    if (amount === 0) continue;
    const rate = TAX_RATES[taxClass];
    const base = settings.pricesIncludeIva
      ? Number(divideRounded(BigInt(amount) * 100n, BigInt(100 + rate)))
      : amount;
    const tax = settings.pricesIncludeIva
      ? amount - base
      : Number(divideRounded(BigInt(amount) * BigInt(rate), 100n));
    taxCents += tax;
    taxLines.push({ class: taxClass, rate, base: fromCents(base), tax: fromCents(tax) });
  }
  return { taxLines, taxCents, totalCents: settings.pricesIncludeIva ? linesCents : linesCents + taxCents };
}

/**
 * A sale's IVA from its lines as written (price, quantity, their whole discount, their class; an extra charge
 * has none and is outside IVA, counted with the exempt): the one computation the cart and the server share.
 */
export function saleTaxOf(
  lines: readonly {
    taxClass?: TTaxClass | null | undefined;
    price: number | string;
    quantity: number;
    discount?: number | string;
  }[],
  settings: TTaxSettings,
): ReturnType<typeof taxLinesOf> {
  return taxLinesOf(
    lines.map((line) => ({
      taxClass: line.taxClass ?? 'EXEMPT',
      cents:
        multiplyCents(line.price, line.quantity) - (line.discount === undefined ? 0 : toCents(line.discount)),
    })),
    settings,
  );
}
