/** Amounts, currency symbols and the dual USD/VES mode of Venezuelan sellers (spec §1, §6, design.md §2). */

export const MIN_AMOUNT = 0.01;
/** Largest value of numeric(14,2). */
export const MAX_AMOUNT = 999_999_999_999.99;
export const DEFAULT_CURRENCY_SYMBOL = '$';
export const VES_PREFIX = 'Bs. ';
export const CURRENCY_MODES = ['USD', 'VES'] as const;
export type TCurrencyMode = (typeof CURRENCY_MODES)[number];
export const DEFAULT_CURRENCY_MODE: TCurrencyMode = 'USD';

// The countries themselves come from the server (GET /countries, apps/api/src/modules/countries).
export const VENEZUELA_CURRENCY_CODE = 'VES';

/**
 * Venezuelan sellers get the USD/VES dual-currency mode (spec §1, §6). The server stores the currency ISO code
 * from the chosen country, so the code (unlike a country name) is one exact value to test.
 */
export function isVenezuela(user: { currency?: string | null }): boolean {
  return user.currency === VENEZUELA_CURRENCY_CODE;
}
