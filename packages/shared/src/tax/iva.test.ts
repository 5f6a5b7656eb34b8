import { describe, expect, it } from 'vitest';
import { taxLinesOf } from './iva';

const lines = [
  { taxClass: 'GENERAL' as const, cents: 1160 },
  { taxClass: 'GENERAL' as const, cents: 999 },
  { taxClass: 'REDUCED' as const, cents: 540 },
  { taxClass: 'EXEMPT' as const, cents: 250 },
];

describe('taxLinesOf', () => {
  it('splits prices that include IVA into base and IVA per rate, to the cent, the total unchanged', () => {
    const result = taxLinesOf(lines, { chargesIva: true, pricesIncludeIva: true });
    // $21.59 at 16 %: base 18.61 (2159 × 100 / 116 = 1861.2), IVA 2.98; $5.40 at 8 %: base 5.00, IVA 0.40.
    expect(result.taxLines).toEqual([
      { class: 'GENERAL', rate: 16, base: 18.61, tax: 2.98 },
      { class: 'REDUCED', rate: 8, base: 5, tax: 0.4 },
      { class: 'EXEMPT', rate: 0, base: 2.5, tax: 0 },
    ]);
    expect(result).toMatchObject({ taxCents: 338, totalCents: 2949 });
  });

  it('adds IVA on top of prices before it, rounded once per rate', () => {
    const result = taxLinesOf(lines, { chargesIva: true, pricesIncludeIva: false });
    // 21.59 × 16 % = 3.4544 → 3.45; 5.40 × 8 % = 0.432 → 0.43.
    expect(result.taxLines).toEqual([
      { class: 'GENERAL', rate: 16, base: 21.59, tax: 3.45 },
      { class: 'REDUCED', rate: 8, base: 5.4, tax: 0.43 },
      { class: 'EXEMPT', rate: 0, base: 2.5, tax: 0 },
    ]);
    expect(result).toMatchObject({ taxCents: 388, totalCents: 2949 + 388 });
  });

  it('has no IVA for a shop that charges none', () => {
    expect(taxLinesOf(lines, { chargesIva: false, pricesIncludeIva: false })).toEqual({
      taxLines: [],
      taxCents: 0,
      totalCents: 2949,
    });
  });
});
