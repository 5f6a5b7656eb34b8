/**
 * Stock that matches the shelf (design §13, §17): the kardex, restocks and adjustments.
 */
import { z } from 'zod';
import { ADJUSTMENT_REASONS, STOCK_LINES_MAX, STOCK_MOVEMENT_KINDS } from './constants';
import { CASH_MOVEMENT_REASON_MAX } from '../till/constants';
import { MAX_AMOUNT } from '../money/constants';
import { VALIDATION } from '../common/messages';
import { hasAtMostThreeDecimals } from './quantity';
import { hasAtMostTwoDecimals, listResponse, optionalText, ZTimestamp, ZUuid } from '../common/schemas';
import { MAX_STOCK } from '../products/schemas';

export const SUPPLIER_MAX = 120;
export const STOCK_REFERENCE_MAX = 60;

export const ZStockMovement = z.object({
  id: z.string(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** Signed: in is positive, out negative. */
  quantity: z.number(),
  stockAfter: z.number(),
  unitCost: z.number().nullable(),
  /** An adjustment's reason (ADJUSTMENT_REASONS) and the seller's note. */
  reason: z.enum(ADJUSTMENT_REASONS).nullable(),
  note: z.string().nullable(),
  documentId: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TStockMovement = z.infer<typeof ZStockMovement>;

export const ZStockMovementListResponse = listResponse(ZStockMovement);
export type TStockMovementListResponse = z.infer<typeof ZStockMovementListResponse>;

// Whole for a product sold by the unit (checked against the locked product: locked-products.ts), kg, g and L to
// 3 decimals (design §13).
const ZLineQuantity = z
  .number({ error: VALIDATION.stockLineQuantity })
  .gt(0, VALIDATION.stockLineQuantity)
  .max(MAX_STOCK, VALIDATION.amountTooLarge)
  .refine(hasAtMostThreeDecimals, VALIDATION.quantityDecimals);

const ZCountedQuantity = z
  .number({ error: VALIDATION.stockLineCounted })
  .min(0, VALIDATION.stockLineCounted)
  .max(MAX_STOCK, VALIDATION.amountTooLarge)
  .refine(hasAtMostThreeDecimals, VALIDATION.quantityDecimals);

const ZUnitCost = z
  .number({ error: VALIDATION.stockLineCost })
  .min(0, VALIDATION.stockLineCost)
  .max(MAX_AMOUNT, VALIDATION.amountTooLarge)
  // Safe for any number: a refinement runs even after .max() has refused a huge one.
  .refine(hasAtMostTwoDecimals, VALIDATION.stockLineCost);

/** Each product once: two lines of one product would be one movement counted twice. */
function distinctProducts<T extends { productId: string }>(lines: T[]): boolean {
  return new Set(lines.map((line) => line.productId)).size === lines.length;
}

function stockLines<T extends z.ZodType<{ productId: string }>>(line: T) {
  return z
    .array(line, { error: VALIDATION.stockLinesRequired })
    .min(1, VALIDATION.stockLinesRequired)
    .max(STOCK_LINES_MAX, VALIDATION.stockLinesTooMany)
    .refine(distinctProducts, VALIDATION.stockLineRepeated);
}

/** POST /stock/restocks — Entrada de mercancía: what arrived, at what unit cost, from whom. */
export const ZRestockRequest = z.object({
  lines: stockLines(z.object({ productId: ZUuid, quantity: ZLineQuantity, unitCost: ZUnitCost })),
  supplier: optionalText(SUPPLIER_MAX),
  reference: optionalText(STOCK_REFERENCE_MAX),
});
export type TRestockRequest = z.infer<typeof ZRestockRequest>;
export type TRestockRequestInput = z.input<typeof ZRestockRequest>;

export const ZRestock = z.object({
  id: z.string(),
  supplier: z.string().nullable(),
  reference: z.string().nullable(),
  createdAt: ZTimestamp,
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantity: z.number(),
      unitCost: z.number(),
      stockAfter: z.number(),
      /** The product's cost after the restock: the weighted average of what was there and what came. */
      costAfter: z.number(),
    }),
  ),
});
export type TRestock = z.infer<typeof ZRestock>;

/** POST /stock/adjustments — a count or a loss: what is on the shelf now, and why it differs. */
export const ZAdjustmentRequest = z.object({
  reason: z.enum(ADJUSTMENT_REASONS, { error: VALIDATION.adjustmentReasonRequired }),
  note: optionalText(CASH_MOVEMENT_REASON_MAX),
  lines: stockLines(z.object({ productId: ZUuid, countedQuantity: ZCountedQuantity })),
});
export type TAdjustmentRequest = z.infer<typeof ZAdjustmentRequest>;

export const ZAdjustment = z.object({
  id: z.string(),
  reason: z.enum(ADJUSTMENT_REASONS),
  note: z.string().nullable(),
  createdAt: ZTimestamp,
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      previousQuantity: z.number(),
      countedQuantity: z.number(),
      /** counted − previous: what the movement posted (0 writes none). */
      difference: z.number(),
    }),
  ),
});
export type TAdjustment = z.infer<typeof ZAdjustment>;
