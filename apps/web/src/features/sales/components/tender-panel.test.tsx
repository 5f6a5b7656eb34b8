import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@cuadre/shared/constants';
import type { TCartItem } from '@cuadre/shared/domain/cart';
import { VALIDATION } from '@cuadre/shared/messages';
import { createQueryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { jsonResponse, mockApi, type TMockCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { openTillSession } from '@/testing/till';
import { sessionUser, validToken } from '@/testing/tokens';
import { Cart } from './cart';
import { TENDER_TEXTS } from './tender-panel';

// Design §10: the cart's cobro — payments in their currency, IGTF, change.

const RATE = 245.6789;
const HARINA: TCartItem = {
  productId: '0190f5a2-0000-7000-8000-000000000001',
  name: 'Harina PAN',
  price: 10,
  quantity: 1,
  image_url: null,
  availableStock: 3,
};
const CLIENT = { id: '0190f5a2-0000-7000-8000-0000000000c1', name: 'Ana Gómez' };

let api: ReturnType<typeof mockApi>;

/** GET /users/me with the seller's IGTF setting; POST /sales answers `sale` (a success by default). */
function serve({
  igtfRate = null,
  sale = () => jsonResponse(201, { data: { id: 'sale-1' } }),
  till,
}: {
  igtfRate?: number | null;
  sale?: (call: TMockCall) => Response | Promise<Response>;
  /** The open till's expected cash per currency; unset, the till is not asked about (404). */
  till?: { USD: number; VES: number };
} = {}) {
  api.setHandler((call) => {
    if (till && call.method === 'GET' && call.path === '/api/cash-sessions/current') {
      return jsonResponse(200, {
        data: {
          ...openTillSession(),
          lines: [
            { method: 'CASH', currency: 'USD', expected: till.USD, counted: null, difference: null },
            { method: 'CASH', currency: 'VES', expected: till.VES, counted: null, difference: null },
          ],
        },
      });
    }
    if (call.method === 'GET' && call.path === '/api/users/me') {
      return jsonResponse(200, {
        data: {
          ...sessionUser(),
          igtfEnabled: igtfRate !== null,
          igtfRate: igtfRate ?? 3,
          pendingEmail: null,
        },
      });
    }
    if (call.method === 'POST' && call.path === '/api/sales') return sale(call);
    return undefined;
  });
}

beforeEach(() => {
  resetAppStore();
  // A Venezuelan seller (sessionUser) looking at dollars, with today's rate.
  setSession(validToken(), sessionUser());
  useAppStore.setState({ currencyMode: 'USD', dollarRate: RATE });
  api = mockApi(() => undefined);
  serve();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const saleCalls = () => api.callsTo('POST', '/api/sales');
const tenderStatus = () => screen.getByTestId('tender-status');

async function renderCart(items: TCartItem[] = [HARINA]) {
  useAppStore.setState({ cartItems: items });
  const user = userEvent.setup();
  renderWithProviders(<Cart />, { queryClient: createQueryClient() });
  // The seller's IGTF setting has arrived.
  await waitFor(() => expect(api.callsTo('GET', '/api/users/me')).toHaveLength(1));
  return user;
}

type TUser = ReturnType<typeof userEvent.setup>;

async function addRow(
  user: TUser,
  row: { method?: string; currency?: string; amount: string; ref?: string },
) {
  const start = screen.queryByRole('button', { name: TENDER_TEXTS.split });
  await user.click(start ?? screen.getByRole('button', { name: TENDER_TEXTS.add }));
  // The rows' code is downloaded the first time the cobro opens.
  const n = (await screen.findAllByLabelText(/^Monto del pago/)).length;
  if (row.method) await user.selectOptions(screen.getByLabelText(TENDER_TEXTS.method(n)), row.method);
  if (row.currency) await user.selectOptions(screen.getByLabelText(TENDER_TEXTS.currency(n)), row.currency);
  await user.type(screen.getByLabelText(TENDER_TEXTS.amount(n)), row.amount);
  if (row.ref) await user.type(screen.getByLabelText(TENDER_TEXTS.reference(n)), row.ref);
}

async function openConfirmation(user: TUser) {
  await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
  return screen.findByRole('alertdialog', { name: 'Confirmar Venta' });
}

async function confirmSale(user: TUser) {
  const dialog = await openConfirmation(user);
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar Venta' }));
}

async function refusedWith(user: TUser, message: string) {
  await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(saleCalls()).toHaveLength(0);
}

describe('split tender', () => {
  it('$5 cash + Bs. 1.300 in cash: says what is missing in both currencies, then the change Bs. 71,61, and sends it as handed over', async () => {
    const user = await renderCart();
    await addRow(user, { amount: '5' });
    // The spec's single method and reference give way to the rows.
    expect(screen.queryByLabelText('Método de pago')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Número de referencia (opcional)')).not.toBeInTheDocument();
    expect(tenderStatus()).toHaveTextContent('Falta: $5.00 · Bs. 1.228,39');

    await addRow(user, { amount: '1.300,00', ref: '0412' });
    // The second row starts as the rest in bolívares by Pago Móvil, which gives no change.
    expect(screen.getByLabelText(TENDER_TEXTS.method(2))).toHaveDisplayValue('Pago Móvil');
    expect(screen.getByLabelText(TENDER_TEXTS.currency(2))).toHaveDisplayValue('Bolívares');
    expect(tenderStatus()).toHaveTextContent(VALIDATION.changeOnlyFromCash('Pago Móvil'));
    // Handed over in cash, the bolívares beyond the total are change.
    await user.selectOptions(screen.getByLabelText(TENDER_TEXTS.method(2)), 'Efectivo');
    expect(screen.getByLabelText(TENDER_TEXTS.currency(2))).toHaveDisplayValue('Bolívares');
    expect(tenderStatus()).toHaveTextContent('Vuelto: Bs. 71,61');

    const dialog = await openConfirmation(user);
    const payments = within(dialog).getByRole('list', { name: 'Pagos' });
    expect(payments).toHaveTextContent('Efectivo: $5.00');
    expect(payments).toHaveTextContent('Efectivo: Bs. 1.300,00');
    expect(within(dialog).getByText('Vuelto').nextSibling).toHaveTextContent('Bs. 71,61');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Venta' }));
    expect(await screen.findByRole('status')).toHaveTextContent('¡Venta creada con éxito!');
    expect(saleCalls()[0]?.body).toEqual({
      items: [{ productId: HARINA.productId, quantity: 1, price: 10 }],
      status: 'PAID',
      paymentMethod: 'CASH',
      payments: [
        { method: 'CASH', currency: 'USD', amount: 5 },
        { method: 'CASH', currency: 'VES', amount: 1300 },
      ],
      changeCurrency: 'VES',
    });
    // The next sale starts from the spec's fields again.
    expect(screen.getByLabelText('Método de pago')).toBeInTheDocument();
  });

  it('gives the change in dollars when the seller picks it', async () => {
    const user = await renderCart();
    await addRow(user, { amount: '5' });
    await addRow(user, { method: 'Efectivo', amount: '1300' });
    const changeIn = screen.getByRole('group', { name: TENDER_TEXTS.changeIn });
    await user.click(within(changeIn).getByRole('button', { name: 'Dólares' }));
    expect(within(changeIn).getByRole('button', { name: 'Dólares' })).toHaveAttribute('aria-pressed', 'true');
    expect(tenderStatus()).toHaveTextContent('Vuelto: $0.29');
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({ changeCurrency: 'USD' });
  });

  it('says before confirming that the drawer lacks the bolívares for the change, and lets it go in dollars', async () => {
    serve({ till: { USD: 0, VES: 500 } });
    const user = await renderCart();
    await addRow(user, { amount: '20' });
    expect(tenderStatus()).toHaveTextContent('Vuelto: $10.00');
    const changeIn = screen.getByRole('group', { name: TENDER_TEXTS.changeIn });
    await user.click(within(changeIn).getByRole('button', { name: 'Bolívares' }));
    // $10 at 245,6789 is Bs. 2.456,79; the drawer holds Bs. 500.
    const warning = VALIDATION.changeAboveTill('VES', 'Bs. 500,00');
    expect(tenderStatus()).toHaveTextContent(warning);
    await refusedWith(user, warning);
    await user.click(
      within(screen.getByRole('group', { name: TENDER_TEXTS.changeIn })).getByRole('button', {
        name: 'Dólares',
      }),
    );
    expect(tenderStatus()).not.toHaveTextContent(warning);
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({ changeCurrency: 'USD' });
  });

  it('offers a method only the currencies it takes, and asks the reference only where needed', async () => {
    const user = await renderCart();
    await addRow(user, { amount: '10' });
    const method = screen.getByLabelText(TENDER_TEXTS.method(1));
    const currency = screen.getByLabelText(TENDER_TEXTS.currency(1));
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Dólares', 'Bolívares']);
    expect(screen.queryByLabelText(TENDER_TEXTS.reference(1))).not.toBeInTheDocument();
    await user.selectOptions(method, 'Zelle');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Dólares']);
    expect(screen.getByLabelText(TENDER_TEXTS.reference(1))).toBeInTheDocument();
    await user.selectOptions(method, 'Tarjeta');
    expect(currency).toHaveDisplayValue('Bolívares');
    // Removing the last row brings the spec's fields back.
    await user.click(screen.getByRole('button', { name: TENDER_TEXTS.remove(1) }));
    expect(screen.getByLabelText('Método de pago')).toBeInTheDocument();
  });

  it('refuses before sending, with the server’s messages: short, a missing reference, a payment too many', async () => {
    const user = await renderCart();
    await addRow(user, { amount: '5' });
    await refusedWith(user, VALIDATION.salePaymentsShort('$5.00'));

    await addRow(user, { amount: '1.300,00' });
    await refusedWith(user, VALIDATION.paymentReferenceRequired('Pago Móvil'));
    expect(screen.getByLabelText(TENDER_TEXTS.reference(2))).toHaveAccessibleDescription(
      VALIDATION.paymentReferenceRequired('Pago Móvil'),
    );

    await user.type(screen.getByLabelText(TENDER_TEXTS.reference(2)), '0412');
    await addRow(user, { amount: '1' });
    expect(tenderStatus()).toHaveTextContent(VALIDATION.salePaymentNotNeeded);
    await refusedWith(user, VALIDATION.salePaymentNotNeeded);
  });

  it('a retry of the same split sale reuses its Idempotency-Key', async () => {
    // A server that answers with an error: a lost connection keeps the sale on the phone instead (cart.test.tsx).
    serve({
      sale: () =>
        Promise.resolve(
          jsonResponse(503, {
            statusCode: 503,
            code: 'SERVICE_UNAVAILABLE',
            message: 'Servicio no disponible',
          }),
        ),
    });
    const user = await renderCart();
    await addRow(user, { amount: '5' });
    await addRow(user, { method: 'Efectivo', amount: '1300' });
    await confirmSale(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error al crear la venta: /);
    serve();
    await confirmSale(user);
    expect(await screen.findByRole('status')).toHaveTextContent('¡Venta creada con éxito!');
    const [first, retry] = saleCalls();
    expect(retry?.body).toEqual(first?.body);
    expect(retry?.headers[IDEMPOTENCY_KEY_HEADER]).toBe(first?.headers[IDEMPOTENCY_KEY_HEADER]);
  });
});

describe('new methods in the spec’s select', () => {
  it('sends Pago Móvil as one payment of the total in bolívares at the rate, with its reference', async () => {
    const user = await renderCart();
    await user.selectOptions(screen.getByLabelText('Método de pago'), 'Pago Móvil');
    expect(screen.getByLabelText('Método de pago')).toHaveAccessibleDescription('Se registra: Bs. 2.456,79');
    await refusedWith(user, VALIDATION.paymentReferenceRequired('Pago Móvil'));
    await user.type(screen.getByLabelText('Número de referencia (opcional)'), '0412');
    const dialog = await openConfirmation(user);
    expect(within(dialog).getByRole('list', { name: 'Pagos' })).toHaveTextContent(
      'Pago Móvil: Bs. 2.456,79 · Ref. 0412',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Venta' }));
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toEqual({
      items: [{ productId: HARINA.productId, quantity: 1, price: 10 }],
      status: 'PAID',
      paymentMethod: 'PAGO_MOVIL',
      payments: [{ method: 'PAGO_MOVIL', currency: 'VES', amount: 2456.79, referenceNumber: '0412' }],
    });
  });

  it('keeps the spec’s payload for Efectivo, and offers no Pago Móvil nor cobro to a seller without bolívares', async () => {
    setSession(validToken(), sessionUser({ country: 'Colombia', currency: 'COP', currencySymbol: '$' }));
    const user = await renderCart();
    expect(screen.queryByRole('button', { name: TENDER_TEXTS.split })).not.toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Método de pago'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).not.toContain('Pago Móvil');
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toEqual({
      items: [{ productId: HARINA.productId, quantity: 1, price: 10 }],
      status: 'PAID',
      paymentMethod: 'CASH',
    });
  });
});

describe('IGTF (3 %)', () => {
  beforeEach(() => serve({ igtfRate: 3 }));

  it('shows its own line and the total to collect on the spec’s dollar payment, which is sent as the spec says', async () => {
    const user = await renderCart();
    expect(await screen.findByText('IGTF (3 %)')).toBeInTheDocument();
    expect(screen.getByText('IGTF (3 %)').nextSibling).toHaveTextContent('$0.30');
    expect(screen.getByText('Total a cobrar').nextSibling).toHaveTextContent('$10.30');
    const dialog = await openConfirmation(user);
    expect(within(dialog).getByText('IGTF (3 %)').nextSibling).toHaveTextContent('$0.30');
    expect(within(dialog).getByText('Total a cobrar').nextSibling).toHaveTextContent('$10.30');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Venta' }));
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toEqual({
      items: [{ productId: HARINA.productId, quantity: 1, price: 10 }],
      status: 'PAID',
      paymentMethod: 'CASH',
    });
  });

  it('says what a dollar payment must bring with its IGTF, and takes none on bolívares', async () => {
    const user = await renderCart();
    await screen.findByText('IGTF (3 %)');
    await addRow(user, { amount: '10' });
    // $10 in dollars pay off $9.71 and its IGTF of $0.29.
    expect(tenderStatus()).toHaveTextContent('Falta: $0.29 · Bs. 71,25 · en dólares con IGTF: $0.30');
    await refusedWith(user, VALIDATION.salePaymentsShort('$0.29'));
    await user.clear(screen.getByLabelText(TENDER_TEXTS.amount(1)));
    await user.type(screen.getByLabelText(TENDER_TEXTS.amount(1)), '5');
    await addRow(user, { method: 'Efectivo', amount: '1.300,00' });
    // $5 pay off $4.85 and its IGTF of $0.15; the rest, Bs. 1.265,25 in cash, leaves Bs. 34,75.
    expect(tenderStatus()).toHaveTextContent('Vuelto: Bs. 34,75');
    expect(screen.getByText('IGTF (3 %)').nextSibling).toHaveTextContent('$0.15');
    expect(screen.getByText('Total a cobrar').nextSibling).toHaveTextContent('$10.15');
  });

  it('sends Zelle from the spec’s select as dollars with their IGTF', async () => {
    const user = await renderCart();
    await screen.findByText('IGTF (3 %)');
    await user.selectOptions(screen.getByLabelText('Método de pago'), 'Zelle');
    await user.type(screen.getByLabelText('Número de referencia (opcional)'), 'z-77');
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({
      payments: [{ method: 'ZELLE', currency: 'USD', amount: 10.3, referenceNumber: 'z-77' }],
    });
  });
});

describe('a PENDING sale’s rows are its initial payment', () => {
  it('hides the abono field while rows exist, sends them without it, and refuses rows that pay it all', async () => {
    useAppStore.setState({ selectedClient: CLIENT });
    const user = await renderCart();
    await user.selectOptions(screen.getByLabelText('Estado de la venta'), 'Pendiente');
    expect(screen.getByLabelText('Abono inicial (opcional)')).toBeInTheDocument();
    await addRow(user, { amount: '10' });
    expect(screen.queryByLabelText('Abono inicial (opcional)')).not.toBeInTheDocument();
    expect(tenderStatus()).toHaveTextContent(VALIDATION.saleInitialPaymentTooHigh);
    await refusedWith(user, VALIDATION.saleInitialPaymentTooHigh);

    await user.clear(screen.getByLabelText(TENDER_TEXTS.amount(1)));
    await user.type(screen.getByLabelText(TENDER_TEXTS.amount(1)), '4');
    expect(tenderStatus()).toHaveTextContent('Queda a deber: $6.00 · Bs. 1.474,07');
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toEqual({
      items: [{ productId: HARINA.productId, quantity: 1, price: 10 }],
      status: 'PENDING',
      clientId: CLIENT.id,
      paymentMethod: 'CASH',
      payments: [{ method: 'CASH', currency: 'USD', amount: 4 }],
    });
  });
});

describe('an abono by Pago Móvil typed in bolívares', () => {
  it('goes exactly as typed, not converted back from its rounded dollars', async () => {
    useAppStore.setState({ selectedClient: CLIENT, currencyMode: 'VES' });
    const user = await renderCart();
    await user.selectOptions(screen.getByLabelText('Estado de la venta'), 'Pendiente');
    await user.selectOptions(screen.getByLabelText('Método de pago'), 'Pago Móvil');
    await user.type(screen.getByLabelText('Número de referencia (opcional)'), '0412');
    // Bs. 1.000 at 245,6789 are $4.07, which converted back would be Bs. 999,91.
    await user.type(screen.getByLabelText('Abono inicial (opcional)'), '1000');
    expect(screen.getByLabelText('Método de pago')).toHaveAccessibleDescription('Se registra: Bs. 1.000,00');
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({
      status: 'PENDING',
      payments: [{ method: 'PAGO_MOVIL', currency: 'VES', amount: 1000, referenceNumber: '0412' }],
    });
  });
});

describe('the rate', () => {
  it('refuses bolívares without a rate, in the server’s words', async () => {
    const user = await renderCart();
    act(() => useAppStore.setState({ dollarRate: null }));
    await addRow(user, { currency: 'VES', amount: '100' });
    expect(tenderStatus()).toHaveTextContent(VALIDATION.salePaymentNeedsRate);
    await refusedWith(user, VALIDATION.salePaymentNeedsRate);
  });
});
