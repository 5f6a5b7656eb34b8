/**
 * Instalment payments (spec §3 Payment, §5 Instalment payment, §7 POST /payments).
 */
import { z } from 'zod';
import { DEFAULT_PAYMENT_METHOD, MIN_AMOUNT, PAYMENT_METHODS } from '../constants';
import { roundMoney } from '../domain/money';
import { optionalText, ZMoney, ZMoneyAmount, ZTimestamp, ZUuid } from './common';

export const ZPaymentMethod = z.enum(PAYMENT_METHODS);

export const ZPayment = z.object({
  id: z.string(),
  saleId: z.string(),
  amount: ZMoney,
  method: ZPaymentMethod,
  referenceNumber: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TPayment = z.infer<typeof ZPayment>;

/** POST /payments: amount ≥ 0.01 (the server also caps it to the remaining balance). */
export const ZPaymentCreateRequest = z.object({
  saleId: ZUuid,
  amount: ZMoneyAmount,
  method: ZPaymentMethod.default(DEFAULT_PAYMENT_METHOD),
  referenceNumber: optionalText(100),
});
export type TPaymentCreateRequest = z.infer<typeof ZPaymentCreateRequest>;
export type TPaymentCreateRequestInput = z.input<typeof ZPaymentCreateRequest>;

/**
 * The instalment form: the amount must be at least 0.01 and at most the remaining balance (spec §5);
 * Confirm stays disabled otherwise. Returns the amount to send (capped), or null when Confirm is disabled.
 */
export function instalmentAmountToSend(amount: number, balance: number): number | null {
  if (!Number.isFinite(amount) || !Number.isFinite(balance)) return null;
  const capped = roundMoney(Math.min(amount, balance));
  return capped >= MIN_AMOUNT ? capped : null;
}
