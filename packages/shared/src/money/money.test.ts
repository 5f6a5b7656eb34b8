import { describe, it, expect } from 'vitest';
import {
  bigCentsToDecimal,
  formatMoney,
  formatNumberVe,
  formatRate,
  formatRateInFull,
  formatUsd,
  formatVes,
  fromBigCents,
  fromCents,
  linesTotalBigCents,
  multiplyMoney,
  roundMoney,
  subtractMoney,
  sumBigCents,
  sumMoney,
  toBigCents,
  toCents,
  usdToVes,
  vesToUsd,
} from './money';

describe('toCents', () => {
  it('converts numbers and strings exactly', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents('12.34')).toBe(1234);
    expect(toCents(' 7 ')).toBe(700);
    expect(toCents('.5')).toBe(50);
    expect(toCents(0)).toBe(0);
  });

  it('has no float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.1 * 3)).toBe(330);
    expect(toCents(19.99)).toBe(1999);
  });

  it('rounds half away from zero at the second decimal', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(1.004)).toBe(100);
    expect(toCents('-0.004')).toBe(0);
    expect(Object.is(toCents('-0.004'), -0)).toBe(false);
  });

  it('reads exponent notation', () => {
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(1e21 / 1e12)).toBe(100_000_000_000);
    expect(toCents('1.5e2')).toBe(15000);
    expect(toCents('5e-3')).toBe(1);
  });

  it('rejects what is not a number', () => {
    expect(() => toCents('abc')).toThrow(RangeError);
    expect(() => toCents('')).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents(1e300)).toThrow(RangeError);
  });
});

describe('cents of any size (sums of many sales, design §10)', () => {
  it('converts exactly past the safe-integer range, where toCents refuses', () => {
    // What PostgreSQL prints for 101 sales of the old largest total, 999,999,999,999.99 each.
    expect(toBigCents('100999999999998.99')).toBe(10099999999999899n);
    expect(() => toCents('100999999999998.99')).toThrow(RangeError);
    expect(toBigCents('-0.005')).toBe(-1n);
    expect(toBigCents(1e300)).toBe(10n ** 302n);
    expect(() => toBigCents('1e999999')).toThrow(RangeError);
    expect(() => toBigCents('abc')).toThrow(RangeError);
  });

  it('gives back the nearest number: the same as fromCents where cents are exact', () => {
    for (const cents of [
      0,
      1,
      -1,
      5,
      10,
      99,
      123456,
      -987654321,
      999_999_999_999_99,
      Number.MAX_SAFE_INTEGER,
    ]) {
      expect(fromBigCents(BigInt(cents))).toBe(fromCents(cents));
    }
    expect(fromBigCents(10099999999999899n)).toBe(Number('100999999999998.99'));
    expect(Object.is(fromBigCents(0n), 0)).toBe(true);
    expect(bigCentsToDecimal(-5n)).toBe('-0.05');
    expect(bigCentsToDecimal(10000000000000n)).toBe('100000000000.00');
  });

  it('sums 1,000 sales at the maximum and more without throwing', () => {
    const totals = Array.from({ length: 1000 }, () => '100000000.00');
    expect(sumBigCents(totals)).toBe(10_000_000_000_000n);
    expect(sumMoney(totals)).toBe(100_000_000_000);
    expect(sumMoney(Array.from({ length: 101 }, () => 999_999_999_999.99))).toBe(
      Number('100999999999998.99'),
    );
    expect(linesTotalBigCents([{ price: 12.5, quantity: -1e308 }])).toBe(-1250n * BigInt(1e308));
    expect(linesTotalBigCents([{ price: 999_999_999_999.99, quantity: 1_000_000 }])).toBe(
      99_999_999_999_999_000_000n,
    );
  });

  it('formats sums past 9e13 dollars instead of throwing', () => {
    expect(formatUsd(100_000_000_000)).toBe('$100,000,000,000.00');
    expect(formatUsd(1e14)).toBe('$100,000,000,000,000.00');
    expect(formatVes(1e14)).toBe('Bs. 100.000.000.000.000,00');
    expect(formatNumberVe(-1e15)).toBe('-1.000.000.000.000.000,00');
    expect(formatMoney(1e14, { mode: 'VES', rate: 36.5 })).toBe('Bs. 3.650.000.000.000.000,00');
  });
});

