import { fromCents, toCents } from '@cuadre/shared/domain/money';
import { insufficientStockMessage } from '@cuadre/shared/cart-messages';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/messages';
import { MAX_AMOUNT } from '@cuadre/shared/constants';
import type { TSale, TSaleCreateRequest } from '@cuadre/shared/schemas/sales';
import type { TPaymentMethod, TSaleStatus } from '@cuadre/shared/constants';
import { AppError, notFound } from '../../lib/app-error';
import type { TProductSnapshot } from './product-snapshots';
import type { TSaleIds, TSaleWrite } from './sales.repository';

// The rules of a sale (design §6) that do not depend on how its products were read: both ways of selling
// (create-sale.ts under row locks, sell-paid.ts in one statement) price, check and answer through these.

const MAX_AMOUNT_CENTS = toCents(MAX_AMOUNT);

export interface TSaleProduct extends TProductSnapshot {
  quantity: number;
}

/** How many units of each product the sale takes (a product may be on several lines). */
export function wantedQuantities(request: TSaleCreateRequest): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const item of request.items) {
    if (item.productId) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
  }
  return wanted;
}

/** 404 when a product is not the seller's live product; 409 naming every product short of stock. */
export function assertStock(found: TSaleProduct[], wanted: Map<string, number>): void {
  if (found.length !== wanted.size) throw notFound(SERVER_MESSAGES.PRODUCT_NOT_FOUND);
  const short = found.filter((product) => product.quantity < (wanted.get(product.id) ?? 0));
  if (short.length > 0) {
    const names = short.map((product) => product.name);
    throw new AppError(409, 'INSUFFICIENT_STOCK', insufficientStockMessage(names), names);
  }
}

export interface TPricedSale {
  status: TSaleStatus;
  totalCents: number;
  costCents: number;
  profitCents: number;
  /** The first payment: the whole total when PAID, the optional initial payment when PENDING. */
  initialCents: number;
  lines: TSaleWrite['lines'];
  stock: TSaleWrite['stock'];
}

/** Lines snapshot name, price and cost; totals in integer cents; extra charges have no product and no cost. */
export function priceSale(request: TSaleCreateRequest, products: readonly TProductSnapshot[]): TPricedSale {
  const productsById = new Map(products.map((product) => [product.id, product]));
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
  const status = request.status === 'PENDING' && totalCents === 0 ? 'PAID' : request.status;
  const stock = [...wantedQuantities(request).entries()]
    // In id order: every way of writing stock then takes the rows' locks in the same order (no deadlock).
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, quantity]) => {
      const product = productsById.get(productId);
      if (!product) throw notFound(SERVER_MESSAGES.PRODUCT_NOT_FOUND);
      return { productId, quantity, name: product.name, cost: product.cost };
    });
  return { status, totalCents, costCents, profitCents, initialCents, lines, stock };
}

/** What writeSale writes for a priced sale. */
export function saleWriteOf(
  userId: string,
  request: TSaleCreateRequest,
  priced: TPricedSale,
  links: { clientId: string | null; openAccountId: string | null },
): TSaleWrite {
  return {
    stock: priced.stock,
    sale: {
      userId,
      clientId: links.clientId,
      openAccountId: links.openAccountId,
      status: priced.status,
      total: fromCents(priced.totalCents),
      totalPaid: fromCents(priced.initialCents),
      totalCost: fromCents(priced.costCents),
      totalProfit: fromCents(priced.profitCents),
      itemCount: priced.lines.length,
      paymentMethod: request.paymentMethod,
      referenceNumber: request.referenceNumber ?? null,
      sellerName: request.sellerName ?? null,
    },
    lines: priced.lines,
    payment:
      priced.initialCents > 0
        ? {
            amount: fromCents(priced.initialCents),
            method: request.paymentMethod,
            referenceNumber: request.referenceNumber ?? null,
          }
        : null,
  };
}

/**
 * The answer of POST /sales, built from what is written rather than read back; it is the shape loadSaleViews
 * gives, which list-sales.test.ts checks against GET /sales. The sale and its first payment share one
 * instant (the transaction's now()).
 */
export function saleAnswer(
  request: TSaleCreateRequest,
  priced: TPricedSale,
  ids: TSaleIds,
  createdAt: string,
  client: { id: string; name: string } | null,
): TSale {
  const paymentMethod: TPaymentMethod = request.paymentMethod;
  const items = priced.lines
    .map((line, index) => ({
      id: ids.itemIds[index] ?? '',
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      price: line.unitPrice,
      product: line.productId ? { id: line.productId, name: line.name } : null,
    }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    id: ids.saleId,
    createdAt,
    status: priced.status,
    total: fromCents(priced.totalCents),
    totalPaid: fromCents(priced.initialCents),
    totalProfit: fromCents(priced.profitCents),
    sellerName: request.sellerName ?? null,
    paymentMethod,
    referenceNumber: request.referenceNumber ?? null,
    client,
    items,
    payments:
      priced.initialCents > 0
        ? [
            {
              id: ids.paymentId,
              saleId: ids.saleId,
              amount: fromCents(priced.initialCents),
              method: paymentMethod,
              referenceNumber: request.referenceNumber ?? null,
              createdAt,
            },
          ]
        : [],
  };
}
