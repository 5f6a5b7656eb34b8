import { describe, it, expect } from 'vitest';
import { formatMargin, formatWithoutCostShare, marginLevel, marginPercent } from './margin';

describe('margin', () => {
  it('is profit over revenue times 100, 0 with no revenue', () => {
    expect(marginPercent(25, 100)).toBe(25);
    expect(marginPercent(1, 3)).toBeCloseTo(33.333, 3);
    expect(marginPercent(10, 0)).toBe(0);
    expect(marginPercent(-5, 50)).toBe(-10);
  });

  it('is green at 20% or more, yellow at 10% or more, red below', () => {
    expect(marginLevel(20)).toBe('good');
    expect(marginLevel(55)).toBe('good');
    expect(marginLevel(19.99)).toBe('fair');
    expect(marginLevel(10)).toBe('fair');
    expect(marginLevel(9.99)).toBe('poor');
    expect(marginLevel(-3)).toBe('poor');
  });

  it('shows one decimal', () => {
    expect(formatMargin(marginPercent(1, 3))).toBe('33.3%');
    expect(formatMargin(0)).toBe('0.0%');
    expect(formatMargin(12.25)).toBe('12.3%');
    expect(formatMargin(-0.01)).toBe('0.0%');
    expect(formatMargin(-12.25)).toBe('-12.3%');
  });

  it('tells the share of revenue without a known cost, or nothing when there is none', () => {
    expect(formatWithoutCostShare(2.5, 20)).toBe('12.5%');
    expect(formatWithoutCostShare(20, 20)).toBe('100.0%');
    expect(formatWithoutCostShare(0.01, 1000)).toBe('<0.1%');
    expect(formatWithoutCostShare(0, 20)).toBeNull();
    expect(formatWithoutCostShare(5, 0)).toBeNull();
  });
});
