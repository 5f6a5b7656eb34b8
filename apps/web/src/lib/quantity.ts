/**
 * Quantities on screen and in fields (design §13 "Units"). Weighed goods (kg, g, L) read and type the
 * Venezuelan way, to 3 decimals; a product sold by the unit keeps exactly what the spec's screens show.
 */
import { QUANTITY_DECIMALS } from '@cuadre/shared/stock/constants';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import { parseDecimalInput } from '@cuadre/shared/money/decimal-input';
import { formatQuantity, isWeighedUnit, pricePer } from '@cuadre/shared/stock/quantity';

/**
 * "4,25 kg" for weighed goods, as the receipt prints them. A count of units stays the bare number the spec's
 * screens show: formatQuantity would group thousands ("1.234"), and those screens say "1234".
 */
export function quantityText(quantity: number, unit: TProductUnit = 'UNIT'): string {
  return isWeighedUnit(unit) ? formatQuantity(quantity, unit) : String(quantity);
}

/**
 * What follows a price where the spec shows it bare: " /kg" for weighed goods, so $8.00 reads as the kilo's price;
 * nothing for a product sold by the unit.
 */
export function pricedPer(unit: TProductUnit = 'UNIT'): string {
  return isWeighedUnit(unit) ? ` ${pricePer(unit)}` : '';
}

export const QUANTITY_INPUT_MESSAGES = {
  notANumber: (typed: string) => `"${typed}" no es una cantidad: escribe solo números, por ejemplo 0,75.`,
  negative: 'La cantidad no puede ser negativa.',
} as const;

export type TQuantityReading = { ok: true; value: number } | { ok: false; message: string };

// "0,75 kg" pasted or typed with its unit reads as 0,75: the field already says the unit.
const TRAILING_UNIT_RE = /\s*(?:kg|g|l)$/i;

/**
 * A weighed quantity as a seller types it ("0,75", "1,250" kg is 1.25, "2.5"), or null for an empty field. The
 * rules are parseDecimalInput's; only the messages that speak of an amount ("no es un monto") are a quantity's.
 */
export function readWeighedQuantity(text: string): TQuantityReading | null {
  const typed = text.trim();
  if (typed === '') return null;
  if (typed.startsWith('-')) return { ok: false, message: QUANTITY_INPUT_MESSAGES.negative };
  const body = typed.replace(TRAILING_UNIT_RE, '');
  if (!/^[\d.,\s]*\d[\d.,\s]*$/.test(body)) {
    return { ok: false, message: QUANTITY_INPUT_MESSAGES.notANumber(typed) };
  }
  const read = parseDecimalInput(body, { maxDecimals: QUANTITY_DECIMALS, quantity: true });
  return read.ok ? { ok: true, value: Number(read.value) } : read;
}

/** The text a weighed field shows for a value: "2,5", read back by readWeighedQuantity as the same number. */
export function weighedInputText(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value).replace('.', ',') : '';
}
