/**
 * Sales (spec §2 Dashboard/Sales history, §3 Sale, Sale item, Sale creation payload, §7 /sales) and the
 * dashboard metrics.
 */
import { z } from 'zod';
import { ZWrittenBy } from '../team/written-by';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHOD_CURRENCIES,
  type TPaymentCurrency,
  type TPaymentMethod,
} from '../payments/constants';
import {
  DEFAULT_SALE_STATUS,
  MAX_SALE_ITEMS,
  MAX_SALE_PAYMENTS,
  MAX_SALE_TOTAL,
  OFFLINE_SALE_MAX_AGE_MS,
  OFFLINE_SALE_MAX_AHEAD_MS,
  SALE_STATUSES,
} from './constants';
import { MAX_AMOUNT } from '../money/constants';
import { PRODUCT_UNITS } from '../products/constants';
import { VALIDATION } from '../common/messages';
import { buildSaleItems, keptExtraCharges, taxedCartLines, validateCart, type TCartItem } from './cart';
import { saleTotalsOf } from './sale-totals';
import { NO_IVA, type TTaxSettings } from '../tax/constants';
import { fromBigCents, isUsableRate, linesTotalBigCents, sumMoney, toBigCents } from '../money/money';
import { hasAtMostThreeDecimals } from '../stock/quantity';
import { changeProblem, settleTender, tenderProblemFor, type TTenderPayment, type TTillCash } from './tender';
import {
  listResponse,
  optionalText,
  ZMoney,
  ZMoneyAmountOrZero,
  ZPaginationQuery,
  ZTimestamp,
  ZUuid,
} from '../common/schemas';
import { ZPayment, ZPaymentCurrency, ZPaymentMethod, ZSaleTenderPayment } from '../payments/schemas';
import { ZSaleReturn } from '../returns/schemas';
import { ZDueDate } from '../credit/schemas';
import { ZSaleDiscount, ZSaleDiscountRequest } from '../prices/schemas';
import { ZTaxLine } from '../tax/schemas';
import { PRICE_MESSAGES } from '../prices/messages';
import { discountsProblem, isAnyDiscountTooLarge, type TDiscountAsked } from '../prices/discounts';

export const MAX_LINE_QUANTITY = 1_000_000;

export const ZSaleStatus = z.enum(SALE_STATUSES);

/** A line of POST /sales: a product line (productId) or an extra charge (non-blank name, no productId). */
export const ZSaleItemRequest = z
  .object({
    productId: ZUuid.nullish().transform((value) => value ?? undefined),
    name: optionalText(150),
    // Whole for a product sold by the unit (the server knows its unit: sale-rules.ts) and for an extra charge;
    // kg, g and L to 3 decimals (design §13).
    quantity: z
      .number({ error: VALIDATION.saleQuantityMin })
      .gt(0, VALIDATION.saleQuantityMin)
      .max(MAX_LINE_QUANTITY, VALIDATION.amountTooLarge)
      .refine(hasAtMostThreeDecimals, VALIDATION.quantityDecimals),
    price: ZMoneyAmountOrZero,
  })
  .refine((item) => item.productId !== undefined || item.name !== undefined, {
    path: ['name'],
    error: VALIDATION.saleItemNameRequired,
  })
  .refine((item) => item.productId !== undefined || Number.isInteger(item.quantity), {
    path: ['quantity'],
    error: VALIDATION.saleQuantityMin,
  });
export type TSaleItemRequest = z.infer<typeof ZSaleItemRequest>;

const MAX_SALE_TOTAL_CENTS = toBigCents(MAX_SALE_TOTAL);

/** Σ quantity × price of request lines, exact to the cent whatever its size. */
export function saleRequestTotal(items: readonly { quantity: number; price: number }[]): number {
  return fromBigCents(linesTotalBigCents(items));
}

/** A sale's total may not pass MAX_SALE_TOTAL (design §10); exactly the maximum is a sale. */
export function isSaleTotalTooLarge(items: readonly { quantity: number; price: number }[]): boolean {
  return linesTotalBigCents(items) > MAX_SALE_TOTAL_CENTS;
}

/**
 * POST /sales (spec §3 "Sale creation payload"). PENDING needs a client; initialPaymentAmount only applies to
 * PENDING and must be below the total (a payment of the whole total is a PAID sale).
 */
