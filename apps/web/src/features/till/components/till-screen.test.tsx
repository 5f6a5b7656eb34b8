import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import type { TCashSession, TWithoutTill } from '@cuadre/shared/till/schemas';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { openTillSession } from '@/testing/till';
import { sessionUser, validToken } from '@/testing/tokens';
import { TillScreen } from './till-screen';

beforeEach(() => {
  resetAppStore();
  setSession(validToken(), sessionUser());
});

const NOTHING_WITHOUT_TILL = { date: '2026-03-02', paymentsCount: 0, lines: [] };

/** The Caja screen against a server whose open till is `current` (null: none). */
function setup(current: { session: TCashSession | null; withoutTill?: TWithoutTill }) {
  const calls = mockApiRoutes({
    'GET /cash-sessions/current': () => ({ body: { data: current.session } }),
    'GET /cash-sessions/without-till': () => ({
      body: { data: current.withoutTill ?? NOTHING_WITHOUT_TILL },
    }),
    'POST /cash-sessions': (body) => {
      const { openingFloat } = body as { openingFloat: { USD: number; VES: number } };
      current.session = openTillSession({
        openingFloat,
        lines: [
          { method: 'CASH', currency: 'USD', expected: openingFloat.USD, counted: null, difference: null },
          { method: 'CASH', currency: 'VES', expected: openingFloat.VES, counted: null, difference: null },
        ],
        movements: [],
      });
      return { status: 201, body: { data: current.session } };
    },
    [`POST /cash-sessions/${openTillSession().id}/movements`]: () => ({
      status: 201,
      body: { data: openTillSession().movements[0] },
    }),
  });
  const user = userEvent.setup();
  renderWithProviders(<TillScreen />, { route: '/dashboard/caja' });
  return { calls, user };
}

