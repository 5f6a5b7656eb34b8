import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { resetAppStore, setSession } from '@/testing/app-store';
import { deferredReply, errorReply, mockApiRoutes, type TRouteHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { IGTF_TEXTS, IgtfSettingsCard } from './igtf-settings-card';

beforeEach(() => {
  resetAppStore();
  setSession(validToken('USER'), sessionUser());
});

function ownUser(settings: { igtfEnabled: boolean; igtfRate: number }) {
  return { body: { data: { ...sessionUser(), pendingEmail: null, ...settings } } };
}

function setup(routes: Record<string, TRouteHandler> = {}) {
  let stored = { igtfEnabled: false, igtfRate: 3 };
  const calls = mockApiRoutes({
    'GET /users/me': () => ownUser(stored),
    'PUT /users/settings': (body) => {
      stored = { ...stored, ...(body as typeof stored) };
      return { body: { data: stored } };
    },
    ...routes,
  });
  const user = userEvent.setup();
  renderWithProviders(<IgtfSettingsCard />);
  const card = screen.getByRole('region', { name: 'IGTF' });
  return { user, calls, card };
}

const puts = (calls: ReturnType<typeof mockApiRoutes>) =>
  calls.filter((call) => call.method === 'PUT' && call.path === '/users/settings');

describe('IgtfSettingsCard', () => {
  it('says what IGTF does and starts from the saved setting: off, at 3 %', async () => {
    const { card } = setup();
    expect(card).toHaveTextContent(
      'Se suma al total cuando el cliente paga en dólares (efectivo o Zelle); no cuenta como ingreso.',
    );
    const checkbox = await within(card).findByRole('checkbox', { name: IGTF_TEXTS.enabled });
    expect(checkbox).not.toBeChecked();
    expect(within(card).getByLabelText(IGTF_TEXTS.rate)).toHaveValue('3');
  });

  it.each([
    ['3', 3],
    ['3,5', 3.5],
    ['3.5', 3.5],
    ['3,5 %', 3.5],
  ])('turns IGTF on at “%s” %%, saves %s and refreshes the account', async (typed, rate) => {
    const { user, calls, card } = setup();
    await user.click(await within(card).findByRole('checkbox', { name: IGTF_TEXTS.enabled }));
    await user.clear(within(card).getByLabelText(IGTF_TEXTS.rate));
    await user.type(within(card).getByLabelText(IGTF_TEXTS.rate), typed);
    await user.click(within(card).getByRole('button', { name: IGTF_TEXTS.save }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(IGTF_TEXTS.saved);
    expect(within(card).getByRole('alert')).toHaveTextContent(
      `Se cobrará ${typed === '3' ? '3' : '3,5'} % en los pagos en dólares.`,
    );
    expect(puts(calls).map((call) => call.body)).toEqual([{ igtfEnabled: true, igtfRate: rate }]);
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.path === '/users/me')).toHaveLength(2),
    );
    // What was typed stays after the refresh.
    expect(within(card).getByRole('checkbox', { name: IGTF_TEXTS.enabled })).toBeChecked();
  });

  it('turns IGTF off', async () => {
    const { user, calls, card } = setup({
      'GET /users/me': () => ownUser({ igtfEnabled: true, igtfRate: 2.5 }),
    });
    const checkbox = await within(card).findByRole('checkbox', { name: IGTF_TEXTS.enabled });
    expect(checkbox).toBeChecked();
    expect(within(card).getByLabelText(IGTF_TEXTS.rate)).toHaveValue('2,5');
    await user.click(checkbox);
    await user.click(within(card).getByRole('button', { name: IGTF_TEXTS.save }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(IGTF_TEXTS.savedOff);
    expect(puts(calls)[0]?.body).toEqual({ igtfEnabled: false, igtfRate: 2.5 });
  });

  it.each([
    ['0', VALIDATION.igtfRateRange],
    ['101', VALIDATION.igtfRateRange],
    ['3,1234', 'Usa como máximo 2 decimales.'],
    ['', IGTF_TEXTS.rateRequired],
  ])('refuses “%s” with “%s” and sends nothing', async (typed, message) => {
    const { user, calls, card } = setup();
    const field = await within(card).findByLabelText(IGTF_TEXTS.rate);
    await user.clear(field);
    if (typed) await user.type(field, typed);
    await user.click(within(card).getByRole('button', { name: IGTF_TEXTS.save }));
    expect(await within(card).findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toHaveLength(0);
  });

  it('says “Guardando...” while saving, and the server’s reason when it fails', async () => {
    const reply = deferredReply(errorReply(400, 'VALIDATION_ERROR', VALIDATION.igtfRateRange));
    const { user, card } = setup({ 'PUT /users/settings': reply.handler });
    await user.click(await within(card).findByRole('button', { name: IGTF_TEXTS.save }));
    expect(await within(card).findByRole('button', { name: IGTF_TEXTS.saving })).toBeDisabled();
    reply.release();
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(IGTF_TEXTS.saveError);
    expect(alert).toHaveTextContent(VALIDATION.igtfRateRange);
  });

  it('says when the setting cannot be loaded, and retries', async () => {
    let isDown = true;
    const { user, card } = setup({
      'GET /users/me': () =>
        isDown ? errorReply(500, 'INTERNAL_ERROR') : ownUser({ igtfEnabled: true, igtfRate: 3 }),
    });
    expect(await within(card).findByRole('alert')).toHaveTextContent(IGTF_TEXTS.loadError);
    isDown = false;
    await user.click(within(card).getByRole('button', { name: 'Reintentar' }));
    expect(await within(card).findByRole('checkbox', { name: IGTF_TEXTS.enabled })).toBeChecked();
  });
});
