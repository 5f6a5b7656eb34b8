import { z } from 'zod';
import {
  hasNoControlCharacters,
  hasAtMostTwoDecimals,
  ZMoneyAmountOrZero,
  ZTimestamp,
  ZUuid,
} from '../common/schemas';
import { hasAtMostThreeDecimals } from '../stock/quantity';
import {
  DETAL_LIST_NAME,
  DISCOUNT_KINDS,
  DISCOUNT_LIMITED_ROLES,
  DISCOUNT_REASON_MAX,
  MAX_PRICE_TIERS,
  MAX_PRICED_PRODUCTS_PER_READ,
  MAX_PRICED_PRODUCTS_PER_WRITE,
  PRICE_LIST_NAME_MAX,
} from './constants';
import { PRICE_MESSAGES } from './messages';

const ZPriceListName = z
  .string({ error: PRICE_MESSAGES.listNameRequired })
  .trim()
  .min(1, PRICE_MESSAGES.listNameRequired)
  .max(PRICE_LIST_NAME_MAX, PRICE_MESSAGES.listNameRequired)
  .refine(hasNoControlCharacters, PRICE_MESSAGES.listNameRequired)
  .refine((name) => name.toLowerCase() !== DETAL_LIST_NAME.toLowerCase(), PRICE_MESSAGES.listNameReserved);

/** A list's percentage off the detal price: above 0, below 100, 2 decimals; null: none. */
const ZPercentOff = z
  .number({ error: PRICE_MESSAGES.percentOffInvalid })
  .gt(0, PRICE_MESSAGES.percentOffInvalid)
  .lt(100, PRICE_MESSAGES.percentOffInvalid)
  .refine(hasAtMostTwoDecimals, PRICE_MESSAGES.percentOffInvalid)
  .nullable();

/** POST /price-lists. */
export const ZPriceListCreateRequest = z.object({
  name: ZPriceListName,
  percentOff: ZPercentOff.optional(),
});
export type TPriceListCreateRequest = z.infer<typeof ZPriceListCreateRequest>;

/** PUT /price-lists/{id}: only the fields sent change. */
export const ZPriceListUpdateRequest = z.object({
  name: ZPriceListName.optional(),
  percentOff: ZPercentOff.optional(),
});
export type TPriceListUpdateRequest = z.infer<typeof ZPriceListUpdateRequest>;

/** A list as GET /price-lists answers it. */
export const ZPriceList = z.object({
  id: z.string(),
  name: z.string(),
  percentOff: z.number().nullable(),
  /** Products with prices of their own in the list. */
  productCount: z.number().int(),
  /** Clients who buy at the list. */
  clientCount: z.number().int(),
  createdAt: ZTimestamp,
});
export type TPriceList = z.infer<typeof ZPriceList>;

const ZMinQuantity = z
  .number({ error: PRICE_MESSAGES.minQuantityInvalid })
  .gt(0, PRICE_MESSAGES.minQuantityInvalid)
  .max(1_000_000, PRICE_MESSAGES.minQuantityInvalid)
  .refine(hasAtMostThreeDecimals, PRICE_MESSAGES.minQuantityInvalid);

export const ZListPrice = z.object({ minQuantity: ZMinQuantity, price: ZMoneyAmountOrZero });
export type TListPriceInput = z.infer<typeof ZListPrice>;

/** One product's prices in a list: none takes it out of the list (it then follows the list's percentage). */
const ZProductPrices = z.object({
  productId: ZUuid,
  prices: z
    .array(ZListPrice)
    .max(MAX_PRICE_TIERS, PRICE_MESSAGES.tooManyTiers)
    .refine(
      (prices) => new Set(prices.map((tier) => tier.minQuantity)).size === prices.length,
      PRICE_MESSAGES.tiersRepeated,
    ),
});

