import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { closedTillSession, openTillSession } from '@/testing/till';
import { sessionUser, validToken } from '@/testing/tokens';
import { CloseTillForm } from './close-till-form';

const SESSION = openTillSession();

beforeEach(() => {
  resetAppStore();
  setSession(validToken(), sessionUser());
});

function setup(reply: () => TMockReply = () => ({ body: { data: closedTillSession() } })) {
  const calls = mockApiRoutes({ [`POST /cash-sessions/${SESSION.id}/close`]: reply });
  const onCancel = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<CloseTillForm session={SESSION} onCancel={onCancel} />, { pattern: '*' });
  return { calls, onCancel, user };
}

const line = (name: string) => screen.getByRole('listitem', { name });

describe('CloseTillForm', () => {
  it('shows each line’s difference as it is counted, a Bs. shortfall as "Faltante Bs. 10,00", then closes and opens the Z report', async () => {
    const { calls, user } = setup();
    expect(within(line('Efectivo (Bs.)')).getByText('Esperado: Bs. 866,50')).toBeInTheDocument();
    // Cash starts empty: the seller counts it.
    expect(screen.getByLabelText('Contado en Efectivo ($)')).toHaveValue('');
    await user.type(screen.getByLabelText('Contado en Efectivo ($)'), '21');
    expect(within(line('Efectivo ($)')).getByText('Sobrante $0.50')).toHaveClass('text-green-800');
    await user.type(screen.getByLabelText('Contado en Efectivo (Bs.)'), '856,50');
    expect(within(line('Efectivo (Bs.)')).getByText('Faltante Bs. 10,00')).toHaveClass('text-red-800');
    // An electronic line is confirmed as the records have it, in one tap.
    await user.click(screen.getByRole('button', { name: 'Confirmar Pago Móvil (Bs.)' }));
    expect(screen.getByLabelText('Confirmado en Pago Móvil (Bs.)')).toHaveValue('1300');
    expect(within(line('Pago Móvil (Bs.)')).getByText('Cuadra')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Notas (opcional)'), 'Faltó sencillo');
    await user.click(screen.getByRole('button', { name: 'Cerrar caja' }));

    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/dashboard/caja/${SESSION.id}`),
    );
    expect(calls[0]?.body).toEqual({
      counted: [
        { method: 'CASH', currency: 'USD', amount: 21 },
        { method: 'CASH', currency: 'VES', amount: 856.5 },
        { method: 'PAGO_MOVIL', currency: 'VES', amount: 1300 },
      ],
      notes: 'Faltó sencillo',
    });
    expect(await screen.findByText('Caja cerrada')).toBeInTheDocument();
  });

  it('sends nothing while a line is not counted, and names it', async () => {
    const { calls, user } = setup();
    await user.type(screen.getByLabelText('Contado en Efectivo ($)'), '20,50');
    await user.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    expect(await screen.findByText(SERVER_MESSAGES.CASH_COUNT_MISSING('Efectivo (Bs.)'))).toBeInTheDocument();
    expect(screen.getByText(SERVER_MESSAGES.CASH_COUNT_MISSING('Pago Móvil (Bs.)'))).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('in a blind count hides the expected amounts and differences until every line is counted', async () => {
    const { calls, user } = setup();
    await user.click(screen.getByRole('checkbox', { name: /Conteo a ciegas/ }));
    expect(screen.queryByText(/Esperado:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirmar / })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Contado en Efectivo ($)'), '20,50');
    await user.type(screen.getByLabelText('Contado en Efectivo (Bs.)'), '856,50');
    expect(screen.queryByText(/Faltante|Sobrante|Cuadra/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ver diferencias' }));
    expect(
      await screen.findByText(SERVER_MESSAGES.CASH_COUNT_MISSING('Pago Móvil (Bs.)')),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Esperado:/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Confirmado en Pago Móvil (Bs.)'), '1300');
    await user.click(screen.getByRole('button', { name: 'Ver diferencias' }));
    expect(await screen.findByText('Esperado: Bs. 866,50')).toBeInTheDocument();
    expect(within(line('Efectivo (Bs.)')).getByText('Faltante Bs. 10,00')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('shows the server’s message when the close is refused, and stays', async () => {
    const { user } = setup(() => errorReply(409, 'CASH_SESSION_CLOSED', SERVER_MESSAGES.CASH_SESSION_CLOSED));
    await user.type(screen.getByLabelText('Contado en Efectivo ($)'), '20,50');
    await user.type(screen.getByLabelText('Contado en Efectivo (Bs.)'), '866,50');
    await user.type(screen.getByLabelText('Confirmado en Pago Móvil (Bs.)'), '1300');
    await user.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.CASH_SESSION_CLOSED);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('goes back to the live view with "Volver"', async () => {
    const { onCancel, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
