import { MARGIN_FAIR_PERCENT, MARGIN_GOOD_PERCENT } from './constants';

export type TMarginLevel = 'good' | 'fair' | 'poor';

/** profit ÷ revenue × 100; 0 when revenue is 0 (spec §2 Statistics). */
export function marginPercent(profit: number, revenue: number): number {
  if (!revenue) return 0;
  return (profit / revenue) * 100;
}

/** Green at 20 % or more, yellow at 10 % or more, red below (spec §9). */
export function marginLevel(percent: number): TMarginLevel {
  if (percent >= MARGIN_GOOD_PERCENT) return 'good';
  if (percent >= MARGIN_FAIR_PERCENT) return 'fair';
  return 'poor';
}

/** One decimal and a percent sign: 23.456 → "23.5%". Rounds half away from zero (−0 prints as 0.0). */
export function formatMargin(percent: number): string {
  const tenths = Math.sign(percent) * Math.round(Math.abs(percent) * 10);
  const value = tenths / 10;
  return `${(Object.is(value, -0) ? 0 : value).toFixed(1)}%`;
}

/**
 * The share of revenue whose lines have no known cost, as the note under Ganancias prints it ("12.5%"), or
 * null when there is none. A share too small for one decimal reads "<0.1%", never "0.0%".
 */
export function formatWithoutCostShare(revenueWithoutCost: number, revenue: number): string | null {
  if (!(revenueWithoutCost > 0) || !(revenue > 0)) return null;
  const percent = marginPercent(revenueWithoutCost, revenue);
  return percent < 0.05 ? '<0.1%' : formatMargin(percent);
}
