import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildTillReportText } from '@cuadre/shared/till/till-report-text';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { closedTillSession, openTillSession } from '@/testing/till';
import { sessionUser, validToken } from '@/testing/tokens';
import { ZReportScreen } from './z-report-screen';

const SESSION = closedTillSession();
const TOKEN = validToken();

beforeEach(() => {
  resetAppStore();
  setSession(TOKEN, sessionUser());
});
afterEach(() => vi.unstubAllGlobals());

function setup(session = SESSION) {
  const calls = mockApiRoutes({
    [`GET /cash-sessions/${SESSION.id}`]: () => ({ body: { data: session } }),
    // The mock answers JSON; the app only hands the bytes to the browser, whatever they are.
    [`GET /cash-sessions/${SESSION.id}/report.pdf`]: () => ({ body: '%PDF' }),
    'GET /users/me': () => ({
      body: {
        data: {
          ...sessionUser(),
          businessName: 'Bodega La Esquina',
          taxId: 'J-40123456-7',
          address: 'Calle Páez, local 4, Maracay',
          phone: '0414-7654321',
        },
      },
    }),
  });
  const user = userEvent.setup();
  renderWithProviders(<ZReportScreen sessionId={SESSION.id} />);
  return { calls, user };
}

describe('ZReportScreen', () => {
  it('shows the shop, the times in the seller’s zone, the figures, each line with its difference, the movements and the notes', async () => {
    setup();
    const report = await screen.findByRole('article', { name: 'Reporte Z' });
    expect(await within(report).findByText('Bodega La Esquina')).toBeInTheDocument();
    // Headed as the PDF is: the shop's RIF, address and phone saved in Perfil.
    expect(within(report).getByText('RIF: J-40123456-7')).toBeInTheDocument();
    expect(within(report).getByText('Calle Páez, local 4, Maracay')).toBeInTheDocument();
    expect(within(report).getByText('Tel.: 0414-7654321')).toBeInTheDocument();
    expect(report).toHaveTextContent('Apertura: 02/03/2026, 08:00 a. m.');
    expect(report).toHaveTextContent('Cierre: 02/03/2026, 06:30 p. m.');
    expect(report).toHaveTextContent('Fondo inicial: $20.00 y Bs. 500,00');
    expect(within(report).getByText('Ingresos').nextSibling).toHaveTextContent('$45.50');
    expect(within(report).getByText('Ganancias').nextSibling).toHaveTextContent('$12.25');

    const bolivares = within(report).getByRole('listitem', { name: 'Efectivo (Bs.)' });
    expect(bolivares).toHaveTextContent('EsperadoBs. 866,50');
    expect(bolivares).toHaveTextContent('ContadoBs. 856,50');
    expect(within(bolivares).getByText('Faltante Bs. 10,00')).toHaveClass('text-red-800');
    expect(within(report).getByRole('listitem', { name: 'Efectivo ($)' })).toHaveTextContent('Cuadra');
    expect(within(report).getByRole('listitem', { name: 'Pago Móvil (Bs.)' })).toHaveTextContent(
      'ContadoBs. 1.300,00',
    );
    expect(report).toHaveTextContent('Salida: Pago a proveedor');
    expect(report).toHaveTextContent('Faltó sencillo');
    // Read-only: a closed session never changes.
    expect(within(report).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(report).queryByRole('button')).not.toBeInTheDocument();
  });

  it('breaks the till down by member once someone besides the owner worked it', async () => {
    const owner = {
      memberId: 'o',
      memberName: 'Carmen Rojas',
      isOwner: true,
      salesCount: 1,
      sold: 10,
      collected: 10,
      refunds: 0,
    };
    setup({
      ...SESSION,
      byMember: [
        owner,
        { ...owner, memberId: 'c', memberName: null, isOwner: false, sold: 35.5, refunds: 3.8 },
      ],
    });
    const report = await screen.findByRole('article', { name: 'Reporte Z' });
    const byMember = await within(report).findByRole('list', { name: 'La caja por miembro' });
    expect(
      within(byMember)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Carmen RojasVentas (1):$10.00Cobrado:$10.00',
      'Miembro quitadoVentas (1):$35.50Cobrado:$10.00Reembolsado:$3.80',
    ]);
  });

  it('shows no breakdown when the owner worked the till alone', async () => {
    setup({
      ...SESSION,
      byMember: [
        {
          memberId: 'o',
          memberName: 'Carmen Rojas',
          isOwner: true,
          salesCount: 1,
          sold: 10,
          collected: 10,
          refunds: 0,
        },
      ],
    });
    const report = await screen.findByRole('article', { name: 'Reporte Z' });
    await within(report).findByText('Bodega La Esquina');
    expect(within(report).queryByRole('list', { name: 'La caja por miembro' })).not.toBeInTheDocument();
  });

  it('shares the report’s text by WhatsApp', async () => {
    setup();
    await screen.findByText('Bodega La Esquina');
    const link = screen.getByRole('link', { name: 'Compartir por WhatsApp' });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(text).toBe(
      buildTillReportText(SESSION, { shopName: 'Bodega La Esquina', timeZone: 'America/Caracas' }),
    );
    expect(text).toContain('• Efectivo (Bs.): esperado Bs. 866,50, contado Bs. 856,50, Faltante Bs. 10,00');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('prints on the paper picked: 80 mm by default, 58 mm or A4 when chosen', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = setup();
    await screen.findByRole('article', { name: 'Reporte Z' });
    const css = () =>
      Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');
    expect(css()).toContain('size: 80mm');
    await user.selectOptions(screen.getByLabelText('Tamaño del papel'), 'Rollo 58 mm');
    expect(css()).toContain('size: 58mm');
    await user.selectOptions(screen.getByLabelText('Tamaño del papel'), 'Hoja A4 / carta');
    expect(css()).toContain('size: A4');
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalled();
  });

  it('downloads the PDF with the session’s token, on the paper picked', async () => {
    // jsdom has no object URLs: stand-ins for this test only.
    const createObjectURL = vi.fn(() => 'blob:report');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls, user } = setup();
    await screen.findByRole('article', { name: 'Reporte Z' });
    await user.selectOptions(screen.getByLabelText('Tamaño del papel'), 'Hoja A4 / carta');
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const pdf = calls.find((call) => call.path.endsWith('/report.pdf'));
    expect(pdf?.path).toBe(`/cash-sessions/${SESSION.id}/report.pdf`);
    expect(pdf?.params.get('paper')).toBe('a4');
    expect(pdf?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('says "Caja no encontrada." for a session that is not the seller’s', async () => {
    mockApiRoutes({
      [`GET /cash-sessions/${SESSION.id}`]: () => errorReply(404, 'NOT_FOUND', 'Caja no encontrada.'),
    });
    renderWithProviders(<ZReportScreen sessionId={SESSION.id} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Caja no encontrada.');
  });

  it('sends a till still open (a sale\'s "Ver caja") to the Caja screen: it has no report yet', async () => {
    const open = openTillSession();
    mockApiRoutes({ [`GET /cash-sessions/${open.id}`]: () => ({ body: { data: open } }) });
    renderWithProviders(<ZReportScreen sessionId={open.id} />, { route: `/dashboard/caja/${open.id}` });
    expect(await screen.findByRole('heading', { name: 'Página /dashboard/caja' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Reporte Z' })).not.toBeInTheDocument();
  });
});
