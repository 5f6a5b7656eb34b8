import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, listReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { ACCOUNT_ID, openAccount } from '../testing';
import { OpenAccountsList } from './open-accounts-list';

const card = (name: string) => screen.getByRole('article', { name });

/** The account's one 'Compartir', and the choice it opens. */
async function openShareChoice(user: ReturnType<typeof userEvent.setup>, name = 'María Pérez') {
  await user.click(await screen.findByRole('button', { name: `Compartir la cuenta de ${name}` }));
  return screen.getByRole('dialog', { name: `Compartir la cuenta de ${name}` });
}

describe('OpenAccountsList', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser({ country: null, currency: null }));
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('shows each account with its figures, its sales, items and payments', async () => {
    mockApiRoutes({
      'GET /open-accounts': () =>
        listReply([
          openAccount(),
          openAccount({
            id: '0190f0a0-dddd-7000-8000-000000000009',
            status: 'CLOSED',
            client: { id: 'c2', name: 'José Díaz' },
          }),
        ]),
    });
    renderWithProviders(<OpenAccountsList />);
    const maria = await screen.findByRole('article', { name: 'María Pérez' });
    expect(maria).toHaveTextContent('Abierta el 01/07/2025 · #0190f0a0');
    expect(maria).toHaveTextContent('Abierta');
    expect(within(maria).getByText('Total pagado').nextSibling).toHaveTextContent('$200.00');
    expect(within(maria).getByText('Total adeudado').nextSibling).toHaveTextContent('$1,050.00');
    const sale = within(maria).getByRole('region', { name: 'Ventas de María Pérez' });
    expect(sale).toHaveTextContent('Venta N° 000007 · #0190f0a1 · 01/07/2025');
    expect(sale).toHaveTextContent('Pendiente');
    expect(sale).toHaveTextContent('Harina PAN × 2$1,200.00 ($600.00 c/u)');
    expect(sale).toHaveTextContent('Transferencia · 02/07/2025$200.00');
    expect(within(maria).getByRole('button', { name: 'Verificar la cuenta de María Pérez' })).toBeEnabled();

    const jose = card('José Díaz');
    expect(jose).toHaveTextContent('Cerrada');
    expect(within(jose).queryByRole('button', { name: /Verificar/ })).not.toBeInTheDocument();
    expect(within(jose).getByRole('button', { name: /Compartir/ })).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
  });

  it("offers every way to share an account behind its one 'Compartir', the page's own for the client among them", async () => {
    const user = userEvent.setup();
    mockApiRoutes({ 'GET /open-accounts': () => listReply([openAccount()]) });
    renderWithProviders(
      <OpenAccountsList clientActions={(client) => <button type="button">Estado de {client.name}</button>} />,
    );
    const maria = await screen.findByRole('article', { name: 'María Pérez' });
    expect(
      within(maria)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Verificar la cuenta de María Pérez', 'Compartir la cuenta de María Pérez']);
    expect(within(maria).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(maria).getByRole('button', { name: 'Compartir la cuenta de María Pérez' }));
    const choice = screen.getByRole('dialog', { name: 'Compartir la cuenta de María Pérez' });
    expect(
      within(choice).getByRole('link', { name: 'Enviar por WhatsApp: resumen de María Pérez' }),
    ).toBeVisible();
    expect(within(choice).getByRole('button', { name: 'Estado de María Pérez' })).toBeVisible();
  });

  it("'Verificar' closes a paid-up account and the card then reads Cerrada", async () => {
    const user = userEvent.setup();
    let closed = false;
    const calls = mockApiRoutes({
      'GET /open-accounts': () => listReply([openAccount(closed ? { status: 'CLOSED' } : {})]),
      [`POST /open-accounts/${ACCOUNT_ID}/check-and-close`]: () => {
        closed = true;
        return {
          body: {
            data: { id: ACCOUNT_ID, status: 'CLOSED', closed: true, message: 'La cuenta fue cerrada.' },
          },
        };
      },
    });
    renderWithProviders(<OpenAccountsList />);
    await user.click(await screen.findByRole('button', { name: 'Verificar la cuenta de María Pérez' }));
    expect(await screen.findByText('La cuenta fue cerrada.')).toBeInTheDocument();
    expect(within(card('María Pérez')).getByText('Cerrada')).toBeInTheDocument();
    expect(within(card('María Pérez')).queryByRole('button', { name: /Verificar/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("'Verificar y Cerrar Cuentas' shows the server's message for 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockApiRoutes({
      'GET /open-accounts': () => listReply([openAccount()]),
      'POST /open-accounts/check-and-close-all': () => ({
        body: { data: { closed: 2, message: 'Se cerraron 2 cuentas.' } },
      }),
    });
    renderWithProviders(<OpenAccountsList />);
    await user.click(await screen.findByRole('button', { name: 'Verificar y Cerrar Cuentas' }));
    const banner = await screen.findByText('Se cerraron 2 cuentas.');
    expect(banner.closest('[role="status"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Se cerraron 2 cuentas.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Se cerraron 2 cuentas.')).not.toBeInTheDocument();
  });

  it("says 'Error al verificar cuentas: {message}' when the check fails", async () => {
    const user = userEvent.setup();
    mockApiRoutes({
      'GET /open-accounts': () => listReply([openAccount()]),
      'POST /open-accounts/check-and-close-all': () =>
        errorReply(500, 'INTERNAL_ERROR', 'Error del servidor. Por favor, inténtalo de nuevo más tarde.'),
    });
    renderWithProviders(<OpenAccountsList />);
    await user.click(await screen.findByRole('button', { name: 'Verificar y Cerrar Cuentas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al verificar cuentas: Error del servidor. Por favor, inténtalo de nuevo más tarde.',
    );
  });

  it('searches the trimmed text after 500 ms, from page 1, and names it when nothing matches', async () => {
    const user = userEvent.setup();
    const calls = mockApiRoutes({
      'GET /open-accounts': (_body, url) =>
        url.searchParams.has('search')
          ? listReply([])
          : listReply([openAccount()], Number(url.searchParams.get('page')), 2),
    });
    renderWithProviders(<OpenAccountsList />);
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Página 2 de 2');
    await user.type(screen.getByPlaceholderText('Buscar por cliente...'), '  Pedro  ');
    expect(await screen.findByText('No se encontraron cuentas abiertas para "Pedro"')).toBeInTheDocument();
    const searches = calls.filter((call) => call.params.has('search'));
    expect(searches.map((call) => [call.params.get('search'), call.params.get('page')])).toEqual([
      ['Pedro', '1'],
    ]);
    expect(screen.queryByRole('button', { name: 'Verificar y Cerrar Cuentas' })).not.toBeInTheDocument();
  });

  it('has an empty state, an error state and the not-logged-in text', async () => {
    mockApiRoutes({ 'GET /open-accounts': () => listReply([]) });
    const first = renderWithProviders(<OpenAccountsList />);
    expect(await screen.findByText('No hay cuentas abiertas registradas')).toBeInTheDocument();
    first.unmount();

    mockApiRoutes({
      'GET /open-accounts': () => errorReply(503, 'INTERNAL_ERROR', 'Servicio no disponible'),
    });
    const second = renderWithProviders(<OpenAccountsList />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al cargar cuentas abiertas: Servicio no disponible',
    );
    second.unmount();

    setSession(null);
    renderWithProviders(<OpenAccountsList />);
    expect(screen.getByText('Por favor, inicia sesión para ver las cuentas abiertas.')).toBeInTheDocument();
  });

  it("'Compartir' sends the summary through the Web Share API, and reports a failure", async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('boom'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    mockApiRoutes({ 'GET /open-accounts': () => listReply([openAccount()]) });
    renderWithProviders(<OpenAccountsList />);
    const choice = await openShareChoice(user);
    const button = within(choice).getByRole('button', { name: 'Compartir el resumen de María Pérez' });

    await user.click(button);
    const { text } = share.mock.calls[0]?.[0] as { text: string };
    expect(text).toContain('Cliente: María Pérez');
    expect(text).toContain('Cuenta #0190f0a0 abierta el 01/07/2025');
    expect(text).toContain('• Harina PAN x2 - $1,200.00 ($600.00 c/u)');
    expect(text).toContain('- Transferencia: $200.00');
    expect(text).toContain('Saldo pendiente: $1,050.00');

    await user.click(button);
    expect(await screen.findByText('No se pudo compartir el resumen.')).toBeInTheDocument();
  });

  it('in VES mode the summary is in bolívares at the rate it names, as the card shows them', async () => {
    const user = userEvent.setup();
    setSession(validToken(), sessionUser());
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 1_234_567.89 });
    mockApiRoutes({ 'GET /open-accounts': () => listReply([openAccount()]) });
    renderWithProviders(<OpenAccountsList />);
    const choice = await openShareChoice(user);
    const link = within(choice).getByRole('link', { name: 'Enviar por WhatsApp: resumen de María Pérez' });
    const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    expect(text).toContain('Montos en bolívares a la tasa de Bs. 1.234.567,89 por dólar');
    expect(text).toContain('• Harina PAN x2 - Bs. 1.481.481.468,00 (Bs. 740.740.734,00 c/u)');
    expect(text).toContain('Saldo pendiente: Bs. 1.296.296.284,50');
    expect(text).not.toContain('$');
    expect(card('María Pérez')).toHaveTextContent('Bs. 1.296.296.284,50');
  });

  it('without the Web Share API the choice sends the summary by WhatsApp, and offers no share sheet', async () => {
    const user = userEvent.setup();
    mockApiRoutes({ 'GET /open-accounts': () => listReply([openAccount()]) });
    renderWithProviders(<OpenAccountsList />);
    const choice = await openShareChoice(user);
    const link = within(choice).getByRole('link', { name: 'Enviar por WhatsApp: resumen de María Pérez' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toContain('Total comprado: $1,250.00');
    expect(within(choice).queryByRole('button', { name: /el resumen de/ })).not.toBeInTheDocument();
  });
});
