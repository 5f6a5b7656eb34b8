/**
 * Instalment payments (spec §3 Payment, §5 Instalment payment, §7 POST /payments).
 */
import { z } from 'zod';
import { ZWrittenBy } from '../team/written-by';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_CURRENCIES,
  PAYMENT_METHOD_CURRENCIES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHODS_WITH_REFERENCE,
  type TPaymentCurrency,
  type TPaymentMethod,
} from './constants';
import { MIN_AMOUNT } from '../money/constants';
import { VALIDATION } from '../common/messages';
import { roundMoney } from '../money/money';
import { optionalText, ZMoney, ZMoneyAmount, ZTimestamp, ZUuid } from '../common/schemas';

export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export const ZPaymentCurrency = z.enum(PAYMENT_CURRENCIES);

/**
 * A payment as handed over (design §10): `amount` is its USD value (what counts against the balance);
 * `amountInCurrency` exactly what was typed, in `currency`; `exchangeRate` the rate used (null for USD).
 */
export const ZPayment = z.object({
  id: z.string(),
  saleId: z.string(),
  amount: ZMoney,
  method: ZPaymentMethod,
  referenceNumber: z.string().nullable(),
  currency: ZPaymentCurrency,
  amountInCurrency: ZMoney,
  exchangeRate: z.number().nullable(),
  /** IGTF charged on top of this payment (design §10): a share of `amount` for dollars when the seller charges it. */
  igtfAmount: ZMoney,
  createdAt: ZTimestamp,
  ...ZWrittenBy.shape,
});
export type TPayment = z.infer<typeof ZPayment>;

/** The method must take the currency: Pago Móvil only bolívares, Zelle only dollars (design §10). */
export function checkMethodTakesCurrency(
  payment: { method: TPaymentMethod; currency: TPaymentCurrency },
  issues: z.RefinementCtx,
): void {
  if (!PAYMENT_METHOD_CURRENCIES[payment.method].includes(payment.currency)) {
    issues.addIssue({
      code: 'custom',
      path: ['currency'],
      message: VALIDATION.paymentCurrencyNotTaken(PAYMENT_METHOD_LABELS[payment.method], payment.currency),
    });
  }
}

/** The method must take the currency, and Pago Móvil, Transferencia and Zelle need a reference (design §10). */
export function checkMethodTakes(
  payment: { method: TPaymentMethod; currency: TPaymentCurrency; referenceNumber?: string | undefined },
  issues: z.RefinementCtx,
): void {
  const label = PAYMENT_METHOD_LABELS[payment.method];
  checkMethodTakesCurrency(payment, issues);
  if (PAYMENT_METHODS_WITH_REFERENCE.includes(payment.method) && !payment.referenceNumber) {
    issues.addIssue({
      code: 'custom',
      path: ['referenceNumber'],
      message: VALIDATION.paymentReferenceRequired(label),
    });
  }
}

/**
 * A payment of a sale (split tender, design §10): `amount` is what was handed over, in `currency`; beyond the
 * total it is change.
 */
export const ZSaleTenderPayment = z
  .object({
    method: ZPaymentMethod,
    currency: ZPaymentCurrency,
    amount: ZMoneyAmount,
    referenceNumber: optionalText(100),
  })
  .superRefine(checkMethodTakes);
export type TSaleTenderPayment = z.infer<typeof ZSaleTenderPayment>;

/**
 * POST /payments: amount ≥ 0.01 in `currency` (the server also caps its USD value to the remaining balance).
 * Without `currency` it is the spec's payload: dollars, any of the spec's four methods, reference optional.
 * With it (or with Pago Móvil or Zelle) the method must take that currency, and Pago Móvil, Transferencia and
 * Zelle need a reference (design §10).
 */
export const ZPaymentCreateRequest = z
  .object({
    saleId: ZUuid,
    amount: ZMoneyAmount,
    method: ZPaymentMethod.default(DEFAULT_PAYMENT_METHOD),
    referenceNumber: optionalText(100),
    currency: ZPaymentCurrency.optional(),
  })
  .superRefine((payment, issues) => {
    const newParts =
      payment.currency !== undefined || payment.method === 'PAGO_MOVIL' || payment.method === 'ZELLE';
    if (newParts) checkMethodTakes({ ...payment, currency: payment.currency ?? 'USD' }, issues);
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
