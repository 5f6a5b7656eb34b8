import { z } from 'zod';
import { ZMoney } from '../common/schemas';
import { ZPaymentCurrency, ZPaymentMethod } from '../payments/schemas';
import { ZReportPeriod } from './period';

/** Money that moved one way in a method and currency: how many times, as handed over, and its dollars. */
export const ZMoneyMoved = z.object({
  method: ZPaymentMethod,
  currency: ZPaymentCurrency,
  count: z.number().int(),
  /** Σ the amounts exactly as handed over, in `currency`. */
  handed: ZMoney,
  /** Their value in dollars, as each counted against the balance. */
  usd: ZMoney,
});
export type TMoneyMoved = z.infer<typeof ZMoneyMoved>;

/** The change handed back in one currency: how many sales gave some, and how much. */
export const ZChangeGiven = z.object({ currency: ZPaymentCurrency, count: z.number().int(), amount: ZMoney });
export type TChangeGiven = z.infer<typeof ZChangeGiven>;

/**
 * GET /reports/payments (decision record 033): the payments of the period (at a sale and abonos) by method and
 * currency, the IGTF they bore (the statistics' igtfTotal), the change handed back and the refunds of returns.
 */
export const ZPaymentsReport = z.object({
  period: ZReportPeriod,
  payments: z.array(ZMoneyMoved),
  /** Σ the payments' dollars. */
  collected: ZMoney,
  igtf: ZMoney,
  change: z.array(ZChangeGiven),
  refunds: z.array(ZMoneyMoved),
  /** Σ the refunds' dollars. */
  refunded: ZMoney,
});
export type TPaymentsReport = z.infer<typeof ZPaymentsReport>;
