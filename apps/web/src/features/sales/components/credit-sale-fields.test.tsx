import { act, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, dayMonthYear } from '@cuadre/shared/common/dates';
import type { TClientCredit } from '@cuadre/shared/credit/schemas';
import { useOfflineSales } from '@/lib/offline-sales/offline-sales-store';
import { OFFLINE_TEXTS } from '@/lib/offline-sales/offline-texts';
import { localTodayIso } from '@/lib/local-today';
import { useAppStore } from '@/stores/app-store';
import { jsonResponse } from '@/testing/mock-api';
import { sessionUser } from '@/testing/tokens';
import { CREDIT_TEXTS } from './credit-texts';
import {
  api,
  CLIENT,
  confirmSale,
  HARINA,
  openConfirmation,
  renderCart,
  saleCalls,
  setUpTenderTests,
  type TUser,
} from './tender-testing';

// Decision record 030: a credit sale shows what its client owes, their limit and what they have left, and sends
// its due date — today plus the shop's term unless the seller picks another.

setUpTenderTests();

const WITH_LIMIT: TClientCredit = {
  clientId: CLIENT.id,
  owed: 40,
  overdue: 0,
  creditLimit: 100,
  ownLimit: true,
  available: 60,
  defaultCreditDays: 15,
};

/** The seller's settings, the client's credit (or a failure), and sales that are made. */
function serveCredit(credit: TClientCredit | 'fail') {
  api.setHandler((call) => {
    if (call.method === 'GET' && call.path === '/api/users/me') {
      return jsonResponse(200, {
        data: { ...sessionUser(), igtfEnabled: false, igtfRate: 3, pendingEmail: null },
      });
    }
    if (call.method === 'GET' && call.path === `/api/clients/${CLIENT.id}/credit`) {
      return credit === 'fail'
        ? jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Cliente no encontrado' })
        : jsonResponse(200, { data: credit });
    }
    if (call.method === 'POST' && call.path === '/api/sales') {
      return jsonResponse(201, { data: { id: 'sale-1', receiptNumber: 7 } });
    }
    return undefined;
  });
}

async function sellOnCredit(items = [HARINA]): Promise<TUser> {
  useAppStore.setState({ selectedClient: CLIENT });
  const user = await renderCart(items);
  await user.selectOptions(screen.getByLabelText('Estado de la venta'), 'Pendiente');
  return user;
}

const panel = () => screen.findByRole('region', { name: CREDIT_TEXTS.title(CLIENT.name) });
const figure = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling;

describe('the credit panel', () => {
  it('shows what the client owes, their limit and what is left, in dollars and bolívares', async () => {
    serveCredit(WITH_LIMIT);
    await sellOnCredit();
    const region = await panel();
    expect(await within(region).findByText(CREDIT_TEXTS.owed)).toBeInTheDocument();
    expect(figure(region, CREDIT_TEXTS.owed)).toHaveTextContent('$40.00 · Bs. 9.827,16');
    expect(figure(region, CREDIT_TEXTS.limit)).toHaveTextContent('$100.00 · Bs. 24.567,89');
    expect(figure(region, CREDIT_TEXTS.available)).toHaveTextContent('$60.00 · Bs. 14.740,73');
    expect(region).not.toHaveTextContent(/pasa lo disponible/);
  });

  it('says when what the sale leaves owed goes past what is left, until an abono brings it back', async () => {
    serveCredit(WITH_LIMIT);
    const user = await sellOnCredit([{ ...HARINA, price: 80 }]);
    const region = await panel();
    expect(await within(region).findByText(CREDIT_TEXTS.overLimit(80, 60))).toBeInTheDocument();
    await user.type(screen.getByLabelText('Abono inicial (opcional)'), '30');
    expect(region).not.toHaveTextContent(/pasa lo disponible/);
  });

  it('says "Sin límite" for a client without one, in dollars only for a seller without bolívares', async () => {
    serveCredit({ ...WITH_LIMIT, owed: 500, creditLimit: null, ownLimit: false, available: null });
    useAppStore.setState({
      user: sessionUser({ country: 'Colombia', currency: 'COP', currencySymbol: '$' }),
    });
    await sellOnCredit([{ ...HARINA, price: 800 }]);
    const region = await panel();
    expect(await within(region).findByText(CREDIT_TEXTS.owed)).toBeInTheDocument();
    expect(figure(region, CREDIT_TEXTS.owed)).toHaveTextContent(/^\$500\.00$/);
    expect(figure(region, CREDIT_TEXTS.limit)).toHaveTextContent(CREDIT_TEXTS.noLimit);
    expect(figure(region, CREDIT_TEXTS.available)).toHaveTextContent(CREDIT_TEXTS.noLimit);
    expect(region).not.toHaveTextContent(/pasa lo disponible/);
  });

  it('still sells when the credit cannot be read, leaving the due date to the server', async () => {
    serveCredit('fail');
    const user = await sellOnCredit();
    const region = await panel();
    expect(await within(region).findByText(CREDIT_TEXTS.loadError)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: CREDIT_TEXTS.retry })).toBeInTheDocument();
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).not.toHaveProperty('dueDate');
  });
});

