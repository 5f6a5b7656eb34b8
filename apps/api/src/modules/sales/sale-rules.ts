import { randomUUID } from 'node:crypto';
import { lineTotalsCents } from '@cuadre/shared/sales/line-totals';
import { fromCents, multiplyCents, sumMoney, toCents } from '@cuadre/shared/money/money';
import { applyDiscounts, type TSaleDiscounts } from '@cuadre/shared/prices/discounts';
import { PRICE_MESSAGES } from '@cuadre/shared/prices/messages';
import { NO_IVA, type TTaxSettings } from '@cuadre/shared/tax/constants';
import { saleTaxOf } from '@cuadre/shared/tax/iva';
import { addQuantities, fitsUnit } from '@cuadre/shared/stock/quantity';
import { igtfOnPayment } from '@cuadre/shared/payments/igtf';
import { settleTender, tenderProblemFor } from '@cuadre/shared/sales/tender';
import { insufficientStockMessage } from '@cuadre/shared/sales/cart-messages';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import { MAX_AMOUNT } from '@cuadre/shared/money/constants';
import { MAX_SALE_TOTAL } from '@cuadre/shared/sales/constants';
import type { TSale, TSaleCreateRequest } from '@cuadre/shared/sales/schemas';
import { AppError, notFound } from '../../lib/app-error';
import { newTimeOrderedId } from '../../lib/time-ordered-id';
import type { TProductSnapshot } from './product-snapshots';
import type { TSaleRate } from '../dollar-rate/sale-rate';
import type {
  TPlannedSaleAnswer,
  TSaleClaim,
  TSaleEntry,
  TSaleIds,
  TSaleLine,
  TSalePayment,
} from './write-sales.statement';

// The rules of a sale (design §6) that do not depend on how its products were read: every way of selling
// checks stock with assertStock and turns a request into what is written and answered with planSale.

const MAX_AMOUNT_CENTS = toCents(MAX_AMOUNT);
const MAX_SALE_TOTAL_CENTS = toCents(MAX_SALE_TOTAL);

/** A fraction of a product sold by the unit (design §13): the spec's 400, told apart from the sale's other 400s. */
export class FractionOfUnitsError extends AppError {
  constructor() {
    super(400, 'VALIDATION_ERROR', VALIDATION.saleQuantityMin, [VALIDATION.saleQuantityMin]);
  }
}

export interface TSaleProduct extends TProductSnapshot {
  quantity: number;
}

/** How many units of each product the sale takes (a product may be on several lines). */
export function productsWanted(request: TSaleCreateRequest): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const item of request.items) {
    if (item.productId)
      wanted.set(item.productId, addQuantities(wanted.get(item.productId) ?? 0, item.quantity));
  }
  return wanted;
}

/** 404 when a product is not the seller's live product; 409 naming every product short of stock. */
export function assertStock(found: readonly TSaleProduct[], wanted: Map<string, number>): void {
  if (found.length !== wanted.size) throw notFound(SERVER_MESSAGES.PRODUCT_NOT_FOUND);
  const short = found.filter((product) => product.quantity < (wanted.get(product.id) ?? 0));
  if (short.length > 0) {
    const names = short.map((product) => product.name);
    throw new AppError(409, 'INSUFFICIENT_STOCK', insufficientStockMessage(names), names);
  }
}

export interface TSalePlanInput {
  shopId: string;
  request: TSaleCreateRequest;
  wanted: Map<string, number>;
  /** Every wanted product, with the name, cost and unit the lines copy. */
  products: readonly TProductSnapshot[];
  client: { id: string; name: string } | null;
  /** The rate in force the sale remembers (a Venezuelan seller's, design §10); none by default. */
  rate?: TSaleRate | null;
  /** The seller's IGTF percentage when charged (design §10), else null (the default). */
  igtfRate?: number | null;
  /** When a sale made offline happened (design §14), checked by the route; absent for a sale made now. */
  occurredAt?: string | null;
  /** The Idempotency-Key the sale's statement claims, storing the sale's answer with it. */
  claim: TSaleClaim | null;
  /** The member who sells (decision record 029); absent for a sale of the owner's written outside a request. */
  memberId?: string | null;
  memberName?: string;
  /** The register whose open till takes the sale; absent, the shop's main one. */
  registerId?: string;
  /** A credit sale's due date (decision record 030), decided by the caller; a PAID sale has none. */
  dueDate?: string | null;
  /** The shop's list the request names (decision record 031), checked by the caller; absent: Detal. */
  priceList?: { id: string; name: string } | null;
  /** How the shop charges IVA (decision record 032); absent: it charges none. */
  taxSettings?: TTaxSettings;
}

