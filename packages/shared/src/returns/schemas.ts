/**
 * Returns — devoluciones (design §13, §17): `POST /sales/{id}/returns`.
 */
import { z } from 'zod';
import { MAX_SALE_ITEMS } from '../sales/constants';
import { PRODUCT_UNITS } from '../products/constants';
import { VALIDATION } from '../common/messages';
import { hasAtMostThreeDecimals } from '../stock/quantity';
import { ZMoney, ZMoneyAmount, ZTimestamp, ZUuid } from '../common/schemas';
import { checkMethodTakesCurrency, ZPaymentCurrency, ZPaymentMethod } from '../payments/schemas';
import { MAX_STOCK } from '../products/schemas';
import { ZWrittenBy } from '../team/written-by';

/** Money back in hand: how, in which currency, and exactly what was handed over. */
const ZRefund = z
  .object({ method: ZPaymentMethod, currency: ZPaymentCurrency, amount: ZMoneyAmount })
  // A refund needs no reference: the seller hands the money back.
  .superRefine(checkMethodTakesCurrency);

export const ZSaleReturnRequest = z.object({
  lines: z
    .array(
      z.object({
        saleItemId: ZUuid,
        // Whole for a line sold by the unit (create-return.ts checks it against the line), else 3 decimals.
        quantity: z
          .number({ error: VALIDATION.returnQuantity })
          .gt(0, VALIDATION.returnQuantity)
          .max(MAX_STOCK, VALIDATION.amountTooLarge)
          .refine(hasAtMostThreeDecimals, VALIDATION.quantityDecimals),
      }),
      { error: VALIDATION.returnLinesRequired },
    )
    .min(1, VALIDATION.returnLinesRequired)
    .max(MAX_SALE_ITEMS, VALIDATION.returnLinesRequired)
    .refine((lines) => new Set(lines.map((line) => line.saleItemId)).size === lines.length, {
      message: VALIDATION.returnLineRepeated,
    }),
  /** The goods go back on the shelf; false when they came back damaged. */
  restock: z.boolean().default(true),
  refund: z.union([ZRefund, z.object({ credit: z.literal(true) })], {
    error: VALIDATION.returnRefundRequired,
  }),
});
export type TSaleReturnRequest = z.infer<typeof ZSaleReturnRequest>;
export type TSaleReturnRequestInput = z.input<typeof ZSaleReturnRequest>;

export const ZSaleReturn = z.object({
  id: z.string(),
  saleId: z.string(),
  restock: z.boolean(),
  /** What the returned lines were sold for: revenue and profit are net of it. */
  total: ZMoney,
  /** The balance the return settled, in dollars (a credit); 0 for a refund. */
  credit: ZMoney,
  refund: z
    .object({
      method: ZPaymentMethod,
      currency: ZPaymentCurrency,
      amountInCurrency: ZMoney,
      amount: ZMoney,
      exchangeRate: z.number().nullable(),
    })
    .nullable(),
  cashSessionId: z.string().nullable(),
  lines: z.array(
    z.object({
      saleItemId: z.string(),
      productId: z.string().nullable(),
      name: z.string(),
      quantity: z.number(),
      unit: z.enum(PRODUCT_UNITS),
      unitPrice: ZMoney,
    }),
  ),
  createdAt: ZTimestamp,
  ...ZWrittenBy.shape,
});
export type TSaleReturn = z.infer<typeof ZSaleReturn>;
