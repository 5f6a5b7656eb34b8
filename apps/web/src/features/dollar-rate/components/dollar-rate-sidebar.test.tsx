import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOLLAR_RATE_REFRESH_MS } from '@cuadre/shared/dollar-rate/constants';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { mockApiRoutes, type TApiCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { rateReply, UNAVAILABLE_REPLY } from '../testing';
import { formatLastUpdated } from './dollar-rate-card';
import { DollarRateSidebar } from './dollar-rate-sidebar';

const card = () => screen.findByRole('region', { name: 'Dólar BCV' });

describe('DollarRateSidebar', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows 'Cargando...', then 'Bs.' and the rate with 2 decimals, and stores the rate", async () => {
    mockApiRoutes({ 'GET /dollar-rate': () => rateReply({ rate: 1234.5678 }) });
    renderWithProviders(<DollarRateSidebar />);
    expect(within(await card()).getByText('Cargando...')).toBeInTheDocument();
    expect(await within(await card()).findByText('Bs. 1.234,57')).toBeInTheDocument();
    expect(within(await card()).getByText(/Actualizado:/)).toBeInTheDocument();
    expect(within(await card()).getByText('18/03/2024')).toBeInTheDocument();
    expect(useAppStore.getState().dollarRate).toBe(1234.5678);
  });

  it('shows the euro BCV under the dollar, with its Fecha Valor and next rate', async () => {
    mockApiRoutes({
      'GET /dollar-rate': () =>
        rateReply({
          rate: 36,
          eur: {
            rate: 39.7895,
            validFor: '2024-03-14',
            source: 'bcv',
            next: { rate: 40.1, validFor: '2024-03-15' },
          },
        }),
    });
    renderWithProviders(<DollarRateSidebar />);
    const region = await card();
    expect(await within(region).findByText(/Euro BCV/)).toHaveTextContent('Euro BCV: Bs. 39,79');
    expect(within(region).getByText('Próxima tasa: Bs. 40,10 desde 15/03/2024')).toBeInTheDocument();
    // Every amount is still converted with the dollar.
    expect(useAppStore.getState().dollarRate).toBe(36);
  });

  it("shows the Fecha Valor and the next published rate as 'Próxima tasa: Bs. X desde {fecha}'", async () => {
    mockApiRoutes({
      'GET /dollar-rate': () =>
        rateReply({ rate: 36, validFor: '2024-03-14', next: { rate: 36.5, validFor: '2024-03-15' } }),
    });
    renderWithProviders(<DollarRateSidebar />);
    const region = await card();
    expect(await within(region).findByText('Próxima tasa: Bs. 36,50 desde 15/03/2024')).toBeInTheDocument();
    expect(within(region).getByText(/Fecha valor:/)).toHaveTextContent('Fecha valor: 14/03/2024');
    expect(within(region).queryByText('Tasa fijada a mano por un administrador')).not.toBeInTheDocument();
    // The rate in force, not the next one, prices the screens.
    expect(useAppStore.getState().dollarRate).toBe(36);
  });

  it('says when the rate in force was set by hand, and shows no next rate when none is published', async () => {
    mockApiRoutes({ 'GET /dollar-rate': () => rateReply({ rate: 38.25, source: 'manual', next: null }) });
    renderWithProviders(<DollarRateSidebar />);
    const region = await card();
    expect(await within(region).findByText('Tasa fijada a mano por un administrador')).toBeInTheDocument();
    expect(within(region).getByText('Bs. 38,25')).toBeInTheDocument();
    expect(within(region).queryByText(/Próxima tasa/)).not.toBeInTheDocument();
  });

  it('offers the USD/VES toggle once the rate is loaded, and switches the mode', async () => {
    mockApiRoutes({ 'GET /dollar-rate': () => rateReply() });
    const user = userEvent.setup();
    renderWithProviders(<DollarRateSidebar />);
    expect(screen.queryByRole('group', { name: 'Moneda' })).not.toBeInTheDocument();
    const toggle = await screen.findByRole('group', { name: 'Moneda' });
    expect(within(toggle).getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(toggle).getByRole('button', { name: 'VES' }));
    expect(useAppStore.getState().currencyMode).toBe('VES');
    expect(within(toggle).getByRole('button', { name: 'VES' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows 'Error al cargar' with no toggle when the server has no rate, and drops an old stored rate", async () => {
    useAppStore.setState({ dollarRate: 30 });
    mockApiRoutes({ 'GET /dollar-rate': () => UNAVAILABLE_REPLY });
    renderWithProviders(<DollarRateSidebar />);
    expect(await within(await card()).findByText('Error al cargar')).toBeInTheDocument();
    expect(useAppStore.getState().dollarRate).toBeNull();
    expect(screen.queryByRole('group', { name: 'Moneda' })).not.toBeInTheDocument();
  });

  it('reloads the rate with the refresh button', async () => {
    let rate = 36.5;
    const calls = mockApiRoutes({ 'GET /dollar-rate': () => rateReply({ rate }) });
    const user = userEvent.setup();
    renderWithProviders(<DollarRateSidebar />);
    expect(await screen.findByText('Bs. 36,50')).toBeInTheDocument();
    rate = 37.25;
    await user.click(screen.getByRole('button', { name: 'Actualizar tasa del dólar' }));
    expect(await screen.findByText('Bs. 37,25')).toBeInTheDocument();
    expect(rateReads(calls)).toHaveLength(2);
    expect(useAppStore.getState().dollarRate).toBe(37.25);
  });

  it('asks the server again every 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let rate = 36.5;
    const calls = mockApiRoutes({ 'GET /dollar-rate': () => rateReply({ rate }) });
    renderWithProviders(<DollarRateSidebar />);
    expect(await screen.findByText('Bs. 36,50')).toBeInTheDocument();
    rate = 40;
    await act(() => vi.advanceTimersByTimeAsync(DOLLAR_RATE_REFRESH_MS - 1000));
    expect(rateReads(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('Bs. 40,00')).toBeInTheDocument();
    expect(rateReads(calls)).toHaveLength(2);
  });

  it.each([
    ['an admin', sessionUser({ role: 'ADMIN' })],
    [
      'a seller outside Venezuela',
      sessionUser({ country: 'Colombia', currency: 'COP', currencySymbol: '$' }),
    ],
  ])('renders nothing and asks for nothing for %s', async (_label, user) => {
    setSession(validToken(user.role), user);
    const calls = mockApiRoutes({ 'GET /dollar-rate': () => rateReply() });
    renderWithProviders(<DollarRateSidebar />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: 'Dólar BCV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Moneda' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

/** The card's reads of the rate (it also reads the shop once, for its reference currency). */
function rateReads(calls: TApiCall[]): TApiCall[] {
  return calls.filter((call) => call.path === '/dollar-rate');
}

describe('formatLastUpdated', () => {
  it('shows only the time for a reading of today, and the day too for an older one', () => {
    const now = new Date(2024, 2, 18, 16, 0);
    expect(formatLastUpdated(new Date(2024, 2, 18, 14, 5).toISOString(), now)).not.toMatch(/18/);
    expect(formatLastUpdated(new Date(2024, 2, 15, 14, 5).toISOString(), now)).toMatch(/15\/03/);
  });
});