export const ZSaleCreateRequest = z
  .object({
    items: z
      .array(ZSaleItemRequest, { error: VALIDATION.saleItemsRequired })
      .min(1, VALIDATION.saleItemsRequired)
      .max(MAX_SALE_ITEMS, VALIDATION.saleTooManyLines),
    status: ZSaleStatus.default(DEFAULT_SALE_STATUS),
    clientId: ZUuid.nullish().transform((value) => value ?? undefined),
    paymentMethod: ZPaymentMethod.default(DEFAULT_PAYMENT_METHOD),
    referenceNumber: optionalText(100),
    sellerName: optionalText(100),
    initialPaymentAmount: ZMoneyAmountOrZero.nullish().transform((value) => value ?? undefined),
    /**
     * Split tender (design §10), instead of paymentMethod: each payment as handed over in its currency. A PAID
     * sale's must cover the total (beyond it is change, given in `changeCurrency`); a PENDING sale's are its
     * initial payment.
     */
    payments: z.array(ZSaleTenderPayment).max(MAX_SALE_PAYMENTS, VALIDATION.saleTooManyPayments).optional(),
    changeCurrency: ZPaymentCurrency.optional(),
    /**
     * When a sale made offline happened (design §14): it keeps that moment and the rate in force then. Within
     * OFFLINE_SALE_MAX_AGE_MS before the server's clock and OFFLINE_SALE_MAX_AHEAD_MS after it (saleOccurredProblem).
     */
    occurredAt: ZTimestamp.optional(),
    /**
     * A credit sale's due date (decision record 030), from its day to a year after; absent, the shop's default
     * term. Only a PENDING sale has one.
     */
    dueDate: ZDueDate,
    /** The price list the cart priced the lines with (decision record 031); absent: Detal. */
    priceListId: ZUuid.nullish().transform((value) => value ?? undefined),
    /** At most one discount per line (`line`: its index in `items`) and one for the whole sale. */
    discounts: z
      .array(ZSaleDiscountRequest)
      .max(MAX_SALE_ITEMS + 1, PRICE_MESSAGES.discountRepeated)
      .optional(),
  })
  .superRefine((sale, ctx) => {
    const discountProblem = discountsProblem(sale.discounts ?? [], sale.items.length);
    if (discountProblem) ctx.addIssue({ code: 'custom', path: ['discounts'], message: discountProblem });
    // Lines that are no sale's on their own say so on their own fields first.
    const areLinesPriced = sale.items.every((item) => item.quantity > 0 && item.price >= 0);
    if (!discountProblem && areLinesPriced && isAnyDiscountTooLarge(sale.items, sale.discounts ?? [])) {
      ctx.addIssue({ code: 'custom', path: ['discounts'], message: PRICE_MESSAGES.discountTooLarge });
    }
    if (sale.payments !== undefined) {
      if (sale.status === 'PAID' && sale.payments.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['payments'], message: VALIDATION.salePaymentsRequired });
      }
      if (sale.initialPaymentAmount !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['payments'],
          message: VALIDATION.salePaymentsOrInitialPayment,
        });
      }
    }
    // A sale of nothing (every line at price 0, or a gram at a few dollars a kilo, which rounds to $0.00) would be
    // PAID with no payment and take stock and a receipt number: a record of no sale.
    // Lines that are no sale's on their own (a quantity below its minimum) say so on their own fields.
    const areLinesSales = sale.items.every((item) => item.quantity > 0 && item.price >= 0);
    if (sale.items.length > 0 && areLinesSales && linesTotalBigCents(sale.items) <= 0n) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: VALIDATION.saleTotalPositive });
    }
    // Summed in bigint cents: lines may already be past any amount (their own issues say so).
    if (isSaleTotalTooLarge(sale.items)) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: VALIDATION.saleTotalTooLarge });
    }
    if (sale.status === 'PENDING' && !sale.clientId) {
      ctx.addIssue({ code: 'custom', path: ['clientId'], message: VALIDATION.saleClientRequired });
    }
    if (sale.initialPaymentAmount !== undefined) {
      if (sale.status !== 'PENDING') {
        ctx.addIssue({
          code: 'custom',
          path: ['initialPaymentAmount'],
          message: VALIDATION.saleInitialPaymentOnlyPending,
        });
      } else if (sale.initialPaymentAmount >= saleTotalsOf(sale.items, sale.discounts, NO_IVA).total) {
        ctx.addIssue({
          code: 'custom',
          path: ['initialPaymentAmount'],
          message: VALIDATION.saleInitialPaymentTooHigh,
        });
      }
    }
  });
