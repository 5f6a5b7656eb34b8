import { fromCents, toCents } from '@cuadre/shared/domain/money';
import { insufficientStockMessage } from '@cuadre/shared/cart-messages';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/messages';
import { MAX_AMOUNT } from '@cuadre/shared/constants';
import type { TSale, TSaleCreateRequest } from '@cuadre/shared/schemas/sales';
import type { TTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { toPaymentView } from '../payments/payments.repository';
import { findSellerClient, joinOrOpenAccount, lockSellerProducts, writeSale } from './sales.repository';

const MAX_AMOUNT_CENTS = toCents(MAX_AMOUNT);

/**
 * design §6: one transaction; stock decremented only if every line has it (else 409 naming the products and
 * nothing written); lines snapshot name, price and cost; extra charges are product-less lines; PAID gets a
 * payment of the whole total, PENDING joins (or opens) the client's OPEN account with an optional first payment.
 */
export async function createSale(tx: TTx, userId: string, request: TSaleCreateRequest): Promise<TSale> {
  const client = request.clientId ? await findSellerClient(tx, userId, request.clientId) : null;
  if (request.clientId && !client) throw notFound(SERVER_MESSAGES.CLIENT_NOT_FOUND);

  const wanted = new Map<string, number>();
  for (const item of request.items) {
    if (item.productId) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
  }
  const locked = wanted.size > 0 ? await lockSellerProducts(tx, userId, [...wanted.keys()]) : [];
  if (locked.length !== wanted.size) throw notFound(SERVER_MESSAGES.PRODUCT_NOT_FOUND);
  const short = locked.filter((product) => product.quantity < (wanted.get(product.id) ?? 0));
  if (short.length > 0) {
    const names = short.map((product) => product.name);
    throw new AppError(409, 'INSUFFICIENT_STOCK', insufficientStockMessage(names), names);
  }
  const productsById = new Map(locked.map((product) => [product.id, product]));

  let totalCents = 0;
  let costCents = 0;
  let profitCents = 0;
  const lines = request.items.map((item) => {
    const product = item.productId ? productsById.get(item.productId) : undefined;
    const lineCents = toCents(item.price) * item.quantity;
    totalCents += lineCents;
    if (product) {
      costCents += toCents(product.cost) * item.quantity;
      profitCents += lineCents - toCents(product.cost) * item.quantity;
    }
    return {
      productId: product?.id ?? null,
      name: product?.name ?? item.name ?? '',
      quantity: item.quantity,
      unitPrice: item.price,
      unitCost: product ? product.cost : null,
    };
  });

  // A sale's total, cost and profit are numeric(14,2): past MAX_AMOUNT they failed in PostgreSQL as a 500.
  if ([totalCents, costCents, profitCents].some((cents) => Math.abs(cents) > MAX_AMOUNT_CENTS)) {
    throw new AppError(400, 'VALIDATION_ERROR', VALIDATION.amountTooLarge, [VALIDATION.amountTooLarge]);
  }
  const initialCents = request.status === 'PAID' ? totalCents : toCents(request.initialPaymentAmount ?? 0);
  if (request.status === 'PENDING' && initialCents >= totalCents && totalCents > 0) {
    throw new AppError(400, 'VALIDATION_ERROR', SERVER_MESSAGES.INITIAL_PAYMENT_TOO_HIGH);
  }
  // A PENDING sale with nothing left to pay is simply paid, and joins no account.
  const saleStatus = request.status === 'PENDING' && totalCents === 0 ? 'PAID' : request.status;
  const openAccountId =
    saleStatus === 'PENDING' && client ? await joinOrOpenAccount(tx, userId, client.id) : null;

  const written = await writeSale(tx, {
    stock: [...wanted.entries()].map(([productId, quantity]) => ({ productId, quantity })),
    sale: {
      userId,
      clientId: client?.id ?? null,
      openAccountId,
      status: saleStatus,
      total: fromCents(totalCents),
      totalPaid: fromCents(initialCents),
      totalCost: fromCents(costCents),
      totalProfit: fromCents(profitCents),
      itemCount: lines.length,
      paymentMethod: request.paymentMethod,
      referenceNumber: request.referenceNumber ?? null,
      sellerName: request.sellerName ?? null,
    },
    lines,
    payment:
      initialCents > 0
        ? {
            amount: fromCents(initialCents),
            method: request.paymentMethod,
            referenceNumber: request.referenceNumber ?? null,
          }
        : null,
  });
  const sale = { id: written.saleId, createdAt: written.createdAt };
  const itemIds = written.itemIds.map((id) => ({ id }));
  const payment = written.payment;

  // The answer is built from what was just written rather than read back (three queries fewer on the
  // busiest call); it is the shape loadSaleViews gives, which list-sales.test.ts checks against GET /sales.
  const items = lines
    .map((line, index) => ({
      id: itemIds[index]?.id ?? '',
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      price: line.unitPrice,
      product: line.productId ? { id: line.productId, name: line.name } : null,
    }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    id: sale.id,
    createdAt: sale.createdAt.toISOString(),
    status: saleStatus,
    total: fromCents(totalCents),
    totalPaid: fromCents(initialCents),
    totalProfit: fromCents(profitCents),
    sellerName: request.sellerName ?? null,
    paymentMethod: request.paymentMethod,
    referenceNumber: request.referenceNumber ?? null,
    client: client ? { id: client.id, name: client.name } : null,
    items,
    payments: payment ? [toPaymentView(payment)] : [],
  };
}
