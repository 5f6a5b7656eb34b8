/** Price lists and discounts (decision record 031). */

/** "Detal": the product's own price, which is no stored list. */
export const DETAL_LIST_NAME = 'Detal';

export const PRICE_LIST_NAME_MAX = 40;

/** Lists a shop may define besides Detal: far more than any shop keeps, and still a bound. */
export const MAX_PRICE_LISTS = 100;

/** Prices of one product in one list: its price for any quantity and a few quantity tiers. */
export const MAX_PRICE_TIERS = 6;

/** Products whose prices one PUT /price-lists/{id}/prices sets. */
export const MAX_PRICED_PRODUCTS_PER_WRITE = 200;

/** Products whose list prices the cart asks for at once (a sale's lines). */
export const MAX_PRICED_PRODUCTS_PER_READ = 100;

export const DISCOUNT_KINDS = ['PERCENT', 'AMOUNT'] as const;
export type TDiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_REASON_MAX = 100;

/** The roles whose maximum discount the owner sets; the owner has none. */
export const DISCOUNT_LIMITED_ROLES = ['MANAGER', 'CASHIER'] as const;
export type TDiscountLimitedRole = (typeof DISCOUNT_LIMITED_ROLES)[number];
