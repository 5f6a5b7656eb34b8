/** How a product is counted and shown (spec §9, design §13). Lists are `as const` so the schemas derive their unions. */

export const FEATURED_PRODUCTS_COUNT = 6;

/**
 * How a product is counted (design §13): by the unit, or weighed/measured. A weighed unit takes quantities with up
 * to QUANTITY_DECIMALS decimals; UNIT stays whole, as the spec's fields are.
 */
export const PRODUCT_UNITS = ['UNIT', 'KG', 'G', 'L'] as const;
export type TProductUnit = (typeof PRODUCT_UNITS)[number];
export const DEFAULT_PRODUCT_UNIT: TProductUnit = 'UNIT';
export const PRODUCT_UNIT_LABELS: Record<TProductUnit, string> = {
  UNIT: 'Unidad',
  KG: 'Kg',
  G: 'g',
  L: 'L',
};
/** What follows a quantity on a screen or a document: "0,75 kg"; nothing after a count of units. */
export const PRODUCT_UNIT_SYMBOLS: Record<TProductUnit, string> = {
  UNIT: '',
  KG: 'kg',
  G: 'g',
  L: 'L',
};
