import { toCents } from '@cuadre/shared/domain/money';
import { SERVER_MESSAGES } from '@cuadre/shared/messages';
import type { TPayment, TPaymentCreateRequest } from '@cuadre/shared/schemas/payments';
import type { TTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { applyPaymentToSale, insertPayment, lockSellerSale, toPaymentView } from './payments.repository';

/**
 * POST /payments (design §6): an instalment on the seller's PENDING sale, 0.01 ≤ amount ≤ remaining balance.
 * The sale row is locked first, so concurrent instalments queue and each sees the balance the previous one
 * left. Anything out of the rules is a 400 thrown before any write, and the caller's transaction rolls back.
 */
export async function createPayment(
  tx: TTx,
  userId: string,
  request: TPaymentCreateRequest,
): Promise<TPayment> {
  const sale = await lockSellerSale(tx, userId, request.saleId);
  if (!sale) throw notFound(SERVER_MESSAGES.SALE_NOT_FOUND);
  if (sale.status !== 'PENDING') {
    throw new AppError(400, 'SALE_NOT_PENDING', SERVER_MESSAGES.SALE_NOT_PENDING);
  }
  const balanceCents = toCents(sale.total) - toCents(sale.totalPaid);
  if (toCents(request.amount) > balanceCents) {
    throw new AppError(400, 'PAYMENT_EXCEEDS_BALANCE', SERVER_MESSAGES.PAYMENT_EXCEEDS_BALANCE);
  }
  const payment = await insertPayment(tx, {
    saleId: sale.id,
    userId,
    amount: request.amount,
    method: request.method,
    referenceNumber: request.referenceNumber ?? null,
  });
  await applyPaymentToSale(tx, sale.id, request.amount);
  return toPaymentView(payment);
}
