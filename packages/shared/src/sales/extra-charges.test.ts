import { describe, it, expect } from 'vitest';
import { DECIMAL_INPUT_MESSAGES } from '../money/decimal-input';
import { chargeAmountProblem, normalizeExtraCharges, parseChargeAmount } from './extra-charges';

describe('parseChargeAmount', () => {
  it('accepts a dot or a comma as decimal separator', () => {
    expect(parseChargeAmount('5.50')).toBe(5.5);
    expect(parseChargeAmount('5,50')).toBe(5.5);
  });

  it('strips non-numeric characters', () => {
    expect(parseChargeAmount('$ 12')).toBe(12);
    expect(parseChargeAmount('Bs. 3,25')).toBe(3.25);
    expect(parseChargeAmount('10 USD')).toBe(10);
  });

  it('treats the last separator as decimal when several appear', () => {
    expect(parseChargeAmount('1.234,56')).toBe(1234.56);
    expect(parseChargeAmount('1,234.56')).toBe(1234.56);
  });

  it('reads nonsense as 0', () => {
    expect(parseChargeAmount('')).toBe(0);
    expect(parseChargeAmount('abc')).toBe(0);
    expect(parseChargeAmount('.')).toBe(0);
    expect(parseChargeAmount('-5')).toBe(5);
    expect(chargeAmountProblem('')).toBeNull();
    expect(chargeAmountProblem('gratis')).toBeNull();
  });

  it('refuses what it cannot read for sure, instead of rounding it', () => {
    // "2.345" was 2.35, and "1.234" was 1.23 where a Venezuelan seller meant 1234.
    expect(parseChargeAmount('2.345')).toBe(0);
    expect(chargeAmountProblem('1.234')).toBe(DECIMAL_INPUT_MESSAGES.ambiguous('1.234', '1234', '.', 2));
    expect(chargeAmountProblem('Bs. 0,125')).toBe(DECIMAL_INPUT_MESSAGES.tooManyDecimals(2));
    expect(chargeAmountProblem('12,3,4')).toBe(DECIMAL_INPUT_MESSAGES.badSeparators('12,3,4'));
    expect(chargeAmountProblem('1.234,56')).toBeNull();
    expect(parseChargeAmount('245,67')).toBe(245.67);
  });
});

describe('normalizeExtraCharges', () => {
  it('keeps only charges with a name and an amount above 0', () => {
    expect(
      normalizeExtraCharges([
        { name: ' Delivery ', amount: '3,5' },
        { name: '   ', amount: '10' },
        { name: 'Bolsa', amount: '0' },
        { name: 'Nada', amount: '' },
        { name: 'Empaque', amount: '1.25' },
      ]),
    ).toEqual([
      { name: 'Delivery', amount: 3.5 },
      { name: 'Empaque', amount: 1.25 },
    ]);
  });
});
