import { describe, it, expect } from 'vitest';
import { bearsIgtf, formatPercent, igtfLabel, igtfOnAmount } from './igtf';

describe('bearsIgtf', () => {
  it('charges IGTF on dollars handed over by a method that takes dollars, never on bolívar methods', () => {
    expect(bearsIgtf('USD', 'CASH')).toBe(true);
    expect(bearsIgtf('USD', 'ZELLE')).toBe(true);
    expect(bearsIgtf('USD', 'OTHER')).toBe(true);
    // The spec's payload records a card or a transfer in dollars: no foreign currency changed hands.
    expect(bearsIgtf('USD', 'CARD')).toBe(false);
    expect(bearsIgtf('USD', 'TRANSFER')).toBe(false);
    expect(bearsIgtf('VES', 'CASH')).toBe(false);
  });
});

describe('igtfOnAmount', () => {
  it('is the percentage of the amount, rounded half up to the cent', () => {
    expect(igtfOnAmount(10, 3)).toBe(0.3);
    expect(igtfOnAmount(0.5, 3)).toBe(0.02);
    expect(igtfOnAmount(10, null)).toBe(0);
  });
});

describe('formatPercent and igtfLabel', () => {
  it('write the percentage the Venezuelan way, with at most 2 decimals', () => {
    expect([3, 3.5, 3.25, 100, 2.999].map(formatPercent)).toEqual(['3', '3,5', '3,25', '100', '3']);
    expect(igtfLabel(2.5)).toBe('IGTF (2,5 %)');
  });
});
