import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildDebtReminderText, buildStatementShareText } from '@cuadre/shared/clients/client-statement-text';
import type { TClientStatement } from '@cuadre/shared/clients/statement-schemas';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { ClientStatementActions } from './client-statement-actions';

const CLIENT = { id: '0190f5a2-aaaa-7000-8000-000000000001', name: 'Ana Gómez' };
const STATEMENT: TClientStatement = {
  client: { ...CLIENT, phone: '0414-1234567', taxId: null },
  shopName: 'Bodega La Esquina',
  olderEntries: 0,
  openingBalance: 0,
  balance: 12.5,
  todayRate: { rate: 245.668, validFor: '2026-03-10' },
  entries: [
    {
      kind: 'SALE',
      id: 's1',
      at: '2026-03-04T15:00:00.000Z',
      receiptNumber: 2,
      amount: 12.5,
      balanceAfter: 12.5,
      dueDate: null,
    },
  ],
};

/** A stand-in for the tab opened at the tap (jsdom opens none). */
function fakeTab() {
  const tab = { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}

function setup(statement: () => TMockReply = () => ({ body: { data: STATEMENT } })) {
  const calls = mockApiRoutes({
    [`GET /clients/${CLIENT.id}/statement`]: statement,
    [`GET /clients/${CLIENT.id}/statement.pdf`]: () => ({ body: '%PDF' }),
  });
  renderWithProviders(<ClientStatementActions client={CLIENT} />);
  return { calls, user: userEvent.setup() };
}

describe('ClientStatementActions', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser());
  });

  it('sends the statement to the client’s own WhatsApp chat, opened at the tap', async () => {
    const tab = fakeTab();
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Enviar estado por WhatsApp a Ana Gómez' }));
    const text = buildStatementShareText(STATEMENT, { timeZone: 'America/Caracas' });
    await waitFor(() =>
      expect(tab.location.href).toBe(`https://wa.me/584141234567?text=${encodeURIComponent(text)}`),
    );
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(text).toContain('Saldo pendiente: $12.50');
  });

  it('writes the reminder with the balance in $ and Bs.; without a usable phone, to any chat', async () => {
    const tab = fakeTab();
    const noPhone = { ...STATEMENT, client: { ...STATEMENT.client, phone: 'no tiene' } };
    const { user } = setup(() => ({ body: { data: noPhone } }));
    await user.click(screen.getByRole('button', { name: 'Recordar deuda a Ana Gómez' }));
    const text = buildDebtReminderText(noPhone);
    await waitFor(() => expect(tab.location.href).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`));
    expect(text).toBe(
      'Hola Ana Gómez, le saludamos de Bodega La Esquina. Le recordamos amablemente que tiene un saldo ' +
        'pendiente de $12.50 (Bs. 3.070,85 a la tasa BCV de hoy). ¡Gracias!',
    );
  });

  it('says so, and closes the tab, when the client owes nothing any more', async () => {
    const tab = fakeTab();
    const { user } = setup(() => ({ body: { data: { ...STATEMENT, balance: 0 } } }));
    await user.click(screen.getByRole('button', { name: 'Recordar deuda a Ana Gómez' }));
    expect(await screen.findByText('Ana Gómez no tiene saldo pendiente.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('shows the server’s message in a toast, and closes the tab, when the statement cannot be read', async () => {
    const tab = fakeTab();
    const { user } = setup(() => errorReply(404, 'NOT_FOUND', 'Cliente no encontrado.'));
    await user.click(screen.getByRole('button', { name: 'Enviar estado por WhatsApp a Ana Gómez' }));
    expect(await screen.findByText('Cliente no encontrado.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Enviar estado por WhatsApp a Ana Gómez' })).toBeEnabled();
  });

  it('downloads the statement’s PDF with the session’s token, named after the client', async () => {
    // jsdom has no object URLs: stand-ins for this test only.
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    let saved = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download;
    });
    const { calls, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Estado de cuenta de Ana Gómez (PDF)' }));
    await waitFor(() => expect(saved).toBe('estado-de-cuenta-ana-gomez.pdf'));
    const pdf = calls.find((call) => call.path.endsWith('/statement.pdf'));
    expect(pdf?.params.get('paper')).toBe('a4');
    expect(pdf?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('says the download failed in a toast', async () => {
    mockApiRoutes({
      [`GET /clients/${CLIENT.id}/statement.pdf`]: () => errorReply(500, 'INTERNAL_ERROR'),
    });
    renderWithProviders(<ClientStatementActions client={CLIENT} />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Estado de cuenta de Ana Gómez (PDF)' }));
    expect(await screen.findByText('No se pudo descargar el estado de cuenta.')).toBeInTheDocument();
  });
});