export interface TSalePlan {
  entry: TSaleEntry;
}

/**
 * The sale as it will be written and answered: lines snapshot name, price and cost; totals in integer cents;
 * extra charges have no product and no cost; its payments are salePayments'; a PENDING sale with nothing left to pay is simply PAID and joins no account. Its answer is
 * the shape loadSaleViews gives (list-sales.test.ts compares it with GET /sales), less what the statement adds:
 * the sale's instant, which its payments share, its till and its number.
 */
export function planSale(input: TSalePlanInput): TSalePlan {
  const { shopId, request, client } = input;
  const productsById = new Map(input.products.map((product) => [product.id, product]));
  const lines = request.items.map((item) => {
    const product = item.productId ? productsById.get(item.productId) : undefined;
    if (item.productId && !product) throw notFound(SERVER_MESSAGES.PRODUCT_NOT_FOUND);
    // A product sold by the unit keeps the spec's whole quantities and message; kg, g and L take 3 decimals.
    if (product && !fitsUnit(item.quantity, product.unit)) throw new FractionOfUnitsError();
    return {
      productId: product?.id ?? null,
      name: product?.name ?? item.name ?? '',
      quantity: item.quantity,
      unit: product?.unit ?? 'UNIT',
      unitPrice: item.price,
      unitCost: product ? product.cost : null,
      discount: 0,
      taxClass: product?.taxClass ?? null,
    };
  });
  const discounts = discountsOf(request, lines);
  const linesTotals = lineTotalsCents(lines);
  const { costCents } = linesTotals;
  // IVA (decision record 032) is never revenue: included, it comes out of the lines' profit (an extra charge is
  // outside IVA, so all of it is the products'); on top, it adds to the total and not to the profit.
  const taxSettings = input.taxSettings ?? NO_IVA;
  const iva = taxSettings.chargesIva
    ? saleTaxOf(
        lines.map((line) => ({ ...line, price: line.unitPrice })),
        taxSettings,
      )
    : { taxLines: [], taxCents: 0, totalCents: linesTotals.totalCents };
  const isIvaOnTop = taxSettings.chargesIva && !taxSettings.pricesIncludeIva;
  const totalCents = iva.totalCents;
  const profitCents = linesTotals.profitCents - (isIvaOnTop ? 0 : iva.taxCents);
  // A discount that leaves nothing to pay would be a sale of nothing, as lines of price 0 are.
  if (totalCents <= 0 && discounts) {
    throw new AppError(400, 'VALIDATION_ERROR', VALIDATION.saleTotalPositive, [VALIDATION.saleTotalPositive]);
  }
  // A sale's total has a maximum (design §10), so that no seller's history can break a screen's sums. The
  // request schema says so too; this is the rule every way of selling goes through. Far past the maximum the
  // number of cents is no longer exact, but it is still far past it.
  if (totalCents > MAX_SALE_TOTAL_CENTS) {
    throw new AppError(400, 'VALIDATION_ERROR', VALIDATION.saleTotalTooLarge, [VALIDATION.saleTotalTooLarge]);
  }
  // A sale's cost and profit are numeric(14,2): past MAX_AMOUNT they failed in PostgreSQL as a 500.
  if ([totalCents, costCents, profitCents].some((cents) => Math.abs(cents) > MAX_AMOUNT_CENTS)) {
    throw new AppError(400, 'VALIDATION_ERROR', VALIDATION.amountTooLarge, [VALIDATION.amountTooLarge]);
  }
  const total = fromCents(totalCents);
  const exchangeRate = input.rate?.rate ?? null;
  const exchangeRateDate = input.rate?.validFor ?? null;
  const exchangeRateEur = input.rate?.eur ?? null;
  const { payments, change } = salePayments(request, total, exchangeRate, input.igtfRate ?? null);
  const paidCents = payments.reduce((sum, payment) => sum + toCents(payment.amount), 0);
  const igtfCents = payments.reduce((sum, payment) => sum + toCents(payment.igtfAmount), 0);
  if (request.status === 'PENDING' && paidCents >= totalCents && totalCents > 0) {
    throw new AppError(400, 'VALIDATION_ERROR', SERVER_MESSAGES.INITIAL_PAYMENT_TOO_HIGH);
  }
  const status = request.status === 'PENDING' && totalCents === 0 ? 'PAID' : request.status;
  const ids = newSaleIds(lines.length, payments.length);
  const totalPaid = fromCents(paidCents);
  const igtfTotal = fromCents(igtfCents);
  // The sale's own method and reference (the spec's fields) are its first payment's.
  const paymentMethod = request.payments?.[0]?.method ?? request.paymentMethod;
  const referenceNumber = request.payments
    ? (request.payments[0]?.referenceNumber ?? null)
    : (request.referenceNumber ?? null);
  const sellerName = request.sellerName ?? null;

  const occurredAt = input.occurredAt ?? null;
  const dueDate = status === 'PENDING' ? (input.dueDate ?? null) : null;
  const answer: TPlannedSaleAnswer = {
    id: ids.saleId,
    status,
    total,
    totalPaid,
    totalProfit: fromCents(profitCents),
    sellerName,
    paymentMethod,
    referenceNumber,
    client,
    // In id order, as GET /sales lists a sale's lines.
    items: lines
      .map((line, index) => ({
        id: ids.itemIds[index] ?? '',
        productId: line.productId,
        name: line.name,
        quantity: line.quantity,
        unit: line.unit,
        price: line.unitPrice,
        discount: line.discount,
        product: line.productId ? { id: line.productId, name: line.name } : null,
      }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    payments: payments.map((payment, index) => ({
      id: ids.paymentIds[index] ?? '',
      saleId: ids.saleId,
      amount: payment.amount,
      method: payment.method,
      referenceNumber: payment.referenceNumber,
      currency: payment.currency,
      amountInCurrency: payment.amountInCurrency,
      exchangeRate: payment.exchangeRate,
      igtfAmount: payment.igtfAmount,
      ...(input.memberId ? { memberId: input.memberId, memberName: input.memberName ?? null } : {}),
    })),
    exchangeRate,
    exchangeRateDate,
    exchangeRateEur,
    igtfTotal,
    change,
    occurredAt,
    dueDate,
    priceListId: input.priceList?.id ?? null,
    priceListName: input.priceList?.name ?? null,
    discountTotal: discounts ? fromCents(discounts.totalCents) : 0,
    discounts: discounts?.applied ?? [],
    taxLines: iva.taxLines,
    taxTotal: fromCents(iva.taxCents),
    ...(input.memberId ? { memberId: input.memberId, memberName: input.memberName ?? null } : {}),
  };

  const entry: TSaleEntry = {
    ids,
    sale: {
      shopId,
      memberId: input.memberId ?? null,
      registerId: input.registerId ?? null,
      clientId: client?.id ?? null,
      // The caller joins a PENDING sale to the client's OPEN account under its lock (create-sale.ts).
      openAccountId: null,
      status,
      total,
      totalPaid,
      totalCost: fromCents(costCents),
      totalProfit: fromCents(profitCents),
      itemCount: lines.length,
      paymentMethod,
      referenceNumber,
      sellerName,
      exchangeRate,
      exchangeRateDate,
      exchangeRateEur,
      igtfTotal,
      changeCurrency: change?.currency ?? null,
      changeAmount: change?.amount ?? null,
      occurredAt,
      dueDate,
      priceListId: input.priceList?.id ?? null,
      discountTotal: discounts ? fromCents(discounts.totalCents) : 0,
      discounts: discounts?.applied ?? null,
      taxLines: taxSettings.chargesIva ? iva.taxLines : null,
      taxTotal: fromCents(iva.taxCents),
      ivaOnTop: isIvaOnTop,
    },
    lines,
    stock: stockTaken(input.wanted, productsById),
    payments,
    answer,
    claim: input.claim,
  };
  return { entry };
}

/**
 * The request's discounts applied to its lines (decision record 031): each line's `discount` set to its whole
 * discount; null when the sale asks none. A discount larger than what it applies to is a 400.
 */
function discountsOf(request: TSaleCreateRequest, lines: TSaleLine[]): TSaleDiscounts | null {
  if (!request.discounts || request.discounts.length === 0) return null;
  const discounts = applyDiscounts(
    lines.map((line) => multiplyCents(line.unitPrice, line.quantity)),
    request.discounts,
  );
  if (!discounts) {
    throw new AppError(400, 'VALIDATION_ERROR', PRICE_MESSAGES.discountTooLarge, [
      PRICE_MESSAGES.discountTooLarge,
    ]);
  }
  lines.forEach((line, index) => {
    line.discount = fromCents(discounts.lineCents[index] ?? 0);
  });
  return discounts;
}

/**
 * The sale's payments as recorded. With `payments` (split tender, design §10) they are settled against the
 * total at the sale's rate, with IGTF and change (shared sales/tender: the cart shows the same figures); a PAID
 * sale's must cover it. Without (the spec's payload): one payment in dollars of the whole total when PAID, of the
 * initial payment of a PENDING sale, with the IGTF on it when the seller charges it.
 */
function salePayments(
  request: TSaleCreateRequest,
  total: number,
  rate: number | null,
  igtfRate: number | null,
): { payments: TSalePayment[]; change: TSale['change'] } {
  if (request.payments) {
    const tender = settleTender({
      total,
      payments: request.payments,
      rate,
      igtfRate,
      changeCurrency: request.changeCurrency,
    });
    const problem = tenderProblemFor(request.status, tender);
    if (problem?.code === 'NEEDS_RATE') throw new AppError(409, 'DOLLAR_RATE_UNAVAILABLE', problem.message);
    if (problem) throw new AppError(400, 'VALIDATION_ERROR', problem.message, [problem.message]);
    return { payments: tender.payments, change: tender.change };
  }
  const paid = request.status === 'PAID' ? total : (request.initialPaymentAmount ?? 0);
  if (paid <= 0) return { payments: [], change: null };
  // What was handed over is what it pays off plus the IGTF on top (the till counts it).
  const igtfAmount = igtfOnPayment(
    { currency: 'USD', method: request.paymentMethod, amount: paid },
    igtfRate,
  );
  const payment: TSalePayment = {
    method: request.paymentMethod,
    currency: 'USD',
    amountInCurrency: sumMoney([paid, igtfAmount]),
    exchangeRate: null,
    amount: paid,
    igtfAmount,
    referenceNumber: request.referenceNumber ?? null,
  };
  return { payments: [payment], change: null };
}

/**
 * In id order: every write of stock then takes the rows' locks in the same order (no deadlock). Every wanted
 * product is in `productsById`: planSale refused a line whose product is missing before it gets here.
 */
function stockTaken(
  wanted: Map<string, number>,
  productsById: Map<string, TProductSnapshot>,
): TSaleEntry['stock'] {
  return [...wanted.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, quantity]) => {
      const { name, cost, unit, taxClass } = productsById.get(productId) as TProductSnapshot;
      return { productId, quantity, name, cost, unit, taxClass };
    });
}

/**
 * New ids for a sale, its lines and its payments. The sale's is random (decision 005: people read its first
 * characters); lines and payments are time-ordered, so id order is the order they were written.
 */
function newSaleIds(lineCount: number, paymentCount: number): TSaleIds {
  return {
    saleId: randomUUID(),
    itemIds: Array.from({ length: lineCount }, () => newTimeOrderedId()),
    paymentIds: Array.from({ length: paymentCount }, () => newTimeOrderedId()),
  };
}
