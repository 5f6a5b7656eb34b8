import { fromCents, sumMoney, toCents } from '@cuadre/shared/money/money';
import { paymentUsdAmount } from '@cuadre/shared/money/payment-currency';
import { igtfOnPayment } from '@cuadre/shared/payments/igtf';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import type { TPayment, TPaymentCreateRequest } from '@cuadre/shared/payments/schemas';
import type { TTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { shareOpenSession } from '../till/till.repository';
import { findRateInForceAt } from '../dollar-rate/dollar-rate.repository';
import { applyPaymentToSale, insertPayment, lockSellerSale, toPaymentView } from './payments.repository';
import type { TActor } from '../../lib/auth/shop-scope';

/**
 * POST /payments (design §6, §10): an instalment on the seller's PENDING sale, 0.01 ≤ its USD value ≤ remaining
 * balance, with IGTF on top for dollars when the seller charges it. Handed over in dollars (the default: the spec's payload) or in bolívares at the rate in force today
 * in Caracas (none: 409). The sale row is locked first, so concurrent instalments queue and each sees the balance
 * the previous one left. Anything out of the rules is thrown before any write, and the caller's transaction rolls
 * back.
 */
export async function createPayment(
  tx: TTx,
  { shopId, memberId, memberName, registerId }: TActor & { memberName: string },
  request: TPaymentCreateRequest,
  now: Date = new Date(),
  /** The seller's IGTF percentage when charged: a payment in dollars bears it on top (design §10). */
  igtfRate: number | null = null,
): Promise<TPayment> {
  const currency = request.currency ?? 'USD';
  const sale = await lockSellerSale(tx, shopId, request.saleId);
  if (!sale) throw notFound(SERVER_MESSAGES.SALE_NOT_FOUND);
  if (sale.status !== 'PENDING') {
    throw new AppError(400, 'SALE_NOT_PENDING', SERVER_MESSAGES.SALE_NOT_PENDING);
  }
  const balanceCents = toCents(sale.total) - toCents(sale.totalPaid);
  // Not a query on the till's sale path: an instalment in bolívares reads the rate in force when it is made.
  const rate = currency === 'VES' ? await findRateInForceAt(tx, now) : null;
  if (currency === 'VES' && !rate) {
    throw new AppError(409, 'DOLLAR_RATE_UNAVAILABLE', SERVER_MESSAGES.PAYMENT_NEEDS_RATE);
  }
  const amount = paymentUsdAmount({
    currency,
    amount: request.amount,
    rate: rate?.rate,
    balance: fromCents(balanceCents),
  });
  if (amount === null) throw new AppError(409, 'DOLLAR_RATE_UNAVAILABLE', SERVER_MESSAGES.PAYMENT_NEEDS_RATE);
  if (toCents(amount) > balanceCents) {
    throw new AppError(400, 'PAYMENT_EXCEEDS_BALANCE', SERVER_MESSAGES.PAYMENT_EXCEEDS_BALANCE);
  }
  // Bolívares so few that they are worth less than half a US cent count for nothing: refused like $0.
  if (toCents(amount) < 1) {
    throw new AppError(400, 'VALIDATION_ERROR', VALIDATION.paymentAmountMin, [VALIDATION.paymentAmountMin]);
  }
  const igtfAmount = igtfOnPayment({ currency, method: request.method, amount }, igtfRate);
  // Recorded while a till is open, it belongs to it (design §11), in this transaction.
  const cashSessionId = await shareOpenSession(tx, { shopId, registerId });
  const payment = await insertPayment(tx, {
    saleId: sale.id,
    shopId: shopId,
    memberId,
    amount,
    method: request.method,
    referenceNumber: request.referenceNumber ?? null,
    currency,
    // As handed over: bolívares as typed; dollars with the IGTF charged on top (what the till receives).
    amountInCurrency: currency === 'USD' ? sumMoney([request.amount, igtfAmount]) : request.amount,
    exchangeRate: rate?.rate ?? null,
    igtfAmount,
    cashSessionId,
  });
  await applyPaymentToSale(tx, sale.id, amount, payment.igtfAmount);
  return toPaymentView(payment, { memberId, memberName });
}
