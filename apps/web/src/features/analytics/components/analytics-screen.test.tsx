import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { STATS_MESSAGES } from '@cuadre/shared/stats/messages';
import { EACH_SALE_AT_ITS_RATE } from '@/hooks/use-sale-money';
import { useAppStore } from '@/stores/app-store';
import type { TDailyStats } from '@cuadre/shared/stats/schemas';
import { resetAppStore, setSession } from '@/testing/app-store';
import { mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { setScreen } from '@/testing/screen-size';
import { sessionUser, validToken } from '@/testing/tokens';
import { AnalyticsScreen } from './analytics-screen';

// recharts needs a laid-out page; the chart's own content is tested through chartPoints/chartSummary.
vi.mock('./daily-stats-chart', () => ({
  default: ({ stats }: { stats: TDailyStats }) => (
    <div role="img" aria-label={`chart of ${stats.dailyStats.length} days`} />
  ),
}));

function statsReply(_body: unknown, url: URL): TMockReply {
  const startDate = url.searchParams.get('startDate') ?? '2025-03-01';
  const endDate = url.searchParams.get('endDate') ?? '2025-03-31';
  const dailyStats =
    startDate === '2025-02-01'
      ? [
          {
            date: '2025-02-03',
            salesCount: 2,
            totalRevenue: 50,
            totalCost: 30,
            totalProfit: 20,
            revenueWithoutCost: 0,
            inBolivares: null,
            igtfTotal: 0,
          },
          {
            date: '2025-02-04',
            salesCount: 1,
            totalRevenue: 10,
            totalCost: 9.5,
            totalProfit: 0.5,
            revenueWithoutCost: 2,
            inBolivares: null,
            igtfTotal: 0,
          },
        ]
      : [];
  return {
    body: {
      data: {
        periodTotals: {
          totalSales: dailyStats.reduce((sum, row) => sum + row.salesCount, 0),
          totalRevenue: dailyStats.reduce((sum, row) => sum + row.totalRevenue, 0),
          totalCost: dailyStats.reduce((sum, row) => sum + row.totalCost, 0),
          totalProfit: dailyStats.reduce((sum, row) => sum + row.totalProfit, 0),
          revenueWithoutCost: dailyStats.reduce((sum, row) => sum + row.revenueWithoutCost, 0),
          inBolivares: null,
          igtfTotal: 0,
        },
        dateRange: { startDate, endDate },
        dailyStats,
      },
    },
  };
}

beforeEach(() => {
  resetAppStore();
  setSession(validToken(), sessionUser());
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-20T15:00:00.000Z') });
});
afterEach(() => vi.useRealTimers());

describe('AnalyticsScreen', () => {
  it("starts on the server's default period, empty, then shows a picked month's cards, chart and table", async () => {
    setScreen('large');
    const calls = mockApiRoutes({ 'GET /sales/stats/daily': statsReply });
    const user = userEvent.setup();
    renderWithProviders(<AnalyticsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Estadísticas de Ventas' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando estadísticas...');
    expect(await screen.findByText(STATS_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getByText('Período: 01/03/2025 – 31/03/2025')).toBeInTheDocument();
    const statsCalls = () => calls.filter((call) => call.path === '/sales/stats/daily');
    expect(statsCalls()[0]?.params.toString()).toBe('');

    await user.selectOptions(screen.getByLabelText('Mes (2025)'), 'Febrero');
    expect(await screen.findByRole('table', { name: 'Ventas por día' })).toBeInTheDocument();
    expect(statsCalls().at(-1)?.params.toString()).toBe('startDate=2025-02-01&endDate=2025-02-28');
    const cards = screen.getByRole('region', { name: 'Totales del período' });
    expect(cards).toHaveTextContent('Total Ventas3');
    expect(cards).toHaveTextContent('Ingresos$60.00');
    expect(cards).toHaveTextContent('Costos$39.50');
    // Ganancias = Ingresos − Costos; $2.00 of the $60.00 has no known cost and counts at cost 0.
    expect(cards).toHaveTextContent('Ganancias$20.50');
    expect(cards).toHaveTextContent('3.3% de lo vendido sin costo conocido (contado a costo 0)');
    expect(await screen.findByRole('img', { name: 'chart of 2 days' })).toBeInTheDocument();
    expect(screen.getByText('40.0%')).toHaveClass('text-green-500');
    expect(screen.getByText('5.0%')).toHaveClass('text-red-500');
  });

  it('shows the period by member once someone besides the owner sold, for the same days', async () => {
    setScreen('large');
    const owner = {
      memberId: 'o',
      memberName: 'Carmen Rojas',
      role: 'OWNER',
      salesCount: 1,
      sold: 10,
      collected: 10,
      returns: 0,
      refunds: 0,
    };
    let members = [owner];
    const calls = mockApiRoutes({
      'GET /sales/stats/daily': statsReply,
      'GET /reports/members': () => ({ body: { data: members } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AnalyticsScreen />);
    expect(await screen.findByText(STATS_MESSAGES.empty)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/reports/members')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Por miembro' })).not.toBeInTheDocument();

    members = [
      owner,
      {
        ...owner,
        memberId: 'c',
        memberName: 'Yusmary Pérez',
        role: 'CASHIER',
        salesCount: 2,
        sold: 35.5,
        refunds: 3.8,
        returns: 3.8,
      },
    ];
    await user.selectOptions(screen.getByLabelText('Mes (2025)'), 'Febrero');
    const byMember = await screen.findByRole('region', { name: 'Por miembro' });
    expect(byMember).toHaveTextContent(
      'Yusmary PérezCajeroVentas (2):$35.50Cobrado:$10.00Devuelto:$3.80Reembolsado:$3.80',
    );
    expect(
      calls
        .filter((call) => call.path === '/reports/members')
        .at(-1)
        ?.params.toString(),
    ).toBe('from=2025-02-01&to=2025-02-28');
  });

  it("shows 'Error al cargar las estadísticas' with 'Reintentar'", async () => {
    let fail = true;
    mockApiRoutes({
      'GET /sales/stats/daily': (body, url) =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Error del servidor.' } }
          : statsReply(body, url),
    });
    const user = userEvent.setup();
    renderWithProviders(<AnalyticsScreen />);
    expect(await screen.findByText(LOAD_ERRORS.stats)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByText(STATS_MESSAGES.empty)).toBeInTheDocument());
  });

  it('does not ask for a range whose start is after its end', async () => {
    const calls = mockApiRoutes({ 'GET /sales/stats/daily': statsReply });
    const user = userEvent.setup();
    renderWithProviders(<AnalyticsScreen />);
    await screen.findByText(STATS_MESSAGES.empty);
    await user.type(screen.getByLabelText('Fecha de inicio'), '2025-03-10');
    await user.type(screen.getByLabelText('Fecha de fin'), '2025-03-01');
    const asked = calls.map((call) => call.params.toString());
    expect(asked).not.toContain('startDate=2025-03-10&endDate=2025-03-01');
  });

  it('in VES mode shows the bolívares the server summed and says once that each sale is at its own rate', async () => {
    setScreen('large');
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 400 });
    const day = {
      date: '2026-03-02',
      salesCount: 3,
      totalRevenue: 35.01,
      totalCost: 10,
      totalProfit: 25.01,
      revenueWithoutCost: 3,
      inBolivares: {
        totalRevenue: 3170.89,
        totalCost: 747.34,
        totalProfit: 2423.55,
        revenueWithoutCost: 120.37,
      },
      igtfTotal: 0.45,
    };
    const { date: _date, ...figures } = day;
    mockApiRoutes({
      'GET /sales/stats/daily': () => ({
        body: {
          data: {
            periodTotals: { ...figures, totalSales: 3 },
            dateRange: { startDate: '2026-03-01', endDate: '2026-03-31' },
            dailyStats: [day],
          },
        },
      }),
    });
    renderWithProviders(<AnalyticsScreen />);
    const cards = await screen.findByRole('region', { name: 'Totales del período' });
    // The server's sums (each sale at its rate), not 35.01 × 400 = Bs. 14.004,00.
    expect(cards).toHaveTextContent('IngresosBs. 3.170,89');
    expect(cards).toHaveTextContent('CostosBs. 747,34');
    expect(cards).toHaveTextContent('GananciasBs. 2.423,55');
    // The share is the dollars' (3 / 35.01), not the bolívares' rounded leftovers.
    expect(cards).toHaveTextContent('8.6% de lo vendido sin costo conocido');
    expect(cards).not.toHaveTextContent('14.004');
    // The IGTF charged, apart from the revenue, at today's rate: 0.45 × 400.
    expect(cards).toHaveTextContent('IGTF cobradoBs. 180,00Aparte de los ingresos, a la tasa de hoy.');
    expect(screen.getAllByText(EACH_SALE_AT_ITS_RATE)).toHaveLength(1);
    expect(await screen.findByRole('table', { name: 'Ventas por día' })).toHaveTextContent('Bs. 3.170,89');
  });

  it('in dollars says nothing of rates, and shows no IGTF when none was charged', async () => {
    setScreen('large');
    mockApiRoutes({ 'GET /sales/stats/daily': statsReply });
    renderWithProviders(<AnalyticsScreen />);
    await screen.findByText(STATS_MESSAGES.empty);
    expect(screen.queryByText(EACH_SALE_AT_ITS_RATE)).not.toBeInTheDocument();
    expect(screen.queryByText('IGTF cobrado')).not.toBeInTheDocument();
  });
});
