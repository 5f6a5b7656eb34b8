import { describe, expect, it } from 'vitest';
import { parseDecimalInput } from './decimal-input';
import { eurToUsd, formatEur, usdToEur } from './reference-currency';

// BCV rates of a day: Bs. 245,6789 a dollar and Bs. 287,1234 a euro.
const rates = { usd: 245.6789, eur: 287.1234 };

describe('the euro at the BCV cross', () => {
  it('stores a price typed in euros in dollars and shows it back unchanged', () => {
    for (const typed of [0.01, 0.99, 1, 10, 12.35, 99.99, 1234.56, 999_999.99]) {
      const usd = eurToUsd(typed, rates);
      expect(usd).not.toBeNull();
      expect(usdToEur(usd ?? 0, rates)).toBe(typed);
    }
    // €10.00 × 287,1234 ÷ 245,6789 = 11.68695… → $11.69.
    expect(eurToUsd(10, rates)).toBe(11.69);
    expect(usdToEur(11.69, rates)).toBe(10);
  });

  it('has no euros without both rates', () => {
    expect(usdToEur(10, { usd: 245, eur: null })).toBeNull();
    expect(eurToUsd(10, { usd: null, eur: 287 })).toBeNull();
  });

  it('prints euros beside dollars', () => {
    expect(formatEur(1234.5)).toBe('€1,234.50');
  });
});

describe('euros as a seller types them', () => {
  it('reads "€10,00", "10 €" and "10 EUR" as ten', () => {
    for (const typed of ['€10,00', '10 €', '10 EUR']) {
      expect(parseDecimalInput(typed, { maxDecimals: 2 })).toEqual({ ok: true, value: '10' });
    }
  });
});
