/**
 * The till — el cuadre de caja (design §11, §17): open with a float, money in and out, count and close.
 */
import { z } from 'zod';
import {
  CASH_MOVEMENT_REASON_MAX,
  CASH_MOVEMENT_TYPES,
  CASH_SESSION_NOTES_MAX,
  CASH_SESSION_STATUSES,
} from './constants';
import { VALIDATION } from '../common/messages';
import { tillLineKey } from './till';
import {
  hasNoControlCharacters,
  listResponse,
  optionalText,
  ZIsoDate,
  ZMoney,
  ZMoneyAmount,
  ZMoneyAmountOrZero,
  ZPaginationQuery,
  ZTimestamp,
} from '../common/schemas';
import { ZPaymentCurrency, ZPaymentMethod } from '../payments/schemas';
import { ZWrittenBy } from '../team/written-by';

export const ZCashSessionStatus = z.enum(CASH_SESSION_STATUSES);
export const ZCashMovementType = z.enum(CASH_MOVEMENT_TYPES);

/** An amount in each currency: the opening float. */
const ZAmountsByCurrency = z.object({
  USD: ZMoneyAmountOrZero.default(0),
  VES: ZMoneyAmountOrZero.default(0),
});

/**
 * POST /cash-sessions. `registerId`: the caja to open (decision record 029); absent, the session's own — the
 * shop device's register, else "Caja principal".
 */
export const ZCashSessionOpenRequest = z.object({
  openingFloat: ZAmountsByCurrency,
  registerId: z.uuid({ error: VALIDATION.registerRequired }).optional(),
});
export type TCashSessionOpenRequest = z.infer<typeof ZCashSessionOpenRequest>;
export type TCashSessionOpenRequestInput = z.input<typeof ZCashSessionOpenRequest>;

/** POST /cash-sessions/{id}/movements: cash put in or taken out of the drawer, with why. */
export const ZCashMovementRequest = z.object({
  type: ZCashMovementType,
  currency: ZPaymentCurrency,
  amount: ZMoneyAmount,
  reason: z
    .string({ error: VALIDATION.cashMovementReasonRequired })
    .trim()
    .min(1, VALIDATION.cashMovementReasonRequired)
    .max(CASH_MOVEMENT_REASON_MAX, VALIDATION.cashMovementReasonMax)
    .refine(hasNoControlCharacters, VALIDATION.noControlCharacters),
});
export type TCashMovementRequest = z.infer<typeof ZCashMovementRequest>;

/** A counted line: what the seller found for one method and currency (cash counted, electronic confirmed). */
export const ZCashCount = z.object({
  method: ZPaymentMethod,
  currency: ZPaymentCurrency,
  amount: ZMoneyAmountOrZero,
});

/** POST /cash-sessions/{id}/close: one count per line (the server says which lines it expects). */
export const ZCashSessionCloseRequest = z.object({
  counted: z
    .array(ZCashCount, { error: VALIDATION.cashCountRequired })
    .max(20, VALIDATION.cashCountDuplicated)
    .superRefine((counts, ctx) => {
      const keys = counts.map(tillLineKey);
      if (new Set(keys).size !== keys.length) {
        ctx.addIssue({ code: 'custom', message: VALIDATION.cashCountDuplicated });
      }
    }),
  notes: optionalText(CASH_SESSION_NOTES_MAX),
});
export type TCashSessionCloseRequest = z.infer<typeof ZCashSessionCloseRequest>;

/** A line of the till: expected from the records; counted and difference (counted − expected) once closed. */
export const ZCashSessionLine = z.object({
  method: ZPaymentMethod,
  currency: ZPaymentCurrency,
  expected: ZMoney,
  counted: ZMoney.nullable(),
  difference: ZMoney.nullable(),
});
export type TCashSessionLine = z.infer<typeof ZCashSessionLine>;

export const ZCashMovement = z.object({
  id: z.string(),
  type: ZCashMovementType,
  currency: ZPaymentCurrency,
  amount: ZMoney,
  reason: z.string(),
  /** The expense this cash-out paid ("pagado desde la caja"), or null. */
  expenseId: z.string().nullable(),
  createdAt: ZTimestamp,
  ...ZWrittenBy.shape,
});
export type TCashMovement = z.infer<typeof ZCashMovement>;