export type TSaleCreateRequest = z.infer<typeof ZSaleCreateRequest>;
export type TSaleCreateRequestInput = z.input<typeof ZSaleCreateRequest>;

/**
 * A payment row of the cart's "Cobro" (split tender, design §10), as typed: the amount in the row's own
 * currency, as AmountInput reports it (undefined while empty, NaN for text it cannot read for sure).
 */
const ZCartTenderRow = z.object({
  method: ZPaymentMethod,
  currency: ZPaymentCurrency,
  amount: z.custom<number>().optional(),
  referenceNumber: z.string(),
});
export type TCartTenderRow = z.infer<typeof ZCartTenderRow>;

/**
 * What the seller fills in on the cart panel, as react-hook-form holds it: the extra-charge rows as typed, and
 * the sale's fields. `initialPaymentAmount` is what the amount field reports (dollars; NaN for unreadable text)
 * and is checked by ZSaleCreateRequest only when the sale is PENDING, because the field is hidden otherwise.
 * `tender` holds the payment rows of a split tender: while there are any they replace the spec's method,
 * reference and initial payment; `changeCurrency` is the seller's choice for the change (else the currency of
 * the payment that went beyond the total).
 */
const ZCartSaleFields = z.object({
  charges: z.array(z.object({ name: z.string(), amount: z.string() })),
  status: ZSaleCreateRequest.shape.status,
  paymentMethod: ZSaleCreateRequest.shape.paymentMethod,
  referenceNumber: ZSaleCreateRequest.shape.referenceNumber,
  sellerName: ZSaleCreateRequest.shape.sellerName,
  initialPaymentAmount: z.custom<number>().optional(),
  /** The abono as typed, in the currency typed: bolívars go to Pago Móvil exactly as handed over. */
  initialPaymentTyped: z.custom<{ amount: number; currency: TPaymentCurrency }>().optional(),
  tender: z.array(ZCartTenderRow),
  changeCurrency: ZPaymentCurrency.optional(),
});
export type TCartSaleFieldsInput = z.input<typeof ZCartSaleFields>;

/**
 * What the cart knows besides the form: its lines and client (the persisted store keeps them across reloads),
 * the rate the charges were typed at (null when typed in dollars), the sale's rate (today's, for a Venezuelan
 * seller; null otherwise) and the IGTF percentage the seller charges (null when off).
 */
export type TCartSaleContext = {
  items: readonly TCartItem[];
  clientId: string | undefined;
  chargesRate: number | null;
  rate: number | null;
  igtfRate: number | null;
  /** The cash the open till expects per currency (design §11); null with no till open, or offline. */
  tillCash?: TTillCash | null;
  /** The list the lines were priced with (decision record 031); null or absent: Detal. */
  priceListId?: string | null;
  /** The discounts asked, by line index (cartDiscountsAsked); absent: none. */
  discounts?: readonly TDiscountAsked[];
  /** How the shop charges IVA (decision record 032); absent: none. */
  taxSettings?: TTaxSettings;
};

/** The cart's own rule (sales/cart): not empty, and no line above its stock. */
const ZCartLines = z
  .custom<readonly TCartItem[]>((value) => Array.isArray(value))
  .superRefine((lines, ctx) => {
    const check = validateCart(lines);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
  });

/**
 * Methods the spec's select offers that the spec's payload would record as dollars although they are handed
 * over otherwise (Pago Móvil takes only bolívares; Zelle is dollars with a reference): chosen there without
 * payment rows, they go as one payment in the method's currency, recorded as handed over.
 */
const METHODS_SENT_AS_HANDED_OVER: readonly TPaymentMethod[] = ['PAGO_MOVIL', 'ZELLE'];

export type TCartTenderInput = Pick<
  TCartSaleFieldsInput,
  'status' | 'paymentMethod' | 'referenceNumber' | 'initialPaymentAmount' | 'initialPaymentTyped' | 'tender'
> & {
  /** The sale's total in USD. */
  total: number;
  rate: number | null;
  igtfRate: number | null;
};

/**
 * The payments the cart sends as handed over (`payments` of POST /sales), or null for the spec's payload. The
 * rows when there are any; else, for Pago Móvil or Zelle in the spec's select, one payment of what is paid now
 * (the total, or a PENDING sale's initial payment): Pago Móvil its bolívares at the sale's rate, Zelle its
 * dollars with the IGTF they bear, so that it covers exactly what the spec's payload would have paid off.
 */
