import type { TPaymentCurrency } from '../payments/constants';
import { fromBigCents, isUsableRate, RATE_SCALE, scaledRate, toBigCents } from './money';

/**
 * What a payment handed over in `currency` counts for in USD against a balance (design §10): dollars count as
 * typed; bolívares are round_half_up(Bs ÷ rate, 2), except that bolívares covering the remaining balance to
 * within half a bolívar cent at that rate settle it exactly (no drifting cent is left or overpaid). Computed in
 * integers. Null when bolívares come without a usable rate.
 */
export function paymentUsdAmount(payment: {
  currency: TPaymentCurrency;
  amount: number;
  rate: number | null | undefined;
  balance: number;
}): number | null {
  if (payment.currency === 'USD') return payment.amount;
  if (!isUsableRate(payment.rate)) return null;
  const rate = scaledRate(payment.rate);
  if (rate <= 0n) return null;
  const bsCents = toBigCents(payment.amount);
  const balanceCents = toBigCents(payment.balance);
  // Both sides in bolívar cents × RATE_SCALE: the balance at the rate, and what was handed over.
  const handedOver = bsCents * RATE_SCALE;
  const balanceInBs = balanceCents * rate;
  const gap = handedOver > balanceInBs ? handedOver - balanceInBs : balanceInBs - handedOver;
  if (balanceCents > 0n && gap * 2n <= RATE_SCALE) return fromBigCents(balanceCents);
  return fromBigCents((handedOver * 2n + rate) / (rate * 2n));
}
