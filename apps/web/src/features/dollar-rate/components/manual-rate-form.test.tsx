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
    expect(screen.getByLabelText('Rate (Bs. per USD)')).toHaveValue(null);
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
      'La tasa debe ser mayor a 0',
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