export function cartTenderPayments(form: TCartTenderInput): TTenderPayment[] | null {
  if (form.tender.length > 0) {
    return form.tender.map((row) => ({
      method: row.method,
      currency: row.currency,
      amount: row.amount ?? Number.NaN,
      referenceNumber: row.referenceNumber.trim() || undefined,
    }));
  }
  const method = form.paymentMethod ?? DEFAULT_PAYMENT_METHOD;
  if (!METHODS_SENT_AS_HANDED_OVER.includes(method)) return null;
  const paidNow = (form.status ?? DEFAULT_SALE_STATUS) === 'PAID' ? form.total : form.initialPaymentAmount;
  // No abono (or one the request schema refuses as it is): nothing is handed over now.
  if (paidNow === undefined || !Number.isFinite(paidNow) || paidNow <= 0) return null;
  const due = settleTender({ total: paidNow, payments: [], rate: form.rate, igtfRate: form.igtfRate });
  const currency = PAYMENT_METHOD_CURRENCIES[method].includes('VES') ? 'VES' : 'USD';
  // An abono typed in bolívars goes as typed, never converted back from its rounded dollars.
  const typed = form.status === 'PENDING' ? form.initialPaymentTyped : undefined;
  const typedBolivars = typed?.currency === 'VES' && currency === 'VES' ? typed.amount : undefined;
  return [
    {
      method,
      currency,
      // Without a rate there are no bolívares: settling says so (NEEDS_RATE) before any amount counts.
      amount: currency === 'VES' ? (typedBolivars ?? due.remainingVes ?? 0) : due.remainingUsdWithIgtf,
      referenceNumber: form.referenceNumber?.trim() || undefined,
    },
  ];
}

/** Payments whose amounts can be settled (typed, readable, in range): the live figures count only these. */
export function settleablePayments(payments: readonly TTenderPayment[]): TTenderPayment[] {
  return payments.filter(
    (payment) => Number.isFinite(payment.amount) && payment.amount > 0 && payment.amount <= MAX_AMOUNT,
  );
}

const ZCartSaleInput = ZCartSaleFields.extend({
  items: ZCartLines,
  clientId: ZSaleCreateRequest.shape.clientId,
  chargesRate: z.number().nullable(),
  rate: z.number().nullable(),
  igtfRate: z.number().nullable(),
  tillCash: z.object({ USD: z.number(), VES: z.number() }).nullish(),
  priceListId: z.string().nullish(),
  discounts: z.custom<readonly TDiscountAsked[]>((value) => Array.isArray(value)).optional(),
  taxSettings: z.custom<TTaxSettings>((value) => typeof value === 'object' && value !== null).optional(),
});
type TCartSaleInput = z.infer<typeof ZCartSaleInput>;

function cartSaleItems(form: TCartSaleInput) {
  return buildSaleItems(form.items, keptExtraCharges(form.charges, form.chargesRate));
}

/** What the cart's sale comes to, IVA on top included: the total its payments must cover. */
function cartSaleTotal(form: TCartSaleInput): number {
  const lines = taxedCartLines(form.items, keptExtraCharges(form.charges, form.chargesRate));
  return saleTotalsOf(lines, form.discounts, form.taxSettings ?? NO_IVA).total;
}

/**
 * A tender is judged as the server judges it (ZSaleTenderPayment for each payment, then tenderProblemFor on
 * settleTender at the sale's rate and IGTF), with the same messages: a row's problem on its field, the spec's
 * Pago Móvil or Zelle on the spec's fields, the tender's on `tender`.
 */
