import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { EACH_SALE_AT_ITS_RATE } from '@/hooks/use-sale-money';
import { paths } from '@/config/paths';
import { EXPENSES_AT_TODAYS_RATE, METRICS_LOAD_ERROR, MetricCards } from './metric-cards';

function renderCards() {
  renderWithProviders(<MetricCards />, { queryClient: createQueryClient() });
}

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard cards (spec §2)', () => {
  it("reads 'este mes' until the metrics name the month", async () => {
    mockApi((call) =>
      call.path === '/api/expenses/dashboard/metrics'
        ? jsonResponse(200, {
            data: {
              totalRevenue: 1520.5,
              monthlySales: 320,
              monthlyExpenses: 100,
              realMonthlyProfit: -12.25,
              monthlyRevenueWithoutCost: 0,
              inBolivares: null,
              monthlyIgtf: 0,
              currentMonth: { monthName: 'Julio' },
            },
          })
        : undefined,
    );
    renderCards();
    expect(screen.getByRole('article', { name: 'Ventas de este mes' })).toBeInTheDocument();
    await screen.findByText('$1,520.50');
    expect(screen.getByRole('article', { name: 'Ingresos Totales' })).toHaveTextContent('$1,520.50');
    expect(
      within(screen.getByRole('article', { name: 'Ventas de Julio' })).getByText('$320.00'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Gastos de Julio' })).getByText('$100.00'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Ganancias de Julio' })).getByText('-$12.25'),
    ).toBeInTheDocument();
  });

  it("says under Ganancias how much of the month's sales has no known cost, and only then", async () => {
    mockApi((call) =>
      call.path === '/api/expenses/dashboard/metrics'
        ? jsonResponse(200, {
            data: {
              totalRevenue: 500,
              monthlySales: 80,
              monthlyExpenses: 10,
              realMonthlyProfit: 30,
              monthlyRevenueWithoutCost: 10,
              inBolivares: null,
              monthlyIgtf: 0,
              currentMonth: { monthName: 'Julio' },
            },
          })
        : undefined,
    );
    renderCards();
    const profit = await screen.findByRole('article', { name: 'Ganancias de Julio' });
    expect(profit).toHaveTextContent('$30.00');
    expect(profit).toHaveTextContent('12.5% de lo vendido sin costo conocido (contado a costo 0)');
    expect(screen.getAllByText(/sin costo conocido/)).toHaveLength(1);
  });

  it('fits a bolívar amount of 12+ digits: smaller type that wraps, never cut with an ellipsis', async () => {
    setSession(validToken(), sessionUser());
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 1_234_567.89 });
    mockApi((call) =>
      call.path === '/api/expenses/dashboard/metrics'
        ? jsonResponse(200, {
            data: {
              totalRevenue: 20_191.73,
              monthlySales: 1,
              monthlyExpenses: 0,
              realMonthlyProfit: 1,
              monthlyRevenueWithoutCost: 0,
              inBolivares: null,
              monthlyIgtf: 0,
              currentMonth: { monthName: 'Julio' },
            },
          })
        : undefined,
    );
    renderCards();
    const total = await screen.findByText('Bs. 24.928.061.501,55');
    expect(total).toHaveClass('break-words', 'text-lg');
    expect(total).not.toHaveClass('truncate');
    expect(total.closest('li')).toHaveClass('min-w-0');
    expect(screen.queryByText(/sin costo conocido/)).not.toBeInTheDocument();
  });

  it("in VES mode shows the server's bolívares, each sale at its own rate and the expenses at today's, and the IGTF", async () => {
    setSession(validToken(), sessionUser());
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 400.5 });
    mockApi((call) =>
      call.path === '/api/expenses/dashboard/metrics'
        ? jsonResponse(200, {
            data: {
              totalRevenue: 135.01,
              monthlySales: 35.01,
              monthlyExpenses: 12.34,
              realMonthlyProfit: 12.67,
              monthlyRevenueWithoutCost: 3,
              inBolivares: {
                totalRevenue: 6170.89,
                monthlySales: 3170.89,
                monthlyExpenses: 4942.17,
                realMonthlyProfit: -2518.62,
                monthlyRevenueWithoutCost: 120.37,
              },
              monthlyIgtf: 0.45,
              currentMonth: { monthName: 'Marzo' },
            },
          })
        : undefined,
    );
    renderCards();
    // Not the dollars × today's rate (135.01 × 400,50 = Bs. 54.071,51).
    await screen.findByText('Bs. 6.170,89');
    expect(screen.getByRole('article', { name: 'Ingresos Totales' })).toHaveTextContent('Bs. 6.170,89');
    expect(screen.getByRole('article', { name: 'Ventas de Marzo' })).toHaveTextContent('Bs. 3.170,89');
    expect(screen.getByRole('article', { name: 'Gastos de Marzo' })).toHaveTextContent('Bs. 4.942,17');
    const profit = screen.getByRole('article', { name: 'Ganancias de Marzo' });
    expect(profit).toHaveTextContent('-Bs. 2.518,62');
    // The dollars' share: 3 / 35.01.
    expect(profit).toHaveTextContent('8.6% de lo vendido sin costo conocido');
    expect(screen.getByText(`${EACH_SALE_AT_ITS_RATE} ${EXPENSES_AT_TODAYS_RATE}`)).toBeInTheDocument();
    // 0.45 × 400,50 = 180,225 → Bs. 180,23.
    expect(screen.getByText(/IGTF cobrado en Marzo/)).toHaveTextContent(
      'IGTF cobrado en Marzo: Bs. 180,23 (aparte de los ingresos, a la tasa de hoy)',
    );
  });

  it('in VES mode says nothing of sales without cost when every line had one (a cent left by rounding)', async () => {
    setSession(validToken(), sessionUser());
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 400.5 });
    mockApi((call) =>
      call.path === '/api/expenses/dashboard/metrics'
        ? jsonResponse(200, {
            data: {
              totalRevenue: 22.25,
              monthlySales: 22.25,
              monthlyExpenses: 0,
              realMonthlyProfit: 6.09,
              monthlyRevenueWithoutCost: 0,
              inBolivares: {
                totalRevenue: 8911.13,
                monthlySales: 8911.13,
                monthlyExpenses: 0,
                realMonthlyProfit: 2439.06,
                monthlyRevenueWithoutCost: 0.01,
              },
              monthlyIgtf: 0,
              currentMonth: { monthName: 'Marzo' },
            },
          })
        : undefined,
    );
    renderCards();
    const profit = await screen.findByRole('article', { name: 'Ganancias de Marzo' });
    await within(profit).findByText('Bs. 2.439,06');
    expect(screen.queryByText(/sin costo conocido/)).not.toBeInTheDocument();
  });

  it('in dollars says nothing of rates and shows no IGTF when none was charged', async () => {
    mockApi((call) =>
      call.path === '/api/expenses/dashboard/metrics'
        ? jsonResponse(200, {
            data: {
              totalRevenue: 10,
              monthlySales: 10,
              monthlyExpenses: 0,
              realMonthlyProfit: 10,
              monthlyRevenueWithoutCost: 0,
              inBolivares: null,
              monthlyIgtf: 0,
              currentMonth: { monthName: 'Marzo' },
            },
          })
        : undefined,
    );
    renderCards();
    await screen.findAllByText('$10.00');
    expect(screen.queryByText(new RegExp(EACH_SALE_AT_ITS_RATE))).not.toBeInTheDocument();
    expect(screen.queryByText(/IGTF/)).not.toBeInTheDocument();
  });

  it("'Vencido' says what is past due in USD and Bs. and how many clients owe it, and leads to Por cobrar", async () => {
    const calls = mockApi((call) =>
      call.path === '/api/expenses/dashboard/metrics'
        ? jsonResponse(200, {
            data: {
              totalRevenue: 10,
              monthlySales: 10,
              monthlyExpenses: 0,
              realMonthlyProfit: 10,
              monthlyRevenueWithoutCost: 0,
              inBolivares: null,
              monthlyIgtf: 0,
              currentMonth: { monthName: 'Noviembre' },
              overdue: { amount: { usd: 145.25, ves: 35683.28 }, clients: 3 },
            },
          })
        : undefined,
    );
    renderCards();
    const card = await screen.findByRole('article', { name: 'Vencido' });
    await within(card).findByText('$145.25');
    expect(card).toHaveTextContent('Bs. 35.683,28');
    expect(card).toHaveTextContent('3 clientes');
    expect(card.closest('a')).toHaveAttribute('href', paths.dashboard.receivables);
    // Its figures come with the metrics: the card asks for nothing of its own.
    expect(calls.calls.map((call) => call.path)).toEqual(['/api/expenses/dashboard/metrics']);
  });

  it("'Vencido' leaves the bolívares out when the shop has no rate", async () => {
    mockApi((call) =>
      call.path === '/api/expenses/dashboard/metrics'
        ? jsonResponse(200, {
            data: {
              totalRevenue: 10,
              monthlySales: 10,
              monthlyExpenses: 0,
              realMonthlyProfit: 10,
              monthlyRevenueWithoutCost: 0,
              inBolivares: null,
              monthlyIgtf: 0,
              currentMonth: { monthName: 'Noviembre' },
              overdue: { amount: { usd: 20, ves: null }, clients: 1 },
            },
          })
        : undefined,
    );
    renderCards();
    const card = await screen.findByRole('article', { name: 'Vencido' });
    await within(card).findByText('$20.00');
    expect(within(card).getByText('1 cliente')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Bs.');
  });

  it('says when the figures could not be loaded', async () => {
    mockApi(() => jsonResponse(403, { statusCode: 403, code: 'FORBIDDEN', message: 'No' }));
    renderCards();
    expect(await screen.findByRole('alert')).toHaveTextContent(METRICS_LOAD_ERROR);
    expect(screen.getByRole('article', { name: 'Gastos de este mes' })).toHaveTextContent('—');
  });
});
