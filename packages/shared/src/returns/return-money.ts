import { fromCents, toCents } from '../money/money';

// What a return may give back, and how (design §13): goods of a sale that still owes first lower what is owed; only
// the rest may go back as money, and never more money than the sale took in, less what earlier returns paid back.
// The return form shows it and POST /sales/{id}/returns enforces it: one rule, so that no money leaves the till
// that never came in.

export interface TReturnMoneyInput {
  /** What the returned goods were sold for, in USD. */
  value: number;
  /** What the sale still owes, in USD (0 for a paid sale). */
  balance: number;
  /** What its payments took in, in USD (IGTF and change aside). */
  received: number;
  /** What its earlier returns paid back, in USD. */
  refunded: number;
}

export interface TReturnMoney {
  /** Taken off the sale's balance whatever the seller picks. */
  credit: number;
  /** The most that may go back as money. */
  refundable: number;
}

export function returnMoney({ value, balance, received, refunded }: TReturnMoneyInput): TReturnMoney {
  const valueCents = toCents(value);
  const creditCents = Math.min(valueCents, Math.max(toCents(balance), 0));
  const keptCents = Math.max(toCents(received) - toCents(refunded), 0);
  return {
    credit: fromCents(creditCents),
    refundable: fromCents(Math.min(valueCents - creditCents, keptCents)),
  };
}
