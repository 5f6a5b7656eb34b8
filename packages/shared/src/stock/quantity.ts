/**
 * Quantities of stock (design §13): whole units, or kg, g and L to three decimals. Sums and comparisons go through
 * thousandths as integers, so that 0.1 kg + 0.2 kg is exactly the 0.3 kg on the shelf.
 */
import { PRODUCT_UNIT_SYMBOLS, type TProductUnit } from '../products/constants';
import { QUANTITY_DECIMALS } from './constants';

const PER_UNIT = 10 ** QUANTITY_DECIMALS;

/** Kg, g and L are weighed or measured: their quantities may have decimals. */
export function isWeighedUnit(unit: TProductUnit): boolean {
  return unit !== 'UNIT';
}

/** A quantity in thousandths, as an integer (exact for every quantity with at most 3 decimals). */
export function toThousandths(quantity: number): number {
  return Math.round(quantity * PER_UNIT);
}

/** At most 3 decimals. Safe for any number: out-of-range values are left to min/max. */
export function hasAtMostThreeDecimals(value: number): boolean {
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER / PER_UNIT) return true;
  return toThousandths(value) / PER_UNIT === value;
}

/** Whether `quantity` is one a product of `unit` can hold or sell: whole for UNIT, to 3 decimals otherwise. */
export function fitsUnit(quantity: number, unit: TProductUnit): boolean {
  return isWeighedUnit(unit) ? hasAtMostThreeDecimals(quantity) : Number.isInteger(quantity);
}

/** a + b, exact for quantities with at most 3 decimals. */
export function addQuantities(a: number, b: number): number {
  return (toThousandths(a) + toThousandths(b)) / PER_UNIT;
}

/** a − b, exact for quantities with at most 3 decimals. */
export function subtractQuantities(a: number, b: number): number {
  return (toThousandths(a) - toThousandths(b)) / PER_UNIT;
}

/**
 * A quantity as a seller reads it: "3", "0,75 kg", "1.250 g", "1,5 L". Written by hand, as money is
 * (money.ts): browsers and Node ship different ICU data for es-VE, and the receipt must read the same in both.
 */
export function formatQuantity(quantity: number, unit: TProductUnit = 'UNIT'): string {
  const thousandths = toThousandths(Math.abs(quantity));
  const whole = String(Math.floor(thousandths / PER_UNIT)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = String(thousandths % PER_UNIT)
    .padStart(QUANTITY_DECIMALS, '0')
    .replace(/0+$/, '');
  const number = `${quantity < 0 && thousandths > 0 ? '-' : ''}${whole}${fraction ? `,${fraction}` : ''}`;
  const symbol = PRODUCT_UNIT_SYMBOLS[unit];
  return symbol ? `${number} ${symbol}` : number;
}

/** What a price is for: "c/u" (each) for units, "/kg", "/g", "/L" for weighed goods. */
export function pricePer(unit: TProductUnit = 'UNIT'): string {
  return isWeighedUnit(unit) ? `/${PRODUCT_UNIT_SYMBOLS[unit]}` : 'c/u';
}
