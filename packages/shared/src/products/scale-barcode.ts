import { z } from 'zod';
import { toCents } from '../money/money';
import type { TProductUnit } from './constants';

/**
 * Labels printed by a shop's scale: EAN-13 codes of the in-store range 20–29, laid out as the prefix (2 digits),
 * the product's scale code (`codeDigits`), the weight in grams or the price in cents (the rest) and the check digit.
 * Each scale is set up one way; the shop says which.
 */
export const SCALE_VALUE_KINDS = ['WEIGHT', 'PRICE'] as const;
export type TScaleValueKind = (typeof SCALE_VALUE_KINDS)[number];

export const SCALE_VALUE_KIND_LABELS: Record<TScaleValueKind, string> = {
  WEIGHT: 'Peso en gramos',
  PRICE: 'Precio en céntimos',
};

export const SCALE_CODE_DIGITS = { min: 4, max: 6 } as const;

export const SCALE_BARCODE_MESSAGES = {
  prefix: 'El prefijo de la balanza es de dos dígitos, del 20 al 29.',
  codeDigits: `El código del producto en la etiqueta tiene de ${SCALE_CODE_DIGITS.min} a ${SCALE_CODE_DIGITS.max} dígitos.`,
  valueKind: 'Indica si la etiqueta trae el peso o el precio.',
} as const;

/** The shop's scale label layout (PUT /shop `scaleBarcode`); null: the shop has no scale. */
export const ZScaleBarcode = z.object({
  prefix: z.string({ error: SCALE_BARCODE_MESSAGES.prefix }).regex(/^2\d$/, SCALE_BARCODE_MESSAGES.prefix),
  codeDigits: z
    .number({ error: SCALE_BARCODE_MESSAGES.codeDigits })
    .int(SCALE_BARCODE_MESSAGES.codeDigits)
    .min(SCALE_CODE_DIGITS.min, SCALE_BARCODE_MESSAGES.codeDigits)
    .max(SCALE_CODE_DIGITS.max, SCALE_BARCODE_MESSAGES.codeDigits),
  valueKind: z.enum(SCALE_VALUE_KINDS, { error: SCALE_BARCODE_MESSAGES.valueKind }),
});
export type TScaleBarcode = z.infer<typeof ZScaleBarcode>;

/** What a scale label says: the product's scale code, and its weight in grams or its price in cents. */
export type TScaleLabel =
  | { productCode: string; kind: 'WEIGHT'; grams: number }
  | { productCode: string; kind: 'PRICE'; cents: number };

/** The EAN-13 check digit of its first 12 digits. */
function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** The label a scanned code is, under the shop's layout; null for any other code (or a misread check digit). */
export function readScaleLabel(code: string, layout: TScaleBarcode | null): TScaleLabel | null {
  if (!layout || !/^\d{13}$/.test(code) || !code.startsWith(layout.prefix)) return null;
  if (ean13CheckDigit(code.slice(0, 12)) !== Number(code[12])) return null;
  const productCode = code.slice(2, 2 + layout.codeDigits);
  const value = Number(code.slice(2 + layout.codeDigits, 12));
  if (value <= 0) return null;
  return layout.valueKind === 'WEIGHT'
    ? { productCode, kind: 'WEIGHT', grams: value }
    : { productCode, kind: 'PRICE', cents: value };
}

/**
 * How much of a product a label stands for, in the product's own unit to the gram (design §13: 3 decimals): its
 * weight, or its price over the product's price per unit. Null when the label cannot be sold by that product
 * (a weight for a product sold by the unit or by the litre, a price of a product without one).
 */
export function labelQuantity(
  label: TScaleLabel,
  product: { unit: TProductUnit; price: number },
): number | null {
  if (label.kind === 'WEIGHT') {
    if (product.unit === 'KG') return label.grams / 1000;
    if (product.unit === 'G') return label.grams;
    return null;
  }
  const priceCents = toCents(product.price);
  if (priceCents <= 0 || product.unit === 'UNIT') return null;
  return Math.round((label.cents / priceCents) * 1000) / 1000;
}

/** The scale codes a product may be found by: as printed ('00123') and without its leading zeros ('123'). */
export function scaleCodeCandidates(productCode: string): string[] {
  const bare = productCode.replace(/^0+(?=\d)/, '');
  return bare === productCode ? [productCode] : [productCode, bare];
}
