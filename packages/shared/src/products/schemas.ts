/**
 * Products (spec §2 Products, §3 Product, §5 Product create, §7 /products).
 * Prices and costs are always USD.
 */
import { z } from 'zod';
import { TAX_CLASSES } from '../tax/constants';
import { ZTaxClass } from '../tax/schemas';
import { MAX_AMOUNT } from '../money/constants';
import { PRODUCT_UNITS } from './constants';
import { VALIDATION } from '../common/messages';
import { fitsUnit, hasAtMostThreeDecimals } from '../stock/quantity';
import {
  hasAtMostTwoDecimals,
  hasNoControlCharacters,
  listResponse,
  optionalText,
  ZMoney,
  ZPaginationQuery,
  ZTimestamp,
  ZUuid,
} from '../common/schemas';

/** Largest stock a product may hold (the spec's integer; numeric(14,3) holds it with its thousandths). */
export const MAX_STOCK = 2_147_483_647;
export const PRODUCT_NAME_MAX = 150;
export const PRODUCT_SKU_MAX = 64;
export const PRODUCT_DESCRIPTION_MAX = 1000;
export const PRODUCT_CATEGORY_MAX = 80;
export const IMAGE_URL_MAX = 2048;
export const BARCODE_MAX = 64;

export const ZProduct = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  price: ZMoney,
  cost: ZMoney,
  /** Whole for UNIT; kg, g and L to 3 decimals (design §13). */
  quantity: z.number(),
  image_url: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: ZTimestamp,
  /** Design §13: at or below it the product is "por agotarse". */
  minStock: z.number(),
  /** Design §13: unique among the seller's live products; what a scanner reads. */
  barcode: z.string().nullable(),
  /** Design §13: how it is counted; weighed units take 3 decimals. */
  unit: z.enum(PRODUCT_UNITS),
  /** The seller's own grouping ("Bebidas"), as typed or as another program's export had it; searched. */
  category: z.string().nullable(),
  /** Decision record 032: its IVA class, which counts only where the shop charges IVA. */
  taxClass: z.enum(TAX_CLASSES),
});
export type TProduct = z.infer<typeof ZProduct>;

/** At or below its minimum: the dashboard's "Por agotarse" and the products filter (design §13). */
export function isLowStock(product: Pick<TProduct, 'quantity' | 'minStock'>): boolean {
  return product.quantity <= product.minStock;
}

const nonBlank = (max: number) =>
  z
    .string({ error: VALIDATION.productNameSkuRequired })
    .trim()
    .min(1, VALIDATION.productNameSkuRequired)
    .max(max, `No puede tener más de ${max} caracteres`)
    .refine(hasNoControlCharacters, VALIDATION.noControlCharacters);

function productAmount(positive: boolean) {
  const message = positive ? VALIDATION.productPositive : VALIDATION.productAmountsNonNegative;
  const base = z.number({ error: message });
  return (positive ? base.gt(0, message) : base.min(0, message))
    .max(MAX_AMOUNT, VALIDATION.amountTooLarge)
    .refine(hasAtMostTwoDecimals, VALIDATION.amountDecimals);
}

/** Whole units or a weighed quantity: withUnitQuantity checks it against the product's unit. */
function productQuantity(positive: boolean) {
  const message = positive ? VALIDATION.productPositive : VALIDATION.productAmountsNonNegative;
  const base = z.number({ error: message });
  return (positive ? base.gt(0, message) : base.min(0, message)).max(MAX_STOCK, VALIDATION.amountTooLarge);
}

export const ZProductUnit = z.enum(PRODUCT_UNITS, { error: VALIDATION.productUnit });
type TProductUnitField = { quantity: number; unit?: z.infer<typeof ZProductUnit> | undefined };

/**
 * A product sold by the unit keeps the spec's whole quantity and its message (spec §5); kg, g and L take 3
 * decimals. An edit that sends no unit keeps the stored one: the server checks the quantity against it.
 */
