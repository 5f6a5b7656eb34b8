import { describe, expect, it } from 'vitest';
import { formatUsd } from '@cuadre/shared/money/money';
import { axisWidth, chartPoints, chartSummary, compactAmount } from './chart-points';

const row = (date: string, revenue: number, profit: number) => ({
  date,
  salesCount: 1,
  totalRevenue: revenue,
  totalCost: revenue - profit,
  totalProfit: profit,
  revenueWithoutCost: 0,
  inBolivares: null,
  igtfTotal: 0,
  taxTotal: 0,
  discountTotal: 0,
});

describe('chartPoints', () => {
  it('fills the days without sales between the first and the last with zeros, across a month end', () => {
    expect(chartPoints([row('2024-02-28', 10, 4), row('2024-03-02', 20, 5)])).toEqual([
      { date: '2024-02-28', label: '28/02', revenue: 10, profit: 4 },
      { date: '2024-02-29', label: '29/02', revenue: 0, profit: 0 },
      { date: '2024-03-01', label: '01/03', revenue: 0, profit: 0 },
      { date: '2024-03-02', label: '02/03', revenue: 20, profit: 5 },
    ]);
    expect(chartPoints([])).toEqual([]);
  });

  it('plots in the currency shown when given the conversion', () => {
    expect(chartPoints([row('2024-02-28', 10, 4)], (usd) => usd * 100)).toEqual([
      { date: '2024-02-28', label: '28/02', revenue: 1000, profit: 400 },
    ]);
  });
});

describe('the amount axis', () => {
  it('reads in the currency shown, compact: bolívares in Spanish, dollars as the app writes them', () => {
    expect(compactAmount(950, 'VES')).toBe('Bs. 950');
    expect(compactAmount(1234, 'VES')).toBe('Bs. 1,2 mil');
    expect(compactAmount(1_234_567, 'VES')).toBe('Bs. 1,2 M');
    expect(compactAmount(203_050_121_609.03, 'VES')).toBe('Bs. 203,1 mil M');
    expect(compactAmount(1234, 'USD')).toBe('$1.2K');
    expect(compactAmount(-2500, 'USD')).toBe('-$2.5K');
  });

  it('is as wide as its longest tick', () => {
    const points = [{ date: '2024-02-28', label: '28/02', revenue: 203_050_121_609, profit: -5 }];
    expect(axisWidth(points, 'VES')).toBeGreaterThan(axisWidth(points, 'USD'));
    expect(axisWidth(points, 'VES')).toBeGreaterThanOrEqual('Bs. 203,1 mil M'.length * 7);
  });
});

describe('chartSummary', () => {
  it('names the period, the totals and the best day', () => {
    const summary = chartSummary(
      {
        periodTotals: {
          totalSales: 2,
          totalRevenue: 30,
          totalCost: 21,
          totalProfit: 9,
          revenueWithoutCost: 0,
          inBolivares: null,
          igtfTotal: 0,
          taxTotal: 0,
          discountTotal: 0,
        },
        dateRange: { startDate: '2024-03-01', endDate: '2024-03-31' },
        dailyStats: [row('2024-03-05', 10, 4), row('2024-03-09', 20, 5)],
      },
      (amount) => formatUsd(amount),
    );
    expect(summary).toBe(
      'Gráfico de ingresos y ganancias por día, del 01/03/2024 al 31/03/2024. Ingresos: $30.00. ' +
        'Ganancias: $9.00. Día de mayores ingresos: 09/03/2024, con $20.00.',
    );
  });
});
