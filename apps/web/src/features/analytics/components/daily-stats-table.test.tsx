import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { setScreen } from '@/testing/screen-size';
import { sessionUser, validToken } from '@/testing/tokens';
import { DailyStatsTable } from './daily-stats-table';

const row = (date: string, revenue: number, profit: number, salesCount = 1) => ({
  date,
  salesCount,
  totalRevenue: revenue,
  totalCost: revenue - profit,
  totalProfit: profit,
  revenueWithoutCost: 0,
  inBolivares: null,
  igtfTotal: 0,
  taxTotal: 0,
  discountTotal: 0,
});

beforeEach(() => {
  resetAppStore();
  setSession(validToken(), sessionUser());
});

describe('DailyStatsTable', () => {
  it('shows each day with the margin to 1 decimal in the colour of its level', () => {
    setScreen('large');
    render(
      <DailyStatsTable
        rows={[
          row('2025-03-01', 100, 25, 3),
          row('2025-03-02', 100, 12.34),
          row('2025-03-03', 100, 9.99),
          row('2025-03-04', 0, 0),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Ventas por día' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Fecha', 'Ventas', 'Ingresos', 'Costos', 'Ganancias', 'Margen']);
    const [, good, fair, poor, free] = within(table).getAllByRole('row');
    expect(good).toHaveTextContent('01/03/20253$100.00$75.00$25.0025.0%');
    expect(within(good!).getByText('25.0%')).toHaveClass('text-green-500');
    expect(within(fair!).getByText('12.3%')).toHaveClass('text-yellow-500');
    // 9.99 % rounds to "10.0%" on screen but is still below 10 %: the colour follows the real value.
    expect(within(poor!).getByText('10.0%')).not.toHaveClass('text-green-500');
    expect(within(poor!).getByText('10.0%')).toHaveClass('text-red-500');
    // Revenue 0: margin 0, not a division error.
    expect(within(free!).getByText('0.0%')).toHaveClass('text-red-500');
  });

  it('shows one card per day with every column on a phone', () => {
    setScreen('phone');
    render(<DailyStatsTable rows={[row('2025-03-01', 100, 25, 3), row('2025-03-02', 100, 9.99)]} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list', { name: 'Ventas por día' })).getAllByRole(
      'listitem',
    );
    expect(within(first!).getByRole('heading', { name: '01/03/2025' })).toBeInTheDocument();
    const figures = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures(first!)).toEqual([
      'Ventas: 3',
      'Ingresos: $100.00',
      'Costos: $75.00',
      'Ganancias: $25.00',
      'Margen: 25.0%',
    ]);
    expect(within(first!).getByText('25.0%')).toHaveClass('text-green-500');
    expect(within(second!).getByText('10.0%')).toHaveClass('text-red-500');
  });

  it('in VES mode shows the bolívares the server summed, each sale at its own rate, not dollars × today', () => {
    setScreen('large');
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 400 });
    render(
      <DailyStatsTable
        rows={[
          {
            ...row('2026-03-02', 35.01, 25.01, 3),
            inBolivares: {
              totalRevenue: 3170.89,
              totalCost: 747.34,
              totalProfit: 2423.55,
              revenueWithoutCost: 120.37,
            },
          },
        ]}
      />,
    );
    const [, day] = within(screen.getByRole('table', { name: 'Ventas por día' })).getAllByRole('row');
    expect(day).toHaveTextContent('02/03/20263Bs. 3.170,89Bs. 747,34Bs. 2.423,5576.4%');
    // 35.01 × 400 would be Bs. 14.004,00.
    expect(day).not.toHaveTextContent('14.004');
  });
});
