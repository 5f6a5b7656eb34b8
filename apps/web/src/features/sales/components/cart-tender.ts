import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHOD_CURRENCIES,
  type TPaymentCurrency,
  type TPaymentMethod,
} from '@cuadre/shared/payments/constants';
import {
  changeProblem,
  settleTender,
  type TTender,
  type TTenderPayment,
  type TTenderProblem,
  type TTillCash,
} from '@cuadre/shared/sales/tender';
import { igtfOnPayment } from '@cuadre/shared/payments/igtf';
import {
  cartTenderPayments,
  settleablePayments,
  type TCartSaleFieldsInput,
  type TCartTenderInput,
} from '@cuadre/shared/sales/schemas';

/** What the cart's payments come to, live: the figures the server will record for the same payload. */
export type TCartSettlement = {
  /** The payments sent as handed over, or null for the spec's payload. */
  payments: TTenderPayment[] | null;
  /** The payments settled against the total (those typed so far), or null for the spec's payload. */
  tender: TTender | null;
  /** The IGTF charged on top of what is paid now. */
  igtf: number;
  /** Change the open till has not the cash for, said before confirming; else null. */
  changeProblem: TTenderProblem | null;
};

export type TCartSettleInput = TCartTenderInput &
  Pick<TCartSaleFieldsInput, 'changeCurrency'> & { tillCash?: TTillCash | null };

/**
 * The cart's tender through the shared computation (sales/schemas cartTenderPayments, sales/tender
 * settleTender): never recomputed here, so the panel, the confirmation and the record agree. The spec's payload
 * is one dollar payment of what is paid now, and bears igtfOnAmount of it, as the server charges it.
 */
export function settleCart(input: TCartSettleInput): TCartSettlement {
  const payments = cartTenderPayments(input);
  if (payments) {
    const tender = settleTender({
      total: input.total,
      payments: settleablePayments(payments),
      rate: input.rate,
      igtfRate: input.igtfRate,
      changeCurrency: input.changeCurrency,
    });
    return {
      payments,
      tender,
      igtf: tender.igtfTotal,
      changeProblem: changeProblem(tender, input.tillCash ?? null),
    };
  }
  const paidNow = input.status === 'PENDING' ? input.initialPaymentAmount : input.total;
  const isPaying = paidNow !== undefined && Number.isFinite(paidNow) && paidNow > 0;
  const method = input.paymentMethod ?? DEFAULT_PAYMENT_METHOD;
  const igtf = isPaying ? igtfOnPayment({ currency: 'USD', method, amount: paidNow }, input.igtfRate) : 0;
  return { payments: null, tender: null, igtf, changeProblem: null };
}

/** The currency a payment of this method starts in: the one wanted when the method takes it. */
export function currencyFor(method: TPaymentMethod, wanted: TPaymentCurrency): TPaymentCurrency {
  const taken = PAYMENT_METHOD_CURRENCIES[method];
  return taken.includes(wanted) ? wanted : (taken[0] ?? 'USD');
}