/** PUT /price-lists/{id}/prices: each product named gets exactly these prices in the list. */
export const ZPriceListPricesRequest = z.object({
  products: z
    .array(ZProductPrices)
    .min(1, PRICE_MESSAGES.tooManyProducts)
    .max(MAX_PRICED_PRODUCTS_PER_WRITE, PRICE_MESSAGES.tooManyProducts)
    .refine(
      (products) => new Set(products.map((product) => product.productId)).size === products.length,
      PRICE_MESSAGES.productsRepeated,
    ),
});
export type TPriceListPricesRequest = z.infer<typeof ZPriceListPricesRequest>;

/** A product's prices in a list, beside its detal price. */
export const ZProductListPrices = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  detal: z.number(),
  prices: z.array(z.object({ minQuantity: z.number(), price: z.number() })),
});
export type TProductListPrices = z.infer<typeof ZProductListPrices>;

/**
 * GET /price-lists/{id}/prices: with `productIds` (comma-separated), those products (the cart's lines); else the
 * list's priced products, a page at a time, or with `search` the catalogue's products that match.
 */
export const ZPriceListPricesQuery = z.object({
  productIds: z
    .string()
    .optional()
    .transform((text) => (text ? [...new Set(text.split(',').map((id) => id.trim()))] : undefined))
    .pipe(z.array(ZUuid).max(MAX_PRICED_PRODUCTS_PER_READ, PRICE_MESSAGES.tooManyProducts).optional()),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TPriceListPricesQuery = z.infer<typeof ZPriceListPricesQuery>;

/** A discount a sale asks (decision record 031): on line `line` of `items`, or on the whole sale. */
export const ZSaleDiscountRequest = z
  .object({
    line: z.number({ error: PRICE_MESSAGES.discountLineInvalid }).int().min(0).optional(),
    kind: z.enum(DISCOUNT_KINDS, { error: PRICE_MESSAGES.discountValueInvalid }),
    value: z
      .number({ error: PRICE_MESSAGES.discountValueInvalid })
      .gt(0, PRICE_MESSAGES.discountValueInvalid)
      .max(1_000_000_000, PRICE_MESSAGES.discountTooLarge)
      .refine(hasAtMostTwoDecimals, PRICE_MESSAGES.discountValueInvalid),
    reason: z
      .string({ error: PRICE_MESSAGES.discountReasonRequired })
      .trim()
      .min(1, PRICE_MESSAGES.discountReasonRequired)
      .max(DISCOUNT_REASON_MAX, PRICE_MESSAGES.discountReasonRequired)
      .refine(hasNoControlCharacters, PRICE_MESSAGES.discountReasonRequired),
  })
  .refine((discount) => discount.kind !== 'PERCENT' || discount.value <= 100, {
    path: ['value'],
    error: PRICE_MESSAGES.discountPercentTooHigh,
  });
export type TSaleDiscountRequest = z.infer<typeof ZSaleDiscountRequest>;

/** A discount as the sale answers it, with its amount in USD. */
export const ZSaleDiscount = z.object({
  line: z.number().int().nullable(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number(),
  reason: z.string(),
  amount: z.number(),
});
export type TSaleDiscount = z.infer<typeof ZSaleDiscount>;

const ZDiscountLimit = z
  .number({ error: PRICE_MESSAGES.discountLimitInvalid })
  .min(0, PRICE_MESSAGES.discountLimitInvalid)
  .max(100, PRICE_MESSAGES.discountLimitInvalid)
  .refine(hasAtMostTwoDecimals, PRICE_MESSAGES.discountLimitInvalid)
  .nullable();

/** Each role's maximum discount in percent (null: none); the owner has none. */
export const ZDiscountLimits = z.object(
  Object.fromEntries(DISCOUNT_LIMITED_ROLES.map((role) => [role, ZDiscountLimit])) as Record<
    (typeof DISCOUNT_LIMITED_ROLES)[number],
    typeof ZDiscountLimit
  >,
);
export type TDiscountLimits = z.infer<typeof ZDiscountLimits>;

export const NO_DISCOUNT_LIMITS: TDiscountLimits = { MANAGER: null, CASHIER: null };
