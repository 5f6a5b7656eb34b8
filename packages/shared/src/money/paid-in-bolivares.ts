import { bigCentsAtRate, fromBigCents, sumBigCents, toBigCents } from './money';

type TPaymentHandedOver = { currency: 'USD' | 'VES'; amount: number; amountInCurrency: number };

/**
 * What was paid, in bolívares (design §10 "as handed over"): the bolívar payments exactly as they were typed,
 * and the rest of `totalPaidUsd` (dollar payments, a return's credit) at `rate`. Re-converting the rounded
 * dollars of a Bs. 3.000,00 abono gives Bs. 3.001,73; this gives Bs. 3.000,00.
 */
export function paidInBolivares(
  totalPaidUsd: number,
  payments: readonly TPaymentHandedOver[],
  rate: number,
): number {
  const inBolivares = payments.filter((payment) => payment.currency === 'VES');
  const handedOverCents = sumBigCents(inBolivares.map((payment) => payment.amountInCurrency));
  const restUsdCents = toBigCents(totalPaidUsd) - sumBigCents(inBolivares.map((payment) => payment.amount));
  return fromBigCents(handedOverCents + bigCentsAtRate(restUsdCents, rate));
}
