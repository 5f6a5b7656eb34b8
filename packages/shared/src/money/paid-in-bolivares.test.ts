import { describe, expect, it } from 'vitest';
import { paidInBolivares } from './paid-in-bolivares';

describe('paidInBolivares', () => {
  it('keeps an abono in bolívares as it was handed over, not its rounded dollars at a rate', () => {
    // Bs. 3.000,00 at 36,5456 is $82.09, and $82.09 × 36,5456 = Bs. 3.000,03.
    const abono = { currency: 'VES' as const, amount: 82.09, amountInCurrency: 3000 };
    expect(paidInBolivares(82.09, [abono], 36.5456)).toBe(3000);
  });

  it('adds the dollar payments and a return’s credit at the rate', () => {
    const payments = [
      { currency: 'VES' as const, amount: 10, amountInCurrency: 365.46 },
      { currency: 'USD' as const, amount: 5, amountInCurrency: 5 },
    ];
    // $5 paid in dollars and $2 of credit: $7 × 36,5456 = Bs. 255,82.
    expect(paidInBolivares(17, payments, 36.5456)).toBe(621.28);
  });
});