describe('the due date', () => {
  it('sends today plus the shop’s term, or the term the seller taps, and shows it before confirming', async () => {
    serveCredit(WITH_LIMIT);
    const user = await sellOnCredit();
    const today = localTodayIso();
    const date = await screen.findByLabelText(CREDIT_TEXTS.dueDate);
    await within(await panel()).findByText(CREDIT_TEXTS.owed);
    expect(date).toHaveValue(addDaysToIsoDate(today, 15));
    expect(screen.getByRole('button', { name: '15 días' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '7 días' }));
    expect(date).toHaveValue(addDaysToIsoDate(today, 7));
    const dialog = await openConfirmation(user);
    expect(dialog).toHaveTextContent(`Vence${dayMonthYear(addDaysToIsoDate(today, 7))}`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Venta' }));
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({
      status: 'PENDING',
      clientId: CLIENT.id,
      dueDate: addDaysToIsoDate(today, 7),
    });
  });

  it('sends none with a sale paid now', async () => {
    serveCredit(WITH_LIMIT);
    const user = await sellOnCredit();
    await within(await panel()).findByText(CREDIT_TEXTS.owed);
    await user.selectOptions(screen.getByLabelText('Estado de la venta'), 'Pagada');
    expect(screen.queryByLabelText(CREDIT_TEXTS.dueDate)).toBeNull();
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).not.toHaveProperty('dueDate');
  });

  it('keeps the due date picked offline with the sale the phone queues', async () => {
    useAppStore.setState({ selectedClient: CLIENT });
    const user = await renderCart();
    act(() => onlineManager.setOnline(false));
    try {
      await user.selectOptions(screen.getByLabelText('Estado de la venta'), 'Pendiente');
      await act(() => useOfflineSales.getState().load(useAppStore.getState().user?.id ?? ''));
      const before = useOfflineSales.getState().sales.length;
      expect(await within(await panel()).findByText(CREDIT_TEXTS.offline)).toBeInTheDocument();
      expect(screen.getByLabelText(CREDIT_TEXTS.dueDate)).toHaveValue('');
      await user.click(screen.getByRole('button', { name: '30 días' }));
      await confirmSale(user);
      expect(await screen.findByRole('status')).toHaveTextContent(OFFLINE_TEXTS.savedOffline);
      const queued = useOfflineSales.getState().sales.slice(before);
      expect(queued).toHaveLength(1);
      expect(queued[0]?.payload).toMatchObject({
        status: 'PENDING',
        dueDate: addDaysToIsoDate(localTodayIso(), 30),
      });
    } finally {
      act(() => onlineManager.setOnline(true));
    }
  });
});