function checkCartTender(form: TCartSaleInput, ctx: z.RefinementCtx): void {
  // The client comes first (the request schema says it); a refusal here would stop that schema from running.
  if (form.status === 'PENDING' && !form.clientId) return;
  const total = cartSaleTotal(form);
  const payments = cartTenderPayments({ ...form, total });
  if (!payments) return;
  const isRows = form.tender.length > 0;
  // The spec's fields stand for the one payment they make: its amount is what the sale (or the abono) is.
  const specField = form.status === 'PAID' ? 'paymentMethod' : 'initialPaymentAmount';
  if (!isRows && payments.some((payment) => payment.currency === 'VES') && !isUsableRate(form.rate)) {
    ctx.addIssue({ code: 'custom', path: [specField], message: VALIDATION.salePaymentNeedsRate });
    return;
  }
  let isEveryPaymentValid = true;
  payments.forEach((payment, index) => {
    const check = ZSaleTenderPayment.safeParse(payment);
    if (check.success) return;
    isEveryPaymentValid = false;
    for (const issue of check.error.issues) {
      const field = String(issue.path[0] ?? 'amount');
      const path = isRows ? ['tender', index, field] : [field === 'referenceNumber' ? field : specField];
      ctx.addIssue({ code: 'custom', path, message: issue.message });
    }
  });
  if (!isEveryPaymentValid) return;
  const tender = settleTender({
    total,
    payments,
    rate: form.rate,
    igtfRate: form.igtfRate,
    changeCurrency: form.changeCurrency,
  });
  const problem = tenderProblemFor(form.status, tender) ?? changeProblem(tender, form.tillCash ?? null);
  if (problem)
    ctx.addIssue({ code: 'custom', path: [isRows ? 'tender' : specField], message: problem.message });
}

/**
 * The cart panel → POST /sales (spec §2, §5; design §10). The cart adds only its own rule and the tender's, and
 * turns the form into the request; every rule of a sale (PENDING needs a client, the initial payment below the
 * total, amounts, lengths) is ZSaleCreateRequest's, so the panel refuses exactly what the server refuses, with
 * the same messages. A cart that breaks its own rule stops here: its message is the one the seller needs
 * first. Without payment rows and with a spec method the request is the spec's payload, field for field.
 */
export const ZCartSaleForm = ZCartSaleInput.superRefine(checkCartTender)
  .transform((form): TSaleCreateRequestInput => {
    const items = cartSaleItems(form);
    const total = cartSaleTotal(form);
    const payments = cartTenderPayments({ ...form, total });
    const sale = {
      items,
      status: form.status,
      clientId: form.clientId,
      // Only what the spec's payload lacks is added: a sale at Detal without discounts sends what it sent.
      ...(form.priceListId ? { priceListId: form.priceListId } : {}),
      ...(form.discounts && form.discounts.length > 0 ? { discounts: [...form.discounts] } : {}),
    };
    if (payments) {
      // Only when every payment settles (a PENDING sale without a client gets here unchecked): the change.
      const change =
        settleablePayments(payments).length === payments.length
          ? settleTender({
              total,
              payments,
              rate: form.rate,
              igtfRate: form.igtfRate,
              changeCurrency: form.changeCurrency,
            }).change
          : null;
      return {
        ...sale,
        // The request's method would otherwise default to cash: the sale's method is its first payment's.
        paymentMethod: payments[0]?.method,
        payments,
        ...(change ? { changeCurrency: change.currency } : {}),
        sellerName: form.sellerName,
      };
    }
    return {
      ...sale,
      paymentMethod: form.paymentMethod,
      referenceNumber: form.referenceNumber,
      sellerName: form.sellerName,
      // A hidden field sends nothing, and an abono of 0 is no abono.
      initialPaymentAmount:
        form.status === 'PENDING' && form.initialPaymentAmount !== 0 ? form.initialPaymentAmount : undefined,
    };
  })
  .pipe(ZSaleCreateRequest);

/** A line of a sale as stored: name, unit price snapshot; `product` is null for extra charges. */
export const ZSaleItem = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  /** Whole for UNIT; kg, g and L to 3 decimals (design §13). */
  quantity: z.number(),
  /** The product's unit when it was sold (UNIT for an extra charge). */
  unit: z.enum(PRODUCT_UNITS),
  price: ZMoney,
  /** The line's whole discount in USD: its own and its share of the sale's (decision record 031); 0: none. */
  discount: ZMoney,
  product: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TSaleItem = z.infer<typeof ZSaleItem>;

export const ZSaleClient = z.object({ id: z.string(), name: z.string() });

