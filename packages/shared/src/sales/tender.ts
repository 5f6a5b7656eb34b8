import { VALIDATION } from '../common/messages';
import {
  divideRounded,
  formatInCurrency,
  formatUsd,
  fromBigCents,
  isUsableRate,
  RATE_SCALE,
  scaledRate,
  toBigCents,
  usdToVes,
} from '../money/money';
import { paymentUsdAmount } from '../money/payment-currency';
import { PAYMENT_METHOD_LABELS, type TPaymentCurrency, type TPaymentMethod } from '../payments/constants';
import { bearsIgtf, igtfHundredths, PERCENT_SCALE } from '../payments/igtf';

// Split tender (design §10): what several payments handed over for one sale pay off, the IGTF they bear and the
// change. The cart shows it live and POST /sales writes it: one computation, so the screen and the record agree.

/** A payment as the seller typed it: `amount` in its own currency. */
export interface TTenderPayment {
  method: TPaymentMethod;
  currency: TPaymentCurrency;
  amount: number;
  referenceNumber?: string | undefined;
}

/** A payment as it is recorded: as handed over, what it paid off in USD, and the IGTF charged on top. */
export interface TTenderedPayment {
  method: TPaymentMethod;
  currency: TPaymentCurrency;
  /** Exactly what was handed over, in `currency`. */
  amountInCurrency: number;
  /** The rate used for bolívares; null for dollars. */
  exchangeRate: number | null;
  /** Its USD value against the sale's total (never beyond what remained). */
  amount: number;
  igtfAmount: number;
  referenceNumber: string | null;
}

export interface TTenderInput {
  /** The sale's total in USD. */
  total: number;
  payments: readonly TTenderPayment[];
  /** The sale's rate: bolívares in and change in bolívares need it. */
  rate: number | null;
  /** The seller's IGTF percentage when charged, else null. */
  igtfRate: number | null;
  /** The currency the change is given in; by default that of the payment that went beyond the total. */
  changeCurrency?: TPaymentCurrency | undefined;
}

export type TTenderProblem = { code: 'NEEDS_RATE' | 'INVALID' | 'CHANGE_ABOVE_TILL'; message: string };

export interface TTender {
  payments: TTenderedPayment[];
  /** Σ amount: what the payments pay off of the total, in USD. */
  paid: number;
  /** What is still to pay, in USD (0 once covered). */
  remaining: number;
  /** `remaining` in bolívares at the sale's rate; null without one. */
  remainingVes: number | null;
  /** `remaining` handed over in dollars: with IGTF charged, what a dollar payment must bring to cover it. */
  remainingUsdWithIgtf: number;
  igtfTotal: number;
  change: { currency: TPaymentCurrency; amount: number } | null;
  /** The first thing that stops this tender from being recorded, or null. */
  problem: TTenderProblem | null;
}

/**
 * Applies the payments in order against the total. Dollars bearing IGTF pay off what they bring less the IGTF
 * on it (a payment that covers the rest pays it off and its IGTF, and the surplus is change); bolívares pay off
 * their USD value at the sale's rate, settling the rest exactly when they cover it to within half a bolívar cent
 * (paymentUsdAmount). Only the last payment may go beyond the total: a payment after the total is covered is
 * refused. Computed in integer cents throughout.
 */
