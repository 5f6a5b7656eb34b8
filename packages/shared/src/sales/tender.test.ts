import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../common/messages';
import { changeProblem, settleTender, tenderProblemFor } from './tender';

const RATE = 245.6789;

describe('settleTender', () => {
  it('$5 cash and the rest in bolívares in cash, change in bolívares: exact to the cent', () => {
    const tender = settleTender({
      total: 10,
      payments: [
        { method: 'CASH', currency: 'USD', amount: 5 },
        { method: 'CASH', currency: 'VES', amount: 1300 },
      ],
      rate: RATE,
      igtfRate: null,
    });
    // The rest, $5, is Bs. 1.228,39 at the sale's rate (1.228,3945): Bs. 1.300 leave Bs. 71,61 of change.
    expect(tender.payments.map((payment) => [payment.amount, payment.amountInCurrency])).toEqual([
      [5, 5],
      [5, 1300],
    ]);
    expect(tender.payments[1]?.exchangeRate).toBe(RATE);
    expect(tender).toMatchObject({ paid: 10, remaining: 0, change: { currency: 'VES', amount: 71.61 } });
    expect(tenderProblemFor('PAID', tender)).toBeNull();
  });

  it('gives change only from cash: a card, a transfer, a Pago Móvil or a Zelle beyond the total is refused', () => {
    for (const [method, currency, amount, label] of [
      ['ZELLE', 'USD', 1000, 'Zelle'],
      ['CARD', 'VES', 9000, 'Tarjeta'],
      ['PAGO_MOVIL', 'VES', 2500, 'Pago Móvil'],
    ] as const) {
      const tender = settleTender({
        total: 10,
        payments: [{ method, currency, amount, referenceNumber: '1' }],
        rate: RATE,
        igtfRate: null,
      });
      expect(tender.problem).toEqual({ code: 'INVALID', message: VALIDATION.changeOnlyFromCash(label) });
      expect(tender.change).toBeNull();
    }
  });

  it('gives no more change than the open till holds in that currency, with the cash this sale brings', () => {
    // $20 for a $10 sale, the change in bolívares: Bs. 2.456,79 the drawer must hold.
    const inDollars = settleTender({
      total: 10,
      payments: [{ method: 'CASH', currency: 'USD', amount: 20 }],
      rate: RATE,
      igtfRate: null,
      changeCurrency: 'VES',
    });
    expect(inDollars.change).toEqual({ currency: 'VES', amount: 2456.79 });
    expect(changeProblem(inDollars, { USD: 0, VES: 2456.79 })).toBeNull();
    expect(changeProblem(inDollars, { USD: 0, VES: 500 })).toEqual({
      code: 'CHANGE_ABOVE_TILL',
      message: VALIDATION.changeAboveTill('VES', 'Bs. 500,00'),
    });
    // Bs. 5.000 in cash for the same sale: the Bs. 2.543,21 back come out of what was just handed over.
    const inBolivars = settleTender({
      total: 10,
      payments: [{ method: 'CASH', currency: 'VES', amount: 5000 }],
      rate: RATE,
      igtfRate: null,
    });
    expect(inBolivars.change).toEqual({ currency: 'VES', amount: 2543.21 });
    expect(changeProblem(inBolivars, { USD: 0, VES: 0 })).toBeNull();
    // No till open: the seller gives it from their own pocket ("sin caja").
    expect(changeProblem(inDollars, null)).toBeNull();
  });

  it('bolívares that cover the rest to within half a bolívar cent settle it exactly', () => {
    const tender = settleTender({
      total: 10,
      payments: [{ method: 'PAGO_MOVIL', currency: 'VES', amount: 2456.79, referenceNumber: '9' }],
      rate: RATE,
      igtfRate: null,
    });
    expect(tender).toMatchObject({ paid: 10, remaining: 0, change: null });
  });

  it('gives the change in the currency the seller picks, at the sale’s rate', () => {
    const input = {
      total: 10,
      payments: [{ method: 'CASH' as const, currency: 'USD' as const, amount: 20 }],
      rate: RATE,
      igtfRate: null,
    };
    expect(settleTender(input).change).toEqual({ currency: 'USD', amount: 10 });
    expect(settleTender({ ...input, changeCurrency: 'VES' }).change).toEqual({
      currency: 'VES',
      amount: 2456.79,
    });
  });

  it('charges IGTF on top of what dollars pay off, and not on bolívares', () => {
    const tender = settleTender({
      total: 10,
      payments: [{ method: 'CASH', currency: 'USD', amount: 20 }],
      rate: RATE,
      igtfRate: 3,
    });
    expect(tender.payments[0]).toMatchObject({ amount: 10, igtfAmount: 0.3 });
    expect(tender).toMatchObject({ igtfTotal: 0.3, change: { currency: 'USD', amount: 9.7 } });

    const split = settleTender({
      total: 10,
      payments: [
        { method: 'ZELLE', currency: 'USD', amount: 5.15, referenceNumber: 'z1' },
        { method: 'PAGO_MOVIL', currency: 'VES', amount: 1228.39, referenceNumber: 'p1' },
      ],
      rate: RATE,
      igtfRate: 3,
    });
    // $5,15 in dollars pay off $5,00 and its IGTF of $0,15; the bolívares bear none.
    expect(split.payments.map((payment) => [payment.amount, payment.igtfAmount])).toEqual([
      [5, 0.15],
      [5, 0],
    ]);
    expect(split).toMatchObject({ remaining: 0, igtfTotal: 0.15, change: null });
  });

  it('says what is left in both currencies, and in dollars with IGTF', () => {
    const tender = settleTender({
      total: 10,
      payments: [{ method: 'CASH', currency: 'USD', amount: 4 }],
      rate: RATE,
      igtfRate: null,
    });
    expect(tender).toMatchObject({ remaining: 6, remainingVes: 1474.07, remainingUsdWithIgtf: 6 });
    expect(settleTender({ total: 10, payments: [], rate: null, igtfRate: 3 })).toMatchObject({
      remaining: 10,
      remainingVes: null,
      remainingUsdWithIgtf: 10.3,
    });
    expect(tenderProblemFor('PAID', tender)?.message).toBe(VALIDATION.salePaymentsShort('$6.00'));
  });

  it('refuses a payment after the total is covered, and bolívares without a rate', () => {
    const extra = settleTender({
      total: 10,
      payments: [
        { method: 'CASH', currency: 'USD', amount: 10 },
        { method: 'CASH', currency: 'USD', amount: 1 },
      ],
      rate: null,
      igtfRate: null,
    });
    expect(extra.problem).toEqual({ code: 'INVALID', message: VALIDATION.salePaymentNotNeeded });
    const noRate = settleTender({
      total: 10,
      payments: [{ method: 'CASH', currency: 'VES', amount: 100 }],
      rate: null,
      igtfRate: null,
    });
    expect(noRate.problem?.code).toBe('NEEDS_RATE');
  });

  it('a PENDING sale’s payments must leave something owed', () => {
    const covered = settleTender({
      total: 10,
      payments: [{ method: 'CASH', currency: 'USD', amount: 10 }],
      rate: null,
      igtfRate: null,
    });
    expect(tenderProblemFor('PENDING', covered)?.message).toBe(VALIDATION.saleInitialPaymentTooHigh);
  });
});