describe('arithmetic', () => {
  it('sums without drift', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 10 }, () => 0.1))).toBe(1);
    expect(sumMoney([])).toBe(0);
    expect(sumMoney(['10.10', 5.05, -0.15])).toBe(15);
  });

  it('multiplies a price by a quantity', () => {
    expect(multiplyMoney(19.99, 3)).toBe(59.97);
    expect(multiplyMoney(0.1, 3)).toBe(0.3);
    expect(multiplyMoney(2.5, 0.5)).toBe(1.25);
    expect(multiplyMoney(0.05, 0.5)).toBe(0.03);
    // A weighed line (design §13): 669.665 cents and half a cent round up, as PostgreSQL's round() does.
    expect(multiplyMoney(19.99, 0.335)).toBe(6.7);
    expect(multiplyMoney(1, 0.005)).toBe(0.01);
    expect(multiplyMoney(-1, 0.005)).toBe(-0.01);
  });

  it('rounds and subtracts', () => {
    expect(roundMoney(10.005)).toBe(10.01);
    expect(roundMoney('3.14159')).toBe(3.14);
    expect(fromCents(1999)).toBe(19.99);
    expect(subtractMoney(0.3, 0.1)).toBe(0.2);
  });
});

describe('currency conversion', () => {
  it('multiplies by the rate to bolivars and divides back', () => {
    expect(usdToVes(10, 36.5)).toBe(365);
    expect(usdToVes(1.23, 36.5432)).toBe(44.95);
    // An exact half cent rounds up (float arithmetic would give 45716.37).
    expect(usdToVes(1250, 36.5731)).toBe(45716.38);
    expect(usdToVes(0.01, 36.5731)).toBe(0.37);
    expect(vesToUsd(365, 36.5)).toBe(10);
  });

  it('leaves the amount unchanged with no rate', () => {
    expect(usdToVes(10, null)).toBe(10);
    expect(vesToUsd(10, null)).toBe(10);
    expect(usdToVes(10, 0)).toBe(10);
  });
});

describe('formatting', () => {
  it('formats USD as en-US with $ and two decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(999.999)).toBe('$1,000.00');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
    expect(formatUsd(-3)).toBe('-$3.00');
  });

  it('formats VES as es-VE with the "Bs. " prefix', () => {
    expect(formatVes(45678.9)).toBe('Bs. 45.678,90');
    expect(formatVes(0.5)).toBe('Bs. 0,50');
    expect(formatVes(1234567.5)).toBe('Bs. 1.234.567,50');
  });

  it('matches Node es-VE and en-US number grouping', () => {
    for (const value of [0, 1.5, 999.99, 1000, 1234.5, 45678.9, 1234567.89]) {
      const ve = new Intl.NumberFormat('es-VE', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value);
      const us = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
      expect(formatVes(value)).toBe(`Bs. ${ve}`);
      expect(formatUsd(value)).toBe(us);
    }
  });

  it('formatMoney shows the USD amount in USD mode', () => {
    expect(formatMoney(1234.5, { mode: 'USD', rate: 36.5 })).toBe('$1,234.50');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });

  it('formatMoney converts to bolivars in VES mode', () => {
    expect(formatMoney(1251.5, { mode: 'VES', rate: 36.5 })).toBe('Bs. 45.679,75');
    expect(formatMoney(10, { mode: 'VES', rate: 36.5 })).toBe('Bs. 365,00');
  });

  it('formatMoney in VES mode without a rate keeps the amount and shows it as dollars', () => {
    expect(formatMoney(10, { mode: 'VES', rate: null })).toBe('$10.00');
  });

  it('formats the dollar rate with two decimals, es-VE', () => {
    expect(formatRate(36.5)).toBe('36,50');
    expect(formatRate(105.4567)).toBe('105,46');
    expect(formatRate(1234.5)).toBe('1.234,50');
  });

  it('prints a rate as it was used: every decimal up to 8, at least 2', () => {
    expect(formatRateInFull(245.6789)).toBe('245,6789');
    expect(formatRateInFull(36.5731)).toBe('36,5731');
    expect(formatRateInFull(36.5)).toBe('36,50');
    expect(formatRateInFull(250)).toBe('250,00');
    expect(formatRateInFull(1234.56789012)).toBe('1.234,56789012');
    expect(formatRateInFull(0.00000001)).toBe('0,00000001');
    // What a reader multiplies gives the bolívares printed beside it.
    for (const rate of [245.6789, 36.5731, 1234.56789012]) {
      const printed = Number(formatRateInFull(rate).replaceAll('.', '').replace(',', '.'));
      expect(usdToVes(4.7, printed)).toBe(usdToVes(4.7, rate));
    }
  });
});