function withUnitQuantity(product: TProductUnitField, ctx: z.core.$RefinementCtx<TProductUnitField>) {
  if (typeof product.quantity !== 'number') return;
  if (
    product.unit === undefined
      ? hasAtMostThreeDecimals(product.quantity)
      : fitsUnit(product.quantity, product.unit)
  ) {
    return;
  }
  const message = product.unit === 'UNIT' ? VALIDATION.productQuantityInteger : VALIDATION.quantityDecimals;
  ctx.addIssue({ code: 'custom', path: ['quantity'], message });
}

const ZImageUrl = optionalText(IMAGE_URL_MAX).refine(
  (value) => value === undefined || /^https?:\/\/\S+$/i.test(value),
  'URL de imagen inválida',
);

/**
 * A barcode as a scanner types it: EAN/UPC digits, or the letters, digits and signs of Code 128 — no spaces. Empty
 * or absent is none.
 */
export const ZBarcode = z
  .string()
  .trim()
  .max(BARCODE_MAX, VALIDATION.barcodeFormat)
  .regex(/^[\x21-\x7e]*$/, VALIDATION.barcodeFormat)
  .nullish()
  .transform((value) => (value ? value : null));

const ZMinStock = z
  .number({ error: VALIDATION.minStockFormat })
  .int(VALIDATION.minStockFormat)
  .min(0, VALIDATION.minStockFormat)
  .max(MAX_STOCK, VALIDATION.amountTooLarge);

/** Absent keeps what is stored; empty or null clears it. */
const ZProductCategory = z
  .string()
  .trim()
  .max(PRODUCT_CATEGORY_MAX, `No puede tener más de ${PRODUCT_CATEGORY_MAX} caracteres`)
  .refine(hasNoControlCharacters, VALIDATION.noControlCharacters)
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

const productFields = {
  name: nonBlank(PRODUCT_NAME_MAX),
  sku: nonBlank(PRODUCT_SKU_MAX),
  image_url: ZImageUrl,
  description: optionalText(PRODUCT_DESCRIPTION_MAX),
  // Fields of design §13 a spec client never sends: absent keeps the default (create) or what is stored (edit).
  minStock: ZMinStock.optional(),
  barcode: ZBarcode.optional(),
  category: ZProductCategory,
  /** Absent keeps what is stored (a new product is GENERAL). */
  taxClass: ZTaxClass.optional(),
};

/** POST /products and the add-product form: price, cost and quantity above 0 (spec §5). */
export const ZProductCreateRequest = z
  .object({
    ...productFields,
    price: productAmount(true),
    cost: productAmount(true),
    quantity: productQuantity(true),
    unit: ZProductUnit.default('UNIT'),
  })
  .superRefine(withUnitQuantity);
export type TProductCreateRequest = z.infer<typeof ZProductCreateRequest>;
export type TProductCreateRequestInput = z.input<typeof ZProductCreateRequest>;
export const ZProductForm = ZProductCreateRequest;

/**
 * PUT /products/{id} and the edit form: the spec's edit form has no "greater than 0" check; the values only
 * have to be 0 or more so the database stays sane. `id` in the body is optional and ignored (the path wins).
 */
export const ZProductUpdateRequest = z
  .object({
    id: ZUuid.optional(),
    ...productFields,
    price: productAmount(false),
    cost: productAmount(false),
    quantity: productQuantity(false),
    unit: ZProductUnit.optional(),
  })
  .superRefine(withUnitQuantity);
export type TProductUpdateRequest = z.infer<typeof ZProductUpdateRequest>;
export type TProductUpdateRequestInput = z.input<typeof ZProductUpdateRequest>;
export const ZProductEditForm = ZProductUpdateRequest;

const ZQueryFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/**
 * GET /products?page&pageSize&search, and (design §13) `lowStock=true`: only products at or below their minimum,
 * lowest first; `barcode=`: the live product with that barcode, if any.
 */
export const ZProductListQuery = ZPaginationQuery.extend({
  lowStock: ZQueryFlag,
  barcode: z.string().trim().min(1).max(BARCODE_MAX).optional(),
});
export type TProductListQuery = z.infer<typeof ZProductListQuery>;

export const ZProductListResponse = listResponse(ZProduct);
export type TProductListResponse = z.infer<typeof ZProductListResponse>;
