/** IVA (decision record 032): a product's class, and the rate of each. */
export const TAX_CLASSES = ['GENERAL', 'REDUCED', 'EXEMPT'] as const;
export type TTaxClass = (typeof TAX_CLASSES)[number];

export const DEFAULT_TAX_CLASS: TTaxClass = 'GENERAL';

/** Percent: the general rate, the reduced one, none. */
export const TAX_RATES: Record<TTaxClass, number> = { GENERAL: 16, REDUCED: 8, EXEMPT: 0 };

export const TAX_CLASS_LABELS: Record<TTaxClass, string> = {
  GENERAL: 'General (16 %)',
  REDUCED: 'Reducida (8 %)',
  EXEMPT: 'Exento',
};

/** How a shop charges IVA: not at all (most small shops, the default), or on its prices, included or on top. */
export interface TTaxSettings {
  chargesIva: boolean;
  pricesIncludeIva: boolean;
}

export const NO_IVA: TTaxSettings = { chargesIva: false, pricesIncludeIva: true };
