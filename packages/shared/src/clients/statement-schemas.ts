/**
 * A client's statement — estado de cuenta (design §12): every sale and payment of the client, oldest first, with
 * the balance after each one, the balance owed, and the rate in force today for its bolívares.
 */
import { z } from 'zod';
import { ZPaymentCurrency, ZPaymentMethod } from '../payments/schemas';
import { ZTimestamp } from '../common/schemas';

const ZEntryBase = z.object({
  id: z.string(),
  at: ZTimestamp,
  /** The receipt number of the sale (of the sale paid, for a payment). */
  receiptNumber: z.number().int(),
  /** USD: what the entry adds to the balance (a sale) or takes off it (a payment). */
  amount: z.number(),
  balanceAfter: z.number(),
});

export const ZClientStatementEntry = z.discriminatedUnion('kind', [
  ZEntryBase.extend({
    kind: z.literal('SALE'),
    /** A credit sale's due date (decision record 030); null for a sale paid at once. */
    dueDate: z.string().nullable(),
  }),
  ZEntryBase.extend({
    kind: z.literal('PAYMENT'),
    method: ZPaymentMethod,
    currency: ZPaymentCurrency,
    /** As handed over (design §10): bolívares as typed, never a re-conversion of the dollars. */
    amountInCurrency: z.number(),
    /** The IGTF charged on top (dollars, in `amountInCurrency` but not in `amount`); 0 when none. */
    igtf: z.number(),
  }),
  /**
   * A return (design §13): `amount` is the credit it took off the balance (0 when the money was refunded),
   * `returned` what the goods were sold for, `refund` the money handed back as it was handed over.
   */
  ZEntryBase.extend({
    kind: z.literal('RETURN'),
    returned: z.number(),
    refund: z
      .object({ method: ZPaymentMethod, currency: ZPaymentCurrency, amountInCurrency: z.number() })
      .nullable(),
  }),
]);
export type TClientStatementEntry = z.infer<typeof ZClientStatementEntry>;

export const ZClientStatement = z.object({
  /** `taxId`: the client's cédula or RIF (design §15), null when not given. */
  client: z.object({
    id: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    taxId: z.string().nullable(),
  }),
  /** The shop the statement comes from (its business name, else the seller's name). */
  shopName: z.string(),
  entries: z.array(ZClientStatementEntry),
  /** How many older entries are left out, and the balance they leave before the first one listed. */
  olderEntries: z.number().int(),
  openingBalance: z.number(),
  /** What the client owes now, in USD. */
  balance: z.number(),
  /** The rate in force today (bolívares per dollar) for a Venezuelan seller; null: no bolívares. */
  todayRate: z.object({ rate: z.number(), validFor: z.string() }).nullable(),
});
export type TClientStatement = z.infer<typeof ZClientStatement>;
