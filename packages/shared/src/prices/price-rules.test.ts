import { describe, expect, it } from 'vitest';
import { centsLessPercent, linePriceOf } from './price-rules';

const MAYOR = { percentOff: null };
const tiers = [
  { minQuantity: 1, price: 0.95 },
  { minQuantity: 12, price: 0.8 },
  { minQuantity: 48, price: 0.75 },
];

describe('linePriceOf', () => {
  it('gives the detal price without a list', () => {
    expect(linePriceOf(1.2, null, tiers, 50)).toEqual({ price: 1.2, minQuantity: null });
  });

  it('takes the tier of the greatest minimum the quantity reaches: 11 units are not 12', () => {
    expect(linePriceOf(1.2, MAYOR, tiers, 11)).toEqual({ price: 0.95, minQuantity: 1 });
    expect(linePriceOf(1.2, MAYOR, tiers, 12)).toEqual({ price: 0.8, minQuantity: 12 });
    expect(linePriceOf(1.2, MAYOR, tiers, 47)).toEqual({ price: 0.8, minQuantity: 12 });
    expect(linePriceOf(1.2, MAYOR, tiers, 48)).toEqual({ price: 0.75, minQuantity: 48 });
  });

  it('below the first tier of a list without a price for any quantity, the detal price holds', () => {
    expect(linePriceOf(1.2, MAYOR, [{ minQuantity: 12, price: 0.8 }], 11)).toEqual({
      price: 1.2,
      minQuantity: null,
    });
  });

  it('weighs a kilo tier against 2.5 kg', () => {
    expect(linePriceOf(4, MAYOR, [{ minQuantity: 2.5, price: 3.5 }], 2.5).price).toBe(3.5);
    expect(linePriceOf(4, MAYOR, [{ minQuantity: 2.5, price: 3.5 }], 2.499).price).toBe(4);
  });

  it('takes a list’s percentage off the detal price, rounded to the cent, where it has no own price', () => {
    expect(linePriceOf(1.25, { percentOff: 10 }, [], 1)).toEqual({ price: 1.13, minQuantity: null });
    expect(linePriceOf(3, { percentOff: 12.5 }, [], 1).price).toBe(2.63);
    expect(linePriceOf(3, { percentOff: 12.5 }, [{ minQuantity: 6, price: 2.4 }], 6).price).toBe(2.4);
  });
});

describe('centsLessPercent', () => {
  it('rounds half up, in integers', () => {
    expect(centsLessPercent(105, 50)).toBe(53);
    expect(centsLessPercent(1000, 33.33)).toBe(667);
    expect(centsLessPercent(100, 100)).toBe(0);
  });
});
