import { describe, expect, it } from 'vitest';
import {
  addQuantities,
  fitsUnit,
  formatQuantity,
  hasAtMostThreeDecimals,
  subtractQuantities,
} from './quantity';

describe('quantities of weighed goods', () => {
  it('adds and subtracts thousandths exactly', () => {
    expect(addQuantities(0.1, 0.2)).toBe(0.3);
    expect(subtractQuantities(1, 0.75)).toBe(0.25);
    expect(addQuantities(1.005, 2.335)).toBe(3.34);
  });

  it('takes whole units for UNIT and up to 3 decimals for kg, g and L', () => {
    expect(fitsUnit(3, 'UNIT')).toBe(true);
    expect(fitsUnit(1.5, 'UNIT')).toBe(false);
    expect(fitsUnit(0.755, 'KG')).toBe(true);
    expect(fitsUnit(0.7555, 'KG')).toBe(false);
    expect(fitsUnit(250, 'G')).toBe(true);
    expect(hasAtMostThreeDecimals(1e300)).toBe(true);
  });

  it('prints a quantity the Venezuelan way with its unit', () => {
    expect(formatQuantity(3)).toBe('3');
    expect(formatQuantity(0.75, 'KG')).toBe('0,75 kg');
    expect(formatQuantity(1250, 'G')).toBe('1.250 g');
    expect(formatQuantity(1.5, 'L')).toBe('1,5 L');
    expect(formatQuantity(-0.125, 'KG')).toBe('-0,125 kg');
    expect(formatQuantity(2, 'KG')).toBe('2 kg');
  });
});
