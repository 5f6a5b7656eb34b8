import type { ReactNode } from 'react';

import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@cuadre/shared/constants';
import type { TCartItem } from '@cuadre/shared/domain/cart';
import { insufficientStockMessage } from '@cuadre/shared/cart-messages';
import { DECIMAL_INPUT_MESSAGES } from '@cuadre/shared/domain/decimal-input';
import { SALE_MESSAGES, VALIDATION } from '@cuadre/shared/messages';
import { createQueryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { jsonResponse, mockApi, type TMockCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';
import { useOfflineSales } from '@/lib/offline-sales/offline-sales-store';
import { OFFLINE_TEXTS } from '@/lib/offline-sales/offline-texts';
import { Cart, EMPTY_CART_TEXT } from './cart';
import { overStockText, stockLimitText } from './cart-line-parts';
import { CART_BAR_TEXT } from './cart-bar';

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

/** A sale is created; the cart also reads the seller's IGTF setting (off here) from GET /users/me. */
const saleCreated = (call: TMockCall) =>
  call.method === 'GET' && call.path === '/api/users/me'
    ? jsonResponse(200, { data: { ...sessionUser(), igtfEnabled: false, igtfRate: 3, pendingEmail: null } })
    : jsonResponse(201, { data: { id: 'sale-1', receiptNumber: 7 } });

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
  api = mockApi(saleCreated);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const saleCalls = () => api.callsTo('POST', '/api/sales');

function renderCart(items: TCartItem[] = [], extra: ReactNode = null) {
  useAppStore.setState({ cartItems: items });
  const user = userEvent.setup();
  renderWithProviders(<Cart clientField={extra} />, { queryClient: createQueryClient() });
  return user;
}

const quantityInput = (name: string) => screen.getByRole('spinbutton', { name: `Cantidad de ${name}` });
const total = () => screen.getByText('Total', { selector: 'dt' }).nextElementSibling;

async function confirmSale(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Venta' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar Venta' }));
}

describe('cart rules (spec §4, §5)', () => {
  it('caps a typed quantity at the available stock', async () => {
    const user = renderCart([HARINA]);
    await user.clear(quantityInput('Harina PAN'));
    await user.type(quantityInput('Harina PAN'), '7');
    expect(quantityInput('Harina PAN')).toHaveValue(3);
    expect(useAppStore.getState().cartItems[0]?.quantity).toBe(3);
    expect(total()).toHaveTextContent('$30.00');
  });

  it('removes the line when the quantity is set to 0', async () => {
    const user = renderCart([HARINA]);
    await user.clear(quantityInput('Harina PAN'));
    await user.type(quantityInput('Harina PAN'), '0');
    expect(screen.queryByRole('spinbutton', { name: 'Cantidad de Harina PAN' })).not.toBeInTheDocument();
    expect(screen.getByText(EMPTY_CART_TEXT)).toBeInTheDocument();
    expect(useAppStore.getState().cartItems).toEqual([]);
  });

  it("says 'El carrito está vacío.' and sends nothing for an empty cart", async () => {
    const user = renderCart();
    await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El carrito está vacío.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(saleCalls()).toHaveLength(0);
  });

  it('blocks a sale whose quantity exceeds the stock, naming the products', async () => {
    // A cart kept from yesterday, after the stock went down elsewhere.
    const user = renderCart([{ ...HARINA, quantity: 5, availableStock: 2 }]);
    await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
    expect(screen.getByRole('alert')).toHaveTextContent(insufficientStockMessage(['Harina PAN']));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks for a client before a PENDING sale', async () => {
    const user = renderCart([HARINA]);
    await user.selectOptions(screen.getByLabelText('Estado de la venta'), 'Pendiente');
    await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Debes seleccionar un cliente para una venta pendiente.',
    );
  });
});