export const ZSale = z.object({
  id: z.string(),
  createdAt: ZTimestamp,
  status: ZSaleStatus,
  total: ZMoney,
  totalPaid: ZMoney,
  totalProfit: ZMoney,
  sellerName: z.string().nullable(),
  paymentMethod: ZPaymentMethod,
  referenceNumber: z.string().nullable(),
  client: ZSaleClient.nullable(),
  items: z.array(ZSaleItem),
  payments: z.array(ZPayment),
  /**
   * The rate in force when the sale was made, and its Fecha Valor (design §10): everything shown about this sale
   * in bolívares uses it. Null for a seller outside Venezuela or when no rate existed.
   */
  exchangeRate: z.number().nullable(),
  exchangeRateDate: z.string().nullable(),
  /** The BCV's euro in force at the sale beside the dollar (bolívars per euro); null when none was known. */
  exchangeRateEur: z.number().nullable(),
  /** IGTF charged on the sale's payments (design §10): on top of its total, never revenue. */
  igtfTotal: ZMoney,
  /** What was handed back beyond the total, in the currency the seller picked; null when none. */
  change: z.object({ currency: ZPaymentCurrency, amount: ZMoney }).nullable(),
  /** The till that was open when the sale was made (design §11), its payments counted there; null "sin caja". */
  cashSessionId: z.string().nullable(),
  /** The seller's receipt number (design §12): 1, 2, 3… in the order the sales were written, no gaps. */
  receiptNumber: z.number().int(),
  /**
   * A sale made offline (design §14, §17): `occurredAt` the moment the phone gave (its createdAt too), and
   * `receivedAt` when it reached the server; both null for a sale written when it was made.
   */
  occurredAt: ZTimestamp.nullable(),
  receivedAt: ZTimestamp.nullable(),
  /** A credit sale's due date 'YYYY-MM-DD' (decision record 030); null for a sale paid at once. */
  dueDate: z.string().nullable(),
  /** The price list the sale was priced with, and its name (decision record 031); null: Detal. */
  priceListId: z.string().nullable(),
  priceListName: z.string().nullable(),
  /** Its discounts in USD in all (the total is already net of them), and as asked. */
  discountTotal: ZMoney,
  discounts: z.array(ZSaleDiscount),
  /** Its IVA per rate (decision record 032), and in all; none for a shop that charges no IVA. */
  taxLines: z.array(ZTaxLine),
  taxTotal: ZMoney,
  ...ZWrittenBy.shape,
});
export type TSale = z.infer<typeof ZSale>;

/** Why an offline sale's moment cannot be kept (design §14), or null: judged against the server's clock. */
export function saleOccurredProblem(occurredAt: string, now: Date): string | null {
  const at = new Date(occurredAt).getTime();
  if (at < now.getTime() - OFFLINE_SALE_MAX_AGE_MS) return VALIDATION.saleOccurredTooLongAgo;
  if (at > now.getTime() + OFFLINE_SALE_MAX_AHEAD_MS) return VALIDATION.saleOccurredInTheFuture;
  return null;
}

/** A line in the sale details: cost figures exist only when the line has product info (spec §2). */
export const ZSaleDetailsItem = ZSaleItem.extend({
  hasProductInfo: z.boolean(),
  cost: ZMoney.nullable(),
  totalCost: ZMoney.nullable(),
  profit: ZMoney.nullable(),
  profitPerUnit: ZMoney.nullable(),
});
export type TSaleDetailsItem = z.infer<typeof ZSaleDetailsItem>;

/** GET /sales/{id}/payments → data */
export const ZSaleDetails = ZSale.extend({
  items: z.array(ZSaleDetailsItem),
  balance: ZMoney,
  /** Design §13: the sale never changes; what came back is listed here, oldest first. */
  returns: z.array(ZSaleReturn),
});
export type TSaleDetails = z.infer<typeof ZSaleDetails>;

/** '' and 'all' mean "no filter". */
export const ZSaleStatusFilter = z.preprocess(
  (value) => (value === '' || value === 'all' || value === 'ALL' || value === null ? undefined : value),
  ZSaleStatus.optional(),
);

/** GET /sales?page&pageSize&status&search&sellerName — search matches the id or the client name. */
export const ZSaleListQuery = ZPaginationQuery.extend({
  status: ZSaleStatusFilter,
  sellerName: optionalText(100),
});
export type TSaleListQuery = z.infer<typeof ZSaleListQuery>;

export const ZSaleListResponse = listResponse(ZSale);
export type TSaleListResponse = z.infer<typeof ZSaleListResponse>;

/** Remaining balance of a sale, exact to the cent (never negative). */
export function saleBalance(sale: Pick<TSale, 'total' | 'totalPaid'>): number {
  const balance = sumMoney([sale.total, -sale.totalPaid]);
  return balance > 0 ? balance : 0;
}

/** A PENDING sale with a remaining balance can receive instalments (spec §4). */
export function canReceivePayment(sale: Pick<TSale, 'status' | 'total' | 'totalPaid'>): boolean {
  return sale.status === 'PENDING' && saleBalance(sale) > 0;
}