export function settleTender(input: TTenderInput): TTender {
  const igtf = igtfHundredths(input.igtfRate);
  const rate = isUsableRate(input.rate) ? input.rate : null;
  let remaining = toBigCents(input.total);
  let igtfTotal = 0n;
  let problem: TTenderProblem | null = null;
  // The surplus of the payment that went beyond the total, in that payment's currency and method.
  let surplus: { currency: TPaymentCurrency; cents: bigint; method: TPaymentMethod } | null = null;
  const payments: TTenderedPayment[] = [];

  for (const payment of input.payments) {
    const handed = toBigCents(payment.amount);
    if (remaining === 0n) {
      problem ??= { code: 'INVALID', message: VALIDATION.salePaymentNotNeeded };
      continue;
    }
    let applied: bigint;
    let igtfCents = 0n;
    if (payment.currency === 'VES') {
      const usd =
        rate === null
          ? null
          : paymentUsdAmount({
              currency: 'VES',
              amount: payment.amount,
              rate,
              balance: fromBigCents(remaining),
            });
      if (usd === null || rate === null) {
        problem ??= { code: 'NEEDS_RATE', message: VALIDATION.salePaymentNeedsRate };
        continue;
      }
      applied = toBigCents(usd);
      if (applied >= remaining) {
        const remainingBs = toBigCents(usdToVes(fromBigCents(remaining), rate));
        surplus = {
          currency: 'VES',
          cents: handed > remainingBs ? handed - remainingBs : 0n,
          method: payment.method,
        };
        applied = remaining;
      }
    } else {
      const rateOfIgtf = bearsIgtf(payment.currency, payment.method) ? igtf : 0n;
      const igtfOnRest = divideRounded(remaining * rateOfIgtf, PERCENT_SCALE);
      if (handed >= remaining + igtfOnRest) {
        applied = remaining;
        igtfCents = igtfOnRest;
        surplus = {
          currency: payment.currency,
          cents: handed - remaining - igtfOnRest,
          method: payment.method,
        };
      } else {
        // Part of the rest: what it brings is what it pays off plus the IGTF on that, to the cent.
        // On a few cents, rounding may make that the whole rest: never more.
        applied = divideRounded(handed * PERCENT_SCALE, PERCENT_SCALE + rateOfIgtf);
        if (applied > remaining) applied = remaining;
        igtfCents = handed - applied;
      }
    }
    if (applied < 1n) {
      problem ??= { code: 'INVALID', message: VALIDATION.paymentAmountMin };
      continue;
    }
    remaining -= applied;
    igtfTotal += igtfCents;
    payments.push({
      method: payment.method,
      currency: payment.currency,
      amountInCurrency: payment.amount,
      exchangeRate: payment.currency === 'VES' ? rate : null,
      amount: fromBigCents(applied),
      igtfAmount: fromBigCents(igtfCents),
      referenceNumber: payment.referenceNumber ?? null,
    });
  }

  let change: TTender['change'] = null;
  // Only cash gives change: a card, a transfer or a Zelle is charged for what is owed, and money handed back for
  // them would leave the drawer without ever having come into it.
  if (surplus && surplus.cents > 0n && surplus.method !== 'CASH') {
    problem ??= {
      code: 'INVALID',
      message: VALIDATION.changeOnlyFromCash(PAYMENT_METHOD_LABELS[surplus.method]),
    };
  } else if (surplus && surplus.cents > 0n) {
    const currency = input.changeCurrency ?? surplus.currency;
    const cents = convertCents(surplus.cents, surplus.currency, currency, rate);
    if (cents === null) problem ??= { code: 'NEEDS_RATE', message: VALIDATION.salePaymentNeedsRate };
    else change = { currency, amount: fromBigCents(cents) };
  }
  const remainingUsd = fromBigCents(remaining);
  return {
    payments,
    paid: fromBigCents(toBigCents(input.total) - remaining),
    remaining: remainingUsd,
    remainingVes: rate === null ? null : usdToVes(remainingUsd, rate),
    remainingUsdWithIgtf: fromBigCents(remaining + divideRounded(remaining * igtf, PERCENT_SCALE)),
    igtfTotal: fromBigCents(igtfTotal),
    change,
    problem,
  };
}

/** Change in another currency than the surplus, at the sale's rate, rounded half up; null without a rate. */
function convertCents(
  cents: bigint,
  from: TPaymentCurrency,
  to: TPaymentCurrency,
  rate: number | null,
): bigint | null {
  if (from === to) return cents;
  if (rate === null) return null;
  const scaled = scaledRate(rate);
  return from === 'USD'
    ? divideRounded(cents * scaled, RATE_SCALE)
    : divideRounded(cents * RATE_SCALE, scaled);
}

/** The cash an open till expects in its drawer, per currency (design §11). */
export type TTillCash = Record<TPaymentCurrency, number>;

/** The cash lines of a till's expected lines (numbers on screen, exact decimal text from SQL). */
export function tillCashOf(
  lines: readonly { method: TPaymentMethod; currency: TPaymentCurrency; expected: number | string }[],
): TTillCash {
  const cash = (currency: TPaymentCurrency) =>
    Number(lines.find((line) => line.method === 'CASH' && line.currency === currency)?.expected ?? 0);
  return { USD: cash('USD'), VES: cash('VES') };
}

/**
 * Change the drawer cannot give (design §11): with a till open, the change in a currency may not exceed the cash
 * the till expects in it plus the cash this sale brings in it. Null when it can, or when no till is open. The
 * cart says so before confirming and POST /sales refuses it; a sale made offline is never refused for it.
 */
export function changeProblem(
  tender: Pick<TTender, 'change' | 'payments'>,
  tillCash: TTillCash | null,
): TTenderProblem | null {
  if (!tender.change || tillCash === null) return null;
  const { currency, amount } = tender.change;
  let availableCents = toBigCents(tillCash[currency]);
  for (const payment of tender.payments) {
    if (payment.method === 'CASH' && payment.currency === currency) {
      availableCents += toBigCents(payment.amountInCurrency);
    }
  }
  if (toBigCents(amount) <= availableCents) return null;
  const available = formatInCurrency(fromBigCents(availableCents > 0n ? availableCents : 0n), currency);
  return { code: 'CHANGE_ABOVE_TILL', message: VALIDATION.changeAboveTill(currency, available) };
}

/**
 * What stops a sale's payments from being recorded (the tender's own problem first): a PAID sale's payments must
 * cover its total; a PENDING sale's are its initial payment and must leave something owed.
 */
export function tenderProblemFor(status: 'PAID' | 'PENDING', tender: TTender): TTenderProblem | null {
  if (tender.problem) return tender.problem;
  if (status === 'PAID' && tender.remaining > 0) {
    return { code: 'INVALID', message: VALIDATION.salePaymentsShort(formatUsd(tender.remaining)) };
  }
  if (status === 'PENDING' && tender.remaining === 0) {
    return { code: 'INVALID', message: VALIDATION.saleInitialPaymentTooHigh };
  }
  return null;
}