describe('extra charges (spec §5)', () => {
  it('parses commas and dots, strips other characters and keeps only named charges above 0', async () => {
    const user = renderCart([HARINA]);
    const addCharge = screen.getByRole('button', { name: 'Añadir cargo' });
    await user.click(addCharge);
    await user.type(screen.getByRole('textbox', { name: 'Nombre del cargo 1' }), 'Envío');
    await user.type(screen.getByRole('textbox', { name: /Monto del cargo 1/ }), '$1.234,56');
    await user.click(addCharge);
    // No name: dropped.
    await user.type(screen.getByRole('textbox', { name: /Monto del cargo 2/ }), '5');
    await user.click(addCharge);
    await user.type(screen.getByRole('textbox', { name: 'Nombre del cargo 3' }), 'Bolsa');
    // Nothing numeric: 0, dropped.
    await user.type(screen.getByRole('textbox', { name: /Monto del cargo 3/ }), 'gratis');
    await user.click(addCharge);
    await user.type(screen.getByRole('textbox', { name: 'Nombre del cargo 4' }), 'Empaque');
    await user.type(screen.getByRole('textbox', { name: /Monto del cargo 4/ }), '2,5');

    expect(total()).toHaveTextContent('$1,247.06');
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({
      items: [
        { productId: HARINA.productId, quantity: 1, price: 10 },
        { name: 'Envío', quantity: 1, price: 1234.56 },
        { name: 'Empaque', quantity: 1, price: 2.5 },
      ],
    });
  });
});