describe('TillScreen', () => {
  it('with no till open says "Caja cerrada" and opens one with a float in dollars and in bolívares', async () => {
    const { calls, user } = setup({ session: null });
    expect(await screen.findByRole('heading', { name: 'Caja cerrada' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Fondo inicial en dólares'), '20');
    await user.type(screen.getByLabelText('Fondo inicial en bolívares'), '1.234,56');
    expect(screen.getByText('Se guardará: Bs. 1.234,56')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir caja' }));

    expect(await screen.findByRole('heading', { name: 'Caja abierta' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      openingFloat: { USD: 20, VES: 1234.56 },
    });
    // The heading and the toast.
    await waitFor(() => expect(screen.getAllByText('Caja abierta')).toHaveLength(2));
    const lines = within(screen.getByRole('list', { name: 'Debería haber en caja' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      'Efectivo ($)$20.00',
      'Efectivo (Bs.)Bs. 1.234,56',
    ]);
  });

  it('opens with nothing typed as a float of 0 in both currencies', async () => {
    const { calls, user } = setup({ session: null });
    await user.click(await screen.findByRole('button', { name: 'Abrir caja' }));
    await screen.findByRole('heading', { name: 'Caja abierta' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ openingFloat: { USD: 0, VES: 0 } });
  });

  it('says why when a till was opened meanwhile on another device (409)', async () => {
    const calls = mockApiRoutes({
      'GET /cash-sessions/current': () => ({ body: { data: null } }),
      'GET /cash-sessions/without-till': () => ({ body: { data: NOTHING_WITHOUT_TILL } }),
      'POST /cash-sessions': () =>
        errorReply(409, 'CASH_SESSION_OPEN', SERVER_MESSAGES.CASH_SESSION_ALREADY_OPEN),
    });
    const user = userEvent.setup();
    renderWithProviders(<TillScreen />, { route: '/dashboard/caja' });
    await user.click(await screen.findByRole('button', { name: 'Abrir caja' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.CASH_SESSION_ALREADY_OPEN);
    // It asks again what is open, to show that till instead.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/cash-sessions/current').length).toBeGreaterThan(1),
    );
  });

  it('shows the open till live: each line in counting order in its currency, the figures and the movements', async () => {
    setup({ session: openTillSession() });
    expect(await screen.findByRole('heading', { name: 'Caja abierta' })).toBeInTheDocument();
    expect(
      screen.getByText(/Abierta el 02\/03\/2026, 08:00 a\. m\. con \$20\.00 y Bs\. 500,00/),
    ).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Debería haber en caja' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      'Efectivo ($)$20.50',
      'Efectivo (Bs.)Bs. 866,50',
      'Pago Móvil (Bs.)Bs. 1.300,00',
    ]);
    const figures = screen.getByRole('region', { name: 'Cifras de la caja' });
    for (const [label, value] of [
      ['Ventas', '2'],
      ['Ingresos', '$45.50'],
      ['Fiado (crédito dado)', '$0.00'],
      ['Cobranzas', '$10.00'],
      ['IGTF cobrado', '$0.00'],
      ['Devoluciones', '$0.00'],
    ]) {
      expect(within(figures).getByText(label!).nextSibling).toHaveTextContent(value!);
    }
    const movements = screen.getByRole('list', { name: 'Movimientos de la caja' });
    expect(movements).toHaveTextContent('Salida: Pago a proveedor');
    expect(movements).toHaveTextContent('-$5.00');
  });

  it('says plainly when change given offline left the drawer short in a currency', async () => {
    const session = openTillSession();
    setup({
      session: {
        ...session,
        lines: session.lines.map((line) =>
          line.method === 'CASH' && line.currency === 'VES' ? { ...line, expected: -360.49 } : line,
        ),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Faltan Bs. 360,49 en bolívares: se dio más vuelto del que había en caja (una venta hecha sin conexión).',
    );
  });

  it('says nothing of a shortfall when every line holds what it should', async () => {
    setup({ session: openTillSession() });
    expect(await screen.findByRole('heading', { name: 'Caja abierta' })).toBeInTheDocument();
    expect(screen.queryByText(/se dio más vuelto/)).not.toBeInTheDocument();
  });

  it('records money taken out with its reason and refreshes the till', async () => {
    const { calls, user } = setup({ session: openTillSession({ movements: [] }) });
    expect(await screen.findByText('Sin entradas ni salidas de dinero.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrada / Salida de dinero' }));
    const dialog = screen.getByRole('dialog', { name: 'Entrada / Salida de dinero' });
    await user.selectOptions(within(dialog).getByLabelText('Moneda'), 'VES');
    await user.type(within(dialog).getByLabelText(/Monto/), '250,50');
    await user.click(within(dialog).getByRole('button', { name: 'Depósito al banco' }));
    expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Depósito al banco');
    const before = calls.filter((call) => call.path === '/cash-sessions/current').length;
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path.endsWith('/movements'))?.body).toEqual({
      type: 'OUT',
      currency: 'VES',
      amount: 250.5,
      reason: 'Depósito al banco',
    });
    expect(await screen.findByText('Movimiento registrado')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/cash-sessions/current').length).toBeGreaterThan(before),
    );
  });

  it('asks for the reason and the amount of a movement before sending it', async () => {
    const { calls, user } = setup({ session: openTillSession() });
    await user.click(await screen.findByRole('button', { name: 'Entrada / Salida de dinero' }));
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText(VALIDATION.cashMovementReasonRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/movements'))).toBe(false);
  });

  it("shows today's payments made with no till open as 'Sin caja hoy', each line in its currency", async () => {
    setup({
      session: null,
      withoutTill: {
        date: '2026-03-02',
        paymentsCount: 3,
        lines: [
          { method: 'CASH', currency: 'USD', amount: 17 },
          { method: 'PAGO_MOVIL', currency: 'VES', amount: 1300 },
        ],
      },
    });
    const section = await screen.findByRole('region', { name: 'Sin caja hoy' });
    expect(section).toHaveTextContent(
      '3 pagos registrados hoy sin una caja abierta: no entran en ningún cuadre.',
    );
    const lines = within(within(section).getByRole('list', { name: 'Pagos sin caja' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      'Efectivo ($)$17.00',
      'Pago Móvil (Bs.)Bs. 1.300,00',
    ]);
    expect(screen.getByRole('heading', { name: 'Caja cerrada' })).toBeInTheDocument();
  });

  it("shows no 'Sin caja hoy' when every payment of the day went into a till", async () => {
    setup({ session: openTillSession() });
    expect(await screen.findByRole('heading', { name: 'Caja abierta' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/sin una caja abierta/)).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Sin caja hoy' })).not.toBeInTheDocument();
  });

  it('says when the till cannot be loaded, with a retry', async () => {
    mockApiRoutes({
      'GET /cash-sessions/current': () => errorReply(500, 'INTERNAL_ERROR'),
      'GET /cash-sessions/without-till': () => ({ body: { data: NOTHING_WITHOUT_TILL } }),
    });
    renderWithProviders(<TillScreen />, { route: '/dashboard/caja' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la caja.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
