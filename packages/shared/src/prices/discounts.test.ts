import { describe, expect, it } from 'vitest';
import { applyDiscounts, exceedsDiscountLimit, returnedDiscountCents, shareInProportion } from './discounts';

describe('applyDiscounts', () => {
  it('takes a line’s percentage off its total, rounded to the cent', () => {
    const result = applyDiscounts([1999, 500], [{ line: 0, kind: 'PERCENT', value: 10, reason: 'Golpeado' }]);
    expect(result?.lineCents).toEqual([200, 0]);
    expect(result?.applied).toEqual([{ line: 0, kind: 'PERCENT', value: 10, reason: 'Golpeado', amount: 2 }]);
  });

  it('takes the sale’s off what the lines leave, shared so that the parts add up to the cent', () => {
    const result = applyDiscounts(
      [1000, 1000, 1000],
      [
        { line: 0, kind: 'AMOUNT', value: 1, reason: 'Vencido pronto' },
        { kind: 'AMOUNT', value: 1, reason: 'Cliente fiel' },
      ],
    );
    // $1 over $9 + $10 + $10: 31.03…, 34.48…, 34.48… cents.
    expect(result?.lineCents).toEqual([100 + 31, 35, 34]);
    expect(result?.totalCents).toBe(200);
    expect(result?.applied.map((discount) => discount.amount)).toEqual([1, 1]);
  });

  it('refuses a discount larger than what it applies to', () => {
    expect(applyDiscounts([500], [{ line: 0, kind: 'AMOUNT', value: 5.01, reason: 'x' }])).toBeNull();
    expect(applyDiscounts([500], [{ kind: 'AMOUNT', value: 5, reason: 'x' }])?.totalCents).toBe(500);
  });
});

describe('shareInProportion', () => {
  it('gives the leftover cents to the largest remainders', () => {
    expect(shareInProportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareInProportion(0, [5, 5])).toEqual([0, 0]);
  });
});

describe('exceedsDiscountLimit', () => {
  it('measures a discount against what the lines cost before it', () => {
    expect(exceedsDiscountLimit(10, 100, 1000)).toBe(false);
    expect(exceedsDiscountLimit(10, 101, 1000)).toBe(true);
    expect(exceedsDiscountLimit(null, 1000, 1000)).toBe(false);
    expect(exceedsDiscountLimit(0, 1, 1000)).toBe(true);
  });
});

describe('returnedDiscountCents', () => {
  it('gives back a discounted line’s part unit by unit, the whole with the last one', () => {
    // A discount of $1.00 over 3 units: 33, 34 (67 − 33) and 33 (100 − 67) cents.
    expect(returnedDiscountCents(100, { sold: 3, returned: 0 }, 1)).toBe(33);
    expect(returnedDiscountCents(100, { sold: 3, returned: 1 }, 1)).toBe(34);
    expect(returnedDiscountCents(100, { sold: 3, returned: 2 }, 1)).toBe(33);
    expect(returnedDiscountCents(100, { sold: 3, returned: 0 }, 3)).toBe(100);
    expect(returnedDiscountCents(0, { sold: 3, returned: 0 }, 3)).toBe(0);
  });
});