/**
 * What the session's records add up to (the Z report's figures), in USD: sales made while it was open, their
 * revenue and profit net of the returns made meanwhile (as the dashboard and the statistics net them), credit
 * given (fiado: what those sales left owing), collections (instalments on earlier sales), IGTF charged, the
 * goods returned (what they had been sold for) and the money refunded. `inBolivares`: revenue, profit and returns
 * with each sale at its own rate, rounded to the cent as its receipt shows it; null when a sale had no rate.
 */
export const ZCashSessionSummary = z.object({
  salesCount: z.number().int(),
  revenue: ZMoney,
  profit: ZMoney,
  creditGiven: ZMoney,
  collections: ZMoney,
  igtf: ZMoney,
  returns: ZMoney,
  refunds: ZMoney,
  inBolivares: z.object({ revenue: ZMoney, profit: ZMoney, returns: ZMoney }).nullable(),
});
export type TCashSessionSummary = z.infer<typeof ZCashSessionSummary>;

/**
 * What one member did in a session (decision record 029): their sales (count and total), the money they took in
 * (payments at the sale and abonos, in dollars) and what they refunded. `isOwner` marks the shop's owner, so
 * that a report of the owner alone shows no breakdown.
 */
export const ZCashSessionMember = z.object({
  memberId: z.string(),
  memberName: z.string().nullable(),
  isOwner: z.boolean(),
  salesCount: z.number().int(),
  sold: ZMoney,
  collected: ZMoney,
  refunds: ZMoney,
});
export type TCashSessionMember = z.infer<typeof ZCashSessionMember>;

/** A cash session (design §17): lines counted and difference null while open. */
export const ZCashSession = z.object({
  id: z.string(),
  /** The caja it was opened at: "Caja principal" unless the shop has more. */
  registerId: z.string(),
  registerName: z.string(),
  /** Who opened and who closed it, by name, when not the owner (decision record 029); else null. */
  openedBy: z.string().nullable(),
  closedBy: z.string().nullable(),
  status: ZCashSessionStatus,
  openedAt: ZTimestamp,
  closedAt: ZTimestamp.nullable(),
  openingFloat: z.object({ USD: ZMoney, VES: ZMoney }),
  lines: z.array(ZCashSessionLine),
  notes: z.string().nullable(),
  summary: ZCashSessionSummary,
  movements: z.array(ZCashMovement),
  /** The session by member, by name; empty when nothing was sold, collected or refunded. */
  byMember: z.array(ZCashSessionMember),
});
export type TCashSession = z.infer<typeof ZCashSession>;

/** GET /cash-sessions: closed and open sessions, newest first, without their movements. */
export const ZCashSessionListItem = ZCashSession.omit({ movements: true, byMember: true });
export type TCashSessionListItem = z.infer<typeof ZCashSessionListItem>;
export const ZCashSessionListQuery = ZPaginationQuery.pick({ page: true, pageSize: true });
export const ZCashSessionListResponse = listResponse(ZCashSessionListItem);
export type TCashSessionListResponse = z.infer<typeof ZCashSessionListResponse>;

/** GET /cash-sessions/current?registerId=: the open till of that caja; absent, the session's own. */
export const ZCurrentSessionQuery = z.object({
  registerId: z.uuid({ error: VALIDATION.registerRequired }).optional(),
});

/** GET /cash-sessions/without-till?date=: a day in the seller's zone, today when absent. */
export const ZWithoutTillQuery = z.object({ date: ZIsoDate.optional() });

/**
 * "Sin caja" (design §11): a day's payments recorded while no till was open, per method and currency as handed
 * over, less the change given back in cash — what came in outside every cuadre.
 */
export const ZWithoutTill = z.object({
  date: z.string(),
  paymentsCount: z.number().int(),
  lines: z.array(z.object({ method: ZPaymentMethod, currency: ZPaymentCurrency, amount: ZMoney })),
});
export type TWithoutTill = z.infer<typeof ZWithoutTill>;
