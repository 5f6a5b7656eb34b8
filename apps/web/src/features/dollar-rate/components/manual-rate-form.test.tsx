import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStore, setSession } from '@/testing/app-store';
import { mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { rateReply, UNAVAILABLE_REPLY } from '../testing';
import { CurrentRatePanel } from './current-rate-panel';
import { MANUAL_RATE_SAVED, ManualRateForm } from './manual-rate-form';
import { RateHistoryPanel } from './rate-history-panel';

function renderAdminScreen() {
  return renderWithProviders(
    <>
      <CurrentRatePanel />
      <ManualRateForm />
    </>,
  );
}

const currentRate = () => screen.getByRole('region', { name: 'Current rate' });

describe('admin dollar rate screen', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken('ADMIN'), sessionUser({ role: 'ADMIN', country: null, currency: null }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the rate being served, its source and Fecha Valor', async () => {
    mockApiRoutes({ 'GET /dollar-rate': () => rateReply() });
    renderAdminScreen();
    expect(await within(currentRate()).findByText('Bs. 36.5731 per USD')).toBeInTheDocument();
    expect(within(currentRate()).getByText('BCV website')).toBeInTheDocument();
    expect(within(currentRate()).getByText('2024-03-18')).toBeInTheDocument();
  });

  it('says when there is no rate at all', async () => {
    mockApiRoutes({ 'GET /dollar-rate': () => UNAVAILABLE_REPLY });
    renderAdminScreen();
    expect(await within(currentRate()).findByRole('alert')).toHaveTextContent(/No rate available/);
  });

  it('saves a manual rate, then shows it as the current one', async () => {
    let release: (reply: TMockReply) => void = () => {};
    const calls = mockApiRoutes({
      'GET /dollar-rate': () => rateReply(),
      'POST /admin/dollar-rate': () =>
        new Promise<TMockReply>((resolve) => {
          release = resolve;
        }),
    });
    const user = userEvent.setup();
    renderAdminScreen();
    await within(currentRate()).findByText('BCV website');
    await user.type(screen.getByLabelText('Rate (Bs. per USD)'), '38.5');
    await user.click(screen.getByRole('button', { name: 'Save manual rate' }));
    // Pending: one request, and the button cannot send a second one.
    expect(await screen.findByRole('button', { name: /Saving/ })).toBeDisabled();
    release(rateReply({ rate: 38.5, source: 'manual', validFor: null }));
    expect(await screen.findByText(MANUAL_RATE_SAVED)).toBeInTheDocument();
    expect(within(currentRate()).getByText('Bs. 38.50 per USD')).toBeInTheDocument();
    expect(within(currentRate()).getByText('Manual (admin)')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/admin/dollar-rate', body: { rate: 38.5 } },
    ]);
    expect(screen.getByLabelText('Rate (Bs. per USD)')).toHaveValue('');
  });

  it.each([
    ['245,67', 245.67, 'Bs. 245,67'],
    ['1.234,56', 1234.56, 'Bs. 1.234,56'],
    ['245.67', 245.67, 'Bs. 245,67'],
    ['36,57310000', 36.5731, 'Bs. 36,5731'],
  ])(
    "reads '%s' as %s, shows what it understood before saving, and sends it with its Fecha Valor",
    async (typed, rate, understood) => {
      const calls = mockApiRoutes({
        'GET /dollar-rate': () => rateReply(),
        'POST /admin/dollar-rate': () => ({
          status: 201,
          ...rateReply({ rate, source: 'manual', validFor: '2024-03-15' }),
        }),
      });
      const user = userEvent.setup();
      renderAdminScreen();
      await user.type(screen.getByLabelText('Rate (Bs. per USD)'), typed);
      expect(
        screen.getByText(new RegExp(`${understood.replace(/\./g, '\\.')}0* por USD`)),
      ).toBeInTheDocument();
      await user.type(screen.getByLabelText('Valid for (Fecha Valor, optional)'), '2024-03-15');
      await user.click(screen.getByRole('button', { name: 'Save manual rate' }));
      expect(await screen.findByText(MANUAL_RATE_SAVED)).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { rate, validFor: '2024-03-15' },
      ]);
    },
  );

  it("refuses an ambiguous '1.234' (thousands or decimals?) without calling the server", async () => {
    const calls = mockApiRoutes({ 'GET /dollar-rate': () => rateReply() });
    const user = userEvent.setup();
    renderAdminScreen();
    await user.type(screen.getByLabelText('Rate (Bs. per USD)'), '1.234');
    await user.click(screen.getByRole('button', { name: 'Save manual rate' }));
    expect(screen.queryByText(/por USD/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Rate (Bs. per USD)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses an absurd rate (over Bs. 1.000.000.000) without calling the server', async () => {
    const calls = mockApiRoutes({ 'GET /dollar-rate': () => rateReply() });
    const user = userEvent.setup();
    renderAdminScreen();
    await user.type(screen.getByLabelText('Rate (Bs. per USD)'), '5000000000');
    await user.click(screen.getByRole('button', { name: 'Save manual rate' }));
    expect(screen.getByLabelText('Rate (Bs. per USD)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses an empty or zero rate without calling the server', async () => {
    const calls = mockApiRoutes({ 'GET /dollar-rate': () => rateReply() });
    const user = userEvent.setup();
    renderAdminScreen();
    await user.click(screen.getByRole('button', { name: 'Save manual rate' }));
    expect(await screen.findByText('La tasa debe ser mayor a 0')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Rate (Bs. per USD)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save manual rate' }));
    expect(screen.getByLabelText('Rate (Bs. per USD)')).toHaveAccessibleDescription(
      expect.stringContaining('La tasa debe ser mayor a 0'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's message when saving fails", async () => {
    mockApiRoutes({
      'GET /dollar-rate': () => rateReply(),
      'POST /admin/dollar-rate': () => ({
        status: 403,
        body: { statusCode: 403, code: 'FORBIDDEN', message: 'No tienes permiso para realizar esta acción.' },
      }),
    });
    const user = userEvent.setup();
    renderAdminScreen();
    await user.type(screen.getByLabelText('Rate (Bs. per USD)'), '40');
    await user.click(screen.getByRole('button', { name: 'Save manual rate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para realizar esta acción.',
    );
  });
});

const reading = (overrides: Record<string, unknown>) => ({
  id: 'r1',
  rate: 36,
  currency: 'USD',
  source: 'bcv',
  validFor: '2024-03-14',
  fetchedAt: '2024-03-14T12:00:00.000Z',
  status: 'applied',
  setBy: null,
  confirmedBy: null,
  confirmedAt: null,
  ...overrides,
});

describe('admin dollar rate history', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken('ADMIN'), sessionUser({ role: 'ADMIN', country: null, currency: null }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists every reading with its Fecha Valor, rate, source, fetched time and who set it', async () => {
    mockApiRoutes({
      'GET /admin/dollar-rate/history': () => ({
        body: {
          data: [
            reading({ id: 'm1', rate: 38.25, source: 'manual', validFor: '2024-03-15', setBy: 'Ana Admin' }),
            reading({ id: 'f1', rate: 36.6, source: 'fallback', validFor: '2024-03-14' }),
          ],
        },
      }),
    });
    renderWithProviders(<RateHistoryPanel />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Valid for', 'Rate (Bs. per unit)', 'Currency', 'Source', 'Fetched at', 'Who', 'Status']);
    expect(rows[1]).toHaveTextContent(/2024-03-15.*38\.25.*USD.*Manual \(admin\).*Ana Admin.*Applied/);
    expect(rows[2]).toHaveTextContent(/2024-03-14.*36\.60.*USD.*Fallback source.*Applied/);
    expect(within(rows[1]!).getByText('Ana Admin')).toBeInTheDocument();
  });

  it('confirms a held reading, then shows it applied and the new rate in force', async () => {
    let held = true;
    const calls = mockApiRoutes({
      'GET /dollar-rate': () => rateReply({ rate: 36 }),
      'GET /admin/dollar-rate/history': () => ({
        body: {
          data: [
            reading({
              id: 'h1',
              rate: 46.8,
              validFor: '2024-03-15',
              status: held ? 'held' : 'applied',
              confirmedBy: held ? null : 'Ana Admin',
            }),
            reading({}),
          ],
        },
      }),
      'POST /admin/dollar-rate/h1/confirm': () => {
        held = false;
        return rateReply({ rate: 46.8, validFor: '2024-03-15' });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CurrentRatePanel />
        <RateHistoryPanel />
      </>,
    );
    expect(await screen.findByText('Held')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Bs. 46.80 per USD for 2024-03-15' }));
    expect(await within(currentRate()).findByText('Bs. 46.80 per USD')).toBeInTheDocument();
    expect(await screen.findByText('Confirmed by Ana Admin')).toBeInTheDocument();
    expect(screen.queryByText('Held')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/admin/dollar-rate/h1/confirm',
    ]);
  });
});
