import type { TPaymentCurrency } from '@cuadre/shared/payments/constants';
import { sumMoney, toCents, usdToVes } from '@cuadre/shared/money/money';
import { paymentUsdAmount } from '@cuadre/shared/money/payment-currency';
import { returnMoney } from '@cuadre/shared/returns/return-money';
import type { TSaleDetails } from '@cuadre/shared/sales/schemas';

type TReturnRefundInput = {
  sale: Pick<TSaleDetails, 'balance' | 'payments' | 'returns'>;
  /** What the chosen lines were sold for, in dollars (returnValueUsd). */
  valueUsd: number;
  hasChosen: boolean;
  currency: TPaymentCurrency;
  /** The rate bolívares go back at (the sale's, else today's), or null. */
  rate: number | null;
  /** What the seller typed over the prefilled amount, or null to take the prefilled one. */
  typed: { amount: number | undefined } | null;
};

/**
 * The refund of a return as the server will judge it (design §13): what the sale still owes is settled first,
 * money goes back only up to what it took in, and the field is prefilled with that, in the refund's currency.
 */
export function returnRefund({ sale, valueUsd, hasChosen, currency, rate, typed }: TReturnRefundInput) {
  const money = returnMoney({
    value: valueUsd,
    balance: sale.balance,
    received: sumMoney(sale.payments.map((payment) => payment.amount)),
    refunded: sumMoney(sale.returns.map((earlier) => earlier.refund?.amount ?? 0)),
  });
  const isLimitedByDebt = toCents(money.refundable) < toCents(valueUsd);
  const refundableInCurrency =
    currency === 'VES' && rate !== null ? usdToVes(money.refundable, rate) : money.refundable;
  const amount = typed ? typed.amount : hasChosen && money.refundable > 0 ? refundableInCurrency : undefined;
  const refundUsd =
    amount === undefined || !Number.isFinite(amount) || amount <= 0
      ? null
      : paymentUsdAmount({ currency, amount, rate: rate, balance: money.refundable });
  // Compared in the refund's own currency: a bolívar more than the value may round to the same dollars, and the
  // seller must still never hand back more than the goods were sold for.
  const isAboveValue =
    refundUsd !== null && amount !== undefined && toCents(amount) > toCents(refundableInCurrency);
  return {
    /** The part of the value that settles the debt first, in dollars. */
    credit: money.credit,
    amount,
    refundUsd,
    refundableInCurrency,
    isAboveValue,
    isLimitedByDebt,
    hasNothingToRefund: hasChosen && money.refundable === 0,
    isReady: refundUsd !== null && toCents(refundUsd) >= 1 && !isAboveValue && amount !== undefined,
  };
}
