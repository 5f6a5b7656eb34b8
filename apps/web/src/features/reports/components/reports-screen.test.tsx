import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { THoursReport } from '@cuadre/shared/reports/hours';
import { PAYMENTS_TEXTS, REPORT_TEXTS } from '@cuadre/shared/reports/messages';
import type { TPaymentsReport } from '@cuadre/shared/reports/payments';
import { resetAppStore, setSession } from '@/testing/app-store';
import { mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { ReportsScreen } from './reports-screen';

// recharts needs a laid-out page: the chart of the days is a picture whose numbers are the table under it.
vi.mock('./days-compared-chart', () => ({
  default: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));
vi.mock('./payments-chart', () => ({
  default: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

const PAYMENTS: TPaymentsReport = {
  period: { from: '2025-03-01', to: '2025-03-20' },
  payments: [
    { method: 'CASH', currency: 'USD', count: 1, handed: 11, usd: 10.7 },
    { method: 'PAGO_MOVIL', currency: 'VES', count: 2, handed: 2000, usd: 8 },
  ],
  collected: 18.7,
  igtf: 0.3,
  change: [{ currency: 'VES', count: 1, amount: 100 }],
  refunds: [],
  refunded: 0,
};

const figure = (salesCount: number, usd: number, ves: number | null) => ({
  salesCount,
  revenue: { usd, ves },
});

function hoursReply(_body: unknown, url: URL): TMockReply {
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  const report: THoursReport = {
    period: { from, to },
    previousPeriod: { from: '2025-02-09', to: '2025-02-28' },
    totals: figure(3, 19.5, 4875),
    previousTotals: figure(1, 7, 1750),
    grid: [
      { weekday: 1, hour: 9, ...figure(2, 15.5, 3875) },
      { weekday: 3, hour: 21, ...figure(1, 4, 1000) },
    ],
    days: [
      {
        date: from,
        current: figure(2, 15.5, 3875),
        previousDate: '2025-02-09',
        previous: figure(1, 7, 1750),
      },
    ],
  };
  return { body: { data: report } };
}

/** The periods the screen asked the report for, in order ('from=…&to=…'). */
const askedPeriods = (calls: ReturnType<typeof mockApiRoutes>) =>
  calls.filter((call) => call.path === '/reports/hours').map((call) => call.params.toString());

beforeEach(() => {
  resetAppStore();
  setSession(validToken(), sessionUser());
  // Thursday 20 March 2025, 11:00 in Caracas.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-20T15:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ReportsScreen', () => {
  it('opens on this month so far, with the totals beside the period before, the week’s tables and each day', async () => {
    const calls = mockApiRoutes({ 'GET /reports/hours': hoursReply });
    renderWithProviders(<ReportsScreen />);
    expect(await screen.findByRole('heading', { name: REPORT_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Este mes' })).toHaveAttribute('aria-pressed', 'true');
    const weekdays = await screen.findByRole('region', { name: 'Por día de la semana' });
    const monday = within(weekdays).getByRole('row', { name: /Lunes/ });
    expect(monday).toHaveTextContent('2');
    expect(monday).toHaveTextContent('$15.50');
    expect(monday).toHaveTextContent('Bs. 3.875,00');
    expect(within(weekdays).getByRole('row', { name: /Domingo/ })).toHaveTextContent('$0.00');
    const hours = screen.getByRole('region', { name: 'Por hora' });
    expect(within(hours).getAllByRole('row')).toHaveLength(3);
    expect(within(hours).getByRole('row', { name: /21:00–21:59/ })).toHaveTextContent('$4.00');
    expect(screen.getByText('Hora de más ventas').parentElement).toHaveTextContent('09:00–09:59');
    expect(screen.getByText('Día de más ventas').parentElement).toHaveTextContent('Lunes');
    expect(screen.getByText('En el período').parentElement).toHaveTextContent('$19.50 · Bs. 4.875,00');
    expect(screen.getByText('En el período').parentElement).toHaveTextContent('3 ventas');
    const days = screen.getByRole('region', { name: 'Día por día, junto al período anterior' });
    expect(within(days).getByRole('row', { name: /01\/03\/2025/ })).toHaveTextContent('$7.00');
    expect(askedPeriods(calls)).toEqual(['from=2025-03-01&to=2025-03-20']);
  });

  it('asks the month before, then a range from the days on screen, and never a range backwards', async () => {
    const user = userEvent.setup();
    const calls = mockApiRoutes({ 'GET /reports/hours': hoursReply });
    const lastAsked = () => askedPeriods(calls).at(-1);
    renderWithProviders(<ReportsScreen />);
    await screen.findByRole('region', { name: 'Por hora' });
    await user.click(screen.getByRole('button', { name: 'Mes pasado' }));
    await vi.waitFor(() => expect(lastAsked()).toBe('from=2025-02-01&to=2025-02-28'));

    await user.click(screen.getByRole('button', { name: 'Rango' }));
    const from = screen.getByLabelText('Desde');
    const to = screen.getByLabelText('Hasta');
    expect(from).toHaveValue('2025-02-01');
    expect(to).toHaveValue('2025-02-28');
    await user.clear(to);
    await user.type(to, '2025-01-15');
    expect(await screen.findByText(VALIDATION.reportRangeOrder)).toBeInTheDocument();
    expect(askedPeriods(calls).join(' ')).not.toContain('2025-01-15');
    await user.clear(to);
    await user.type(to, '2025-02-10');
    await vi.waitFor(() => expect(lastAsked()).toBe('from=2025-02-01&to=2025-02-10'));
    expect(screen.queryByText(VALIDATION.reportRangeOrder)).not.toBeInTheDocument();
  });

  it('shows how the same period was paid in the tab "Cobros y pagos"', async () => {
    const user = userEvent.setup();
    const calls = mockApiRoutes({
      'GET /reports/hours': hoursReply,
      'GET /reports/payments': () => ({ body: { data: PAYMENTS } }),
    });
    renderWithProviders(<ReportsScreen />);
    await screen.findByRole('region', { name: 'Por hora' });
    await user.click(screen.getByRole('tab', { name: PAYMENTS_TEXTS.tab }));
    expect(screen.getByRole('tab', { name: PAYMENTS_TEXTS.tab })).toHaveAttribute('aria-selected', 'true');
    const payments = await screen.findByRole('region', { name: PAYMENTS_TEXTS.paymentsTitle });
    expect(within(payments).getByRole('row', { name: /Pago Móvil \(Bs\.\)/ })).toHaveTextContent(
      /2Bs\. 2\.000,00\$8\.00/,
    );
    expect(within(payments).getByRole('row', { name: /Efectivo \(\$\)/ })).toHaveTextContent('$11.00');
    expect(screen.getByText(PAYMENTS_TEXTS.igtf).parentElement).toHaveTextContent('$0.30');
    expect(screen.getByRole('region', { name: PAYMENTS_TEXTS.changeTitle })).toHaveTextContent('Bs. 100,00');
    expect(screen.getByText(PAYMENTS_TEXTS.noRefunds)).toBeInTheDocument();
    expect(
      calls.filter((call) => call.path === '/reports/payments').map((call) => call.params.toString()),
    ).toEqual(['from=2025-03-01&to=2025-03-20']);
  });

  it('says so in Spanish when the report cannot load, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApiRoutes({
      'GET /reports/hours': (body, url) =>
        fail
          ? { status: 503, body: { statusCode: 503, code: 'UNAVAILABLE', message: 'x' } }
          : hoursReply(body, url),
    });
    renderWithProviders(<ReportsScreen />);
    expect(await screen.findByText(REPORT_TEXTS.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByRole('region', { name: 'Por hora' })).toBeInTheDocument();
  });
});