describe('extra charges typed the Venezuelan way', () => {
  it('reads "245,67" as 245.67 and says what it will charge', async () => {
    const user = renderCart([HARINA]);
    await user.click(screen.getByRole('button', { name: 'Añadir cargo' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre del cargo 1' }), 'Envío');
    const amount = screen.getByRole('textbox', { name: /Monto del cargo 1/ });
    await user.type(amount, '245,67');
    expect(screen.getByText('Se guardará: $245.67')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription('Se guardará: $245.67');
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({
      items: [
        { productId: HARINA.productId, quantity: 1, price: 10 },
        { name: 'Envío', quantity: 1, price: 245.67 },
      ],
    });
  });

  it('refuses a sale with a charge of "1.234" (thousands or decimals?) and says why, under it and in the banner', async () => {
    const user = renderCart([HARINA]);
    await user.click(screen.getByRole('button', { name: 'Añadir cargo' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre del cargo 1' }), 'Envío');
    const amount = screen.getByRole('textbox', { name: /Monto del cargo 1/ });
    await user.type(amount, '1.234');
    await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
    const message = DECIMAL_INPUT_MESSAGES.ambiguous('1.234', '1234', '.', 2);
    expect(screen.getByRole('alert')).toHaveTextContent(`Envío: ${message}`);
    expect(amount).toHaveAccessibleDescription(message);
    expect(amount).toBeInvalid();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Not counted in the total either.
    expect(total()).toHaveTextContent('$10.00');
    expect(saleCalls()).toHaveLength(0);
  });

  it('in VES mode says the bolívars and their dollars', async () => {
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 40 });
    const user = renderCart([HARINA]);
    await user.click(screen.getByRole('button', { name: 'Añadir cargo' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre del cargo 1' }), 'Envío');
    await user.type(screen.getByRole('textbox', { name: /Monto del cargo 1/ }), '1.234,56');
    expect(screen.getByText('Se guardará: Bs. 1.234,56 · Equivale a $30.86')).toBeInTheDocument();
  });
});

describe('extra charges across a currency switch', () => {
  it('keeps a charge typed in dollars worth the same when the seller switches to bolívars and back', async () => {
    useAppStore.setState({
      user: {
        id: 'u1',
        email: 'ana@example.com',
        name: 'Ana',
        lastname: null,
        country: 'Venezuela',
        currency: 'VES',
        currencySymbol: 'Bs.',
        role: 'USER',
      },
      dollarRate: 36.5,
      currencyMode: 'USD',
    });
    const user = renderCart([HARINA]);
    await user.click(screen.getByRole('button', { name: 'Añadir cargo' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre del cargo 1' }), 'Delivery');
    await user.type(screen.getByRole('textbox', { name: /Monto del cargo 1/ }), '2');
    expect(total()).toHaveTextContent('$12.00');
    act(() => useAppStore.setState({ currencyMode: 'VES' }));
    expect(screen.getByRole('textbox', { name: /Monto del cargo 1/ })).toHaveValue('73.00');
    expect(total()).toHaveTextContent('Bs. 438,00');
    act(() => useAppStore.setState({ currencyMode: 'USD' }));
    expect(screen.getByRole('textbox', { name: /Monto del cargo 1/ })).toHaveValue('2.00');
    expect(total()).toHaveTextContent('$12.00');
  });
});

describe('making a sale (spec §2)', () => {
  it('confirms first, warns that the sale is final, then sells, clears the cart and shows the banner for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useAppStore.setState({ selectedClient: CLIENT });
    const user = renderCart([{ ...HARINA, quantity: 2 }]);
    await user.type(screen.getByLabelText('Vendedor (opcional)'), 'Luis');
    await user.selectOptions(screen.getByLabelText('Método de pago'), 'Transferencia');
    await user.type(screen.getByLabelText('Número de referencia (opcional)'), 'REF-9');

    await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmar Venta' });
    expect(dialog).toHaveAccessibleDescription(SALE_MESSAGES.confirmWarning);
    expect(within(dialog).getByText('$20.00', { selector: 'dd' })).toBeInTheDocument();
    expect(saleCalls()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Venta' }));
    expect(await screen.findByRole('status')).toHaveTextContent('¡Venta creada con éxito!');
    const [sale] = saleCalls();
    expect(sale?.body).toEqual({
      items: [{ productId: HARINA.productId, quantity: 2, price: 10 }],
      status: 'PAID',
      clientId: CLIENT.id,
      paymentMethod: 'TRANSFER',
      referenceNumber: 'REF-9',
      sellerName: 'Luis',
    });
    expect(sale?.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText(EMPTY_CART_TEXT)).toBeInTheDocument();
    expect(useAppStore.getState().selectedClient).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // The receipt of the sale just made: in the banner, then a tap away once the banner has gone.
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'Ver recibo' })).toHaveAttribute(
      'href',
      '/dashboard/sales/sale-1/recibo',
    );
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('¡Venta creada con éxito!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver recibo de la última venta (N° 000007)' })).toHaveAttribute(
      'href',
      '/dashboard/sales/sale-1/recibo',
    );
  });

  it('sends a PENDING sale with its initial payment', async () => {
    useAppStore.setState({ selectedClient: CLIENT });
    const user = renderCart([{ ...HARINA, quantity: 3 }]);
    await user.selectOptions(screen.getByLabelText('Estado de la venta'), 'Pendiente');
    await user.type(screen.getByLabelText('Abono inicial (opcional)'), '12,5');
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({
      status: 'PENDING',
      clientId: CLIENT.id,
      initialPaymentAmount: 12.5,
    });
  });

  it('reads an initial payment typed "245,67" as 245.67 and says so; "1.234" sells nothing', async () => {
    useAppStore.setState({ selectedClient: CLIENT });
    const user = renderCart([{ ...HARINA, price: 2000 }]);
    await user.selectOptions(screen.getByLabelText('Estado de la venta'), 'Pendiente');
    const initial = screen.getByLabelText('Abono inicial (opcional)');
    await user.type(initial, '1.234');
    await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
    expect(screen.getByText(/No queda claro si "1.234" son miles o decimales/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.clear(initial);
    await user.type(initial, '245,67');
    expect(screen.getByText('Se guardará: $245.67')).toBeInTheDocument();
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()).toHaveLength(1);
    expect(saleCalls()[0]?.body).toMatchObject({ status: 'PENDING', initialPaymentAmount: 245.67 });
  });

  it('refuses an initial payment of the whole total', async () => {
    useAppStore.setState({ selectedClient: CLIENT });
    const user = renderCart([HARINA]);
    await user.selectOptions(screen.getByLabelText('Estado de la venta'), 'Pendiente');
    await user.type(screen.getByLabelText('Abono inicial (opcional)'), '10');
    await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El abono inicial debe ser menor al total de la venta.',
    );
  });

  it('shows a total past USD 100,000,000.00 and refuses it before the confirmation, as the server would', async () => {
    const user = renderCart([{ ...HARINA, price: 60_000_000, quantity: 2 }]);
    expect(total()).toHaveTextContent('$120,000,000.00');
    await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.saleTotalTooLarge);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(saleCalls()).toHaveLength(0);
  });

  it("shows 'Error al crear la venta: …', keeps the cart, and a retry reuses the same Idempotency-Key", async () => {
    // The server answered with an error; a connection that never answered is the next test's.
    api.setHandler(() =>
      Promise.resolve(
        jsonResponse(503, {
          statusCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'Servicio no disponible',
        }),
      ),
    );
    const user = renderCart([HARINA]);
    await confirmSale(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error al crear la venta: /);
    expect(quantityInput('Harina PAN')).toHaveValue(1);

    api.setHandler(saleCreated);
    await confirmSale(user);
    expect(await screen.findByRole('status')).toHaveTextContent('¡Venta creada con éxito!');
    const [first, retry] = saleCalls();
    expect(retry?.headers[IDEMPOTENCY_KEY_HEADER]).toBe(first?.headers[IDEMPOTENCY_KEY_HEADER]);

    // The next sale is a new one: a new key.
    useAppStore.getState().addToCart({ id: HARINA.productId, name: HARINA.name, price: 10, quantity: 3 });
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[2]?.headers[IDEMPOTENCY_KEY_HEADER]).not.toBe(first?.headers[IDEMPOTENCY_KEY_HEADER]);
  });

  it('keeps the sale on the phone when the connection drops, under the key it was confirmed with (design §14)', async () => {
    api.setHandler(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = renderCart([HARINA]);
    await confirmSale(user);
    expect(await screen.findByRole('status')).toHaveTextContent(OFFLINE_TEXTS.savedOffline);
    // The cart is free for the next sale; the sale waits in the queue, dated, with the same key and lines.
    expect(useAppStore.getState().cartItems).toEqual([]);
    const [queued] = useOfflineSales.getState().sales;
    expect(queued).toMatchObject({
      idempotencyKey: saleCalls()[0]?.headers[IDEMPOTENCY_KEY_HEADER],
      refusal: null,
      lines: [{ productId: HARINA.productId, name: 'Harina PAN', quantity: 1 }],
    });
    expect(queued?.payload.occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("shows the server's stock message for 5 s when the stock ran out meanwhile", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const message = insufficientStockMessage(['Harina PAN']);
    api.setHandler(() => jsonResponse(409, { statusCode: 409, code: 'INSUFFICIENT_STOCK', message }));
    const user = renderCart([HARINA]);
    await confirmSale(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the sale rules, from the shared schema (spec §5)', () => {
  const realizarVenta = () => screen.getByRole('button', { name: 'Realizar Venta' });

  async function refusedWith(user: ReturnType<typeof userEvent.setup>, message: string) {
    await user.click(realizarVenta());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(saleCalls()).toHaveLength(0);
  }

  async function makePending(user: ReturnType<typeof userEvent.setup>) {
    await user.selectOptions(screen.getByLabelText('Estado de la venta'), 'Pendiente');
  }

  async function addCharge(user: ReturnType<typeof userEvent.setup>, name: string, amount: string) {
    await user.click(screen.getByRole('button', { name: 'Añadir cargo' }));
    const rows = screen.getAllByRole('textbox', { name: /^Nombre del cargo/ });
    const row = rows.length;
    await user.type(screen.getByRole('textbox', { name: `Nombre del cargo ${row}` }), name);
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^Monto del cargo ${row}`) }), amount);
  }

  it('refuses a PENDING sale without a client, and sells it once a client is chosen', async () => {
    const user = renderCart([HARINA]);
    await makePending(user);
    await refusedWith(user, 'Debes seleccionar un cliente para una venta pendiente.');

    act(() => useAppStore.getState().selectClient(CLIENT));
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({ status: 'PENDING', clientId: CLIENT.id });
  });

  it('needs no client for a PAID sale', async () => {
    const user = renderCart([HARINA]);
    await confirmSale(user);
    expect(await screen.findByRole('status')).toHaveTextContent('¡Venta creada con éxito!');
    expect(saleCalls()[0]?.body).not.toHaveProperty('clientId');
  });

  it('refuses an initial payment at or above the total, extra charges included, and takes one below it', async () => {
    useAppStore.setState({ selectedClient: CLIENT });
    const user = renderCart([HARINA]);
    await addCharge(user, 'Envío', '5');
    await makePending(user);
    const initial = screen.getByLabelText('Abono inicial (opcional)');
    for (const amount of ['15', '20']) {
      await user.clear(initial);
      await user.type(initial, amount);
      await refusedWith(user, 'El abono inicial debe ser menor al total de la venta.');
    }
    // Above the products alone ($10), below the total with the charge ($15).
    await user.clear(initial);
    await user.type(initial, '14.99');
    await user.click(realizarVenta());
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Venta' });
    expect(within(dialog).getByText('$15.00', { selector: 'dd' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Venta' }));
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({ status: 'PENDING', initialPaymentAmount: 14.99 });
  });

  it("says 'Monto inválido' for an initial payment that is not an amount", async () => {
    useAppStore.setState({ selectedClient: CLIENT });
    const user = renderCart([HARINA]);
    await makePending(user);
    await user.type(screen.getByLabelText('Abono inicial (opcional)'), 'cinco');
    await refusedWith(user, 'Monto inválido');
  });

  it('sends no initial payment when the sale went back to PAID, nor an abono of 0', async () => {
    useAppStore.setState({ selectedClient: CLIENT });
    const user = renderCart([HARINA]);
    await makePending(user);
    await user.type(screen.getByLabelText('Abono inicial (opcional)'), 'cinco');
    await user.selectOptions(screen.getByLabelText('Estado de la venta'), 'Pagada');
    expect(screen.queryByLabelText('Abono inicial (opcional)')).not.toBeInTheDocument();
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({ status: 'PAID' });
    expect(saleCalls()[0]?.body).not.toHaveProperty('initialPaymentAmount');

    // The next sale: the cart and its client were cleared by the first one.
    act(() => {
      useAppStore.getState().addToCart({ id: HARINA.productId, name: HARINA.name, price: 10, quantity: 3 });
      useAppStore.getState().selectClient(CLIENT);
    });
    await makePending(user);
    await user.type(screen.getByLabelText('Abono inicial (opcional)'), '0');
    await confirmSale(user);
    await waitFor(() => expect(saleCalls()).toHaveLength(2));
    expect(saleCalls()[1]?.body).toMatchObject({ status: 'PENDING' });
    expect(saleCalls()[1]?.body).not.toHaveProperty('initialPaymentAmount');
  });

  it('calls a cart of extra charges alone empty', async () => {
    const user = renderCart();
    await addCharge(user, 'Envío', '5');
    await refusedWith(user, 'El carrito está vacío.');
  });

  it('says the problems in the order they are fixed, the stock message for 5 s and the others for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = renderCart([{ ...HARINA, quantity: 5, availableStock: 2 }]);
    await makePending(user);
    await refusedWith(user, insufficientStockMessage(['Harina PAN']));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByRole('alert')).toHaveTextContent(insufficientStockMessage(['Harina PAN']));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Back within stock, with an initial payment of the whole total: the client comes first, then the payment.
    act(() => useAppStore.getState().setCartQuantity(HARINA.productId, 2));
    await user.type(screen.getByLabelText('Abono inicial (opcional)'), '20');
    await refusedWith(user, 'Debes seleccionar un cliente para una venta pendiente.');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => useAppStore.getState().selectClient(CLIENT));
    await refusedWith(user, 'El abono inicial debe ser menor al total de la venta.');
  });

  it('keeps the quantity field within 1..availableStock and the texts within their lengths', () => {
    renderCart([HARINA]);
    expect(quantityInput('Harina PAN')).toHaveAttribute('min', '1');
    expect(quantityInput('Harina PAN')).toHaveAttribute('max', String(HARINA.availableStock));
    expect(screen.getByLabelText('Número de referencia (opcional)')).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Vendedor (opcional)')).toHaveAttribute('maxLength', '100');
  });
});

describe('persistence', () => {
  it('keeps the cart and the client in app-storage', () => {
    renderCart([HARINA]);
    act(() => useAppStore.getState().selectClient(CLIENT));
    const stored = JSON.parse(localStorage.getItem('app-storage') ?? '{}') as {
      state: { cartItems: TCartItem[]; selectedClient: typeof CLIENT };
    };
    expect(stored.state.cartItems).toEqual([HARINA]);
    expect(stored.state.selectedClient).toEqual(CLIENT);
  });
});

describe('the stock, said in the cart', () => {
  it('says why a typed quantity was lowered to the stock, until the seller types one within it', async () => {
    const user = renderCart([HARINA]);
    await user.clear(quantityInput('Harina PAN'));
    await user.type(quantityInput('Harina PAN'), '9');
    expect(quantityInput('Harina PAN')).toHaveValue(3);
    expect(quantityInput('Harina PAN')).toHaveAccessibleDescription(stockLimitText(3));

    await user.clear(quantityInput('Harina PAN'));
    await user.type(quantityInput('Harina PAN'), '2');
    expect(screen.queryByText(stockLimitText(3))).not.toBeInTheDocument();
  });

  it('warns on a line above the stock last read and refuses it before the confirmation', async () => {
    const user = renderCart([{ ...HARINA, quantity: 2 }]);
    act(() => useAppStore.getState().updateCartStock([{ id: HARINA.productId, quantity: 1 }]));
    expect(quantityInput('Harina PAN')).toHaveAccessibleDescription(overStockText(1));
    expect(quantityInput('Harina PAN')).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
    expect(screen.getByRole('alert')).toHaveTextContent(insufficientStockMessage(['Harina PAN']));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => useAppStore.getState().updateCartStock([{ id: HARINA.productId, quantity: 0 }]));
    expect(quantityInput('Harina PAN')).toHaveAccessibleDescription(overStockText(0));
  });

  it('has the products read again when the server refuses a sale for stock', async () => {
    const message = insufficientStockMessage(['Harina PAN']);
    api.setHandler(() => jsonResponse(409, { statusCode: 409, code: 'INSUFFICIENT_STOCK', message }));
    const queryClient = createQueryClient();
    const productsKey = [...PRODUCTS_QUERY_KEY, 'list', { page: 1, pageSize: 6 }];
    queryClient.setQueryData(productsKey, { data: [] });
    useAppStore.setState({ cartItems: [HARINA] });
    const user = userEvent.setup();
    renderWithProviders(<Cart />, { queryClient });
    await confirmSale(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(queryClient.getQueryState(productsKey)?.isInvalidated).toBe(true);
  });
});

describe('the cart bar on a phone', () => {
  /** The cart's place on the page, as IntersectionObserver reports it. */
  function cartIsInView(isInView: boolean) {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.report([{ isIntersecting: isInView, target } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
  }

  const bar = () => screen.queryByRole('button', { name: new RegExp(`^${CART_BAR_TEXT}`) });

  it('shows the units and the total while the cart is out of view, and takes the seller to it', async () => {
    cartIsInView(false);
    const scrollIntoView = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    try {
      const user = renderCart([
        { ...HARINA, quantity: 2 },
        { ...HARINA, productId: 'otro', name: 'Arroz' },
      ]);
      expect(bar()).toHaveAccessibleName(`${CART_BAR_TEXT} 3 artículos $30.00`);
      await user.click(bar()!);
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('heading', { name: 'Carrito de Compras' })).toHaveFocus();
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('is not there while the cart is in view, nor for an empty cart', () => {
    cartIsInView(true);
    renderCart([HARINA]);
    expect(bar()).not.toBeInTheDocument();
    cleanup();
    cartIsInView(false);
    renderCart([]);
    expect(bar()).not.toBeInTheDocument();
  });
});
