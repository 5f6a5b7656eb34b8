import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TCartItem } from '@cuadre/shared/sales/cart';
import { SALE_MESSAGES } from '@cuadre/shared/sales/messages';
import type { TTaxSettings } from '@cuadre/shared/tax/constants';
import type { TShop } from '@cuadre/shared/team/schemas';
import { sampleShop } from '@/testing/shop';
import { SHOP_QUERY_KEY } from '@/lib/query-keys';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { Cart } from './cart';
import { HARINA, saleCreated } from './cart-testing';
import { TENDER_TEXTS } from './tender-texts';

// Decision record 032 in the cart: the shop's IVA (GET /shop) per rate, included in the prices or added on top,
// with the same figures in the cart, in the confirmation and in what the sale's payments must cover.

/** Harina PAN at the general rate (16 %). */
const HARINA_GENERAL: TCartItem = { ...HARINA, taxClass: 'GENERAL' };
/** A product at the reduced rate (8 %). */
const ARROZ_REDUCED: TCartItem = {
  productId: '0190f5a2-0000-7000-8000-000000000003',
  name: 'Arroz Mary',
  price: 5,
  quantity: 1,
  image_url: null,
  availableStock: 10,
  taxClass: 'REDUCED',
};

const INCLUDED: TTaxSettings = { chargesIva: true, pricesIncludeIva: true };
const ON_TOP: TTaxSettings = { chargesIva: true, pricesIncludeIva: false };

function shopWith(settings: TTaxSettings): TShop {
  return sampleShop(settings);
}

let api: ReturnType<typeof mockApi>;

/** GET /shop answers `shop` (or fails); the seller's settings (IGTF off) and POST /sales as the cart's tests. */
function serve(shop: TShop | 'fails') {
  api.setHandler((call) => {
    if (call.method === 'GET' && call.path === '/api/shop') {
      return shop === 'fails'
        ? jsonResponse(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE' })
        : jsonResponse(200, { data: shop });
    }
    if (call.path === '/api/users/me' || call.path === '/api/sales') return saleCreated(call);
    return undefined;
  });
}

beforeEach(() => {
  resetAppStore();
  // A Venezuelan seller looking at dollars.
  setSession(validToken(), sessionUser());
  api = mockApi(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const saleCalls = () => api.callsTo('POST', '/api/sales');

/** The cart with `items`, once GET /shop has answered (or failed): the IVA it shows is the shop's. */
async function renderCart(items: TCartItem[]) {
  useAppStore.setState({ cartItems: items });
  const user = userEvent.setup();
  // No retries: a failed GET /shop is a failure at once.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  renderWithProviders(<Cart />, { queryClient });
  await waitFor(() =>
    expect(['success', 'error']).toContain(
      queryClient.getQueryState([...SHOP_QUERY_KEY, 'settings'])?.status,
    ),
  );
  return user;
}

type TUser = Awaited<ReturnType<typeof renderCart>>;

const cartPanel = () => screen.getByRole('region', { name: 'Carrito de Compras' });

/** The figure beside the term `term` of a list of figures (the cart's totals, the confirmation's). */
function figure(container: HTMLElement, term: string | RegExp) {
  return within(container).getByText(term, { selector: 'dt' }).nextElementSibling;
}

/** The terms of the IVA rows in `container`, in order. */
function ivaTerms(container: HTMLElement) {
  return within(container)
    .queryAllByText(/IVA/, { selector: 'dt' })
    .map((term) => term.textContent);
}

async function openConfirmation(user: TUser) {
  await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
  return screen.findByRole('alertdialog', { name: 'Confirmar Venta' });
}

async function confirmOpenSale(user: TUser, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar Venta' }));
  expect(await screen.findByText(SALE_MESSAGES.success)).toBeInTheDocument();
}

describe('a shop whose prices include IVA', () => {
  it('says the $1.60 of IVA inside a $11.60 general line, and the total stays $11.60 up to the request', async () => {
    serve(shopWith(INCLUDED));
    const user = await renderCart([{ ...HARINA_GENERAL, price: 11.6 }]);
    const cart = cartPanel();
    expect(ivaTerms(cart)).toEqual(['Incluye IVA 16 %']);
    expect(figure(cart, 'Incluye IVA 16 %')).toHaveTextContent('$1.60');
    expect(figure(cart, 'Productos')).toHaveTextContent('$11.60');
    expect(figure(cart, 'Total')).toHaveTextContent('$11.60');

    const dialog = await openConfirmation(user);
    // The same IVA and the same total (the confirmation may or may not say "Incluye").
    expect(ivaTerms(dialog)).toHaveLength(1);
    expect(figure(dialog, /^(Incluye )?IVA 16 %$/)).toHaveTextContent('$1.60');
    expect(figure(dialog, 'Total')).toHaveTextContent('$11.60');
    await confirmOpenSale(user, dialog);

    expect(saleCalls()).toHaveLength(1);
    expect(saleCalls()[0]?.body).toMatchObject({
      items: [{ productId: HARINA.productId, quantity: 1, price: 11.6 }],
      status: 'PAID',
      paymentMethod: 'CASH',
    });
  });
});

describe('a shop that adds IVA on top of its prices', () => {
  it('adds 16 % on a $10.00 general line and 8 % on a $5.00 reduced one: $17.00 in the cart, the confirmation and the sale sent', async () => {
    serve(shopWith(ON_TOP));
    const user = await renderCart([HARINA_GENERAL, ARROZ_REDUCED]);
    const cart = cartPanel();
    expect(ivaTerms(cart)).toEqual(['IVA 16 %', 'IVA 8 %']);
    expect(figure(cart, 'IVA 16 %')).toHaveTextContent('$1.60');
    expect(figure(cart, 'IVA 8 %')).toHaveTextContent('$0.40');
    expect(figure(cart, 'Productos')).toHaveTextContent('$15.00');
    expect(figure(cart, 'Total')).toHaveTextContent('$17.00');

    const dialog = await openConfirmation(user);
    expect(ivaTerms(dialog)).toEqual(['IVA 16 %', 'IVA 8 %']);
    expect(figure(dialog, 'IVA 16 %')).toHaveTextContent('$1.60');
    expect(figure(dialog, 'IVA 8 %')).toHaveTextContent('$0.40');
    expect(figure(dialog, 'Total')).toHaveTextContent('$17.00');
    expect(figure(dialog, 'Método de pago')).toHaveTextContent('Efectivo');
    await confirmOpenSale(user, dialog);

    expect(saleCalls()).toHaveLength(1);
    const body = saleCalls()[0]?.body as Record<string, unknown>;
    // The lines at their prices: the server computes the same IVA from the products' classes.
    expect(body).toMatchObject({
      items: [
        { productId: HARINA.productId, quantity: 1, price: 10 },
        { productId: ARROZ_REDUCED.productId, quantity: 1, price: 5 },
      ],
      status: 'PAID',
      paymentMethod: 'CASH',
    });
    expect(body).not.toHaveProperty('initialPaymentAmount');
    // The cart is free for the next sale.
    expect(await screen.findByText(/Tu carrito está vacío/)).toBeInTheDocument();
  });

  it('asks the payment rows for $17.00, not the $15.00 of the lines', async () => {
    useAppStore.setState({ currencyMode: 'USD', dollarRate: 245.6789 });
    serve(shopWith(ON_TOP));
    const user = await renderCart([HARINA_GENERAL, ARROZ_REDUCED]);

    await user.click(screen.getByRole('button', { name: TENDER_TEXTS.split }));
    const amount = await screen.findByLabelText(TENDER_TEXTS.amount(1));
    await user.type(amount, '15');
    const status = screen.getByTestId('tender-status');
    expect(status).toHaveTextContent(`${TENDER_TEXTS.missing}: $2.00`);

    // $15.00 in cash does not cover the sale: refused before any confirmation.
    await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION.salePaymentsShort('$2.00'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '17');
    expect(status).toHaveTextContent(TENDER_TEXTS.covered);

    const dialog = await openConfirmation(user);
    expect(figure(dialog, 'Total')).toHaveTextContent('$17.00');
    expect(within(dialog).getByRole('list', { name: 'Pagos' })).toHaveTextContent('Efectivo: $17.00');
    await confirmOpenSale(user, dialog);

    expect(saleCalls()).toHaveLength(1);
    expect(saleCalls()[0]?.body).toMatchObject({
      items: [{ price: 10 }, { price: 5 }],
      status: 'PAID',
      paymentMethod: 'CASH',
      payments: [{ method: 'CASH', currency: 'USD', amount: 17 }],
    });
  });

  it('records a Zelle payment of $17.00 from the spec’s method', async () => {
    serve(shopWith(ON_TOP));
    const user = await renderCart([HARINA_GENERAL, ARROZ_REDUCED]);
    await user.selectOptions(screen.getByLabelText('Método de pago'), 'Zelle');
    expect(screen.getByText('Se registra: $17.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Número de referencia (opcional)'), 'ZL-123');

    const dialog = await openConfirmation(user);
    expect(figure(dialog, 'Total')).toHaveTextContent('$17.00');
    expect(within(dialog).getByRole('list', { name: 'Pagos' })).toHaveTextContent('Zelle: $17.00');
    await confirmOpenSale(user, dialog);
    expect(saleCalls()[0]?.body).toMatchObject({
      paymentMethod: 'ZELLE',
      payments: [{ method: 'ZELLE', currency: 'USD', amount: 17, referenceNumber: 'ZL-123' }],
    });
  });

  it('takes a line discount off before the IVA and leaves an extra charge outside it', async () => {
    serve(shopWith(ON_TOP));
    const user = await renderCart([{ ...HARINA_GENERAL, quantity: 2 }]);
    const cart = cartPanel();

    // 10 % off the line's $20.00: IVA on the $18.00 left.
    await user.click(within(cart).getByRole('button', { name: 'Descuento' }));
    const discount = await screen.findByRole('dialog', { name: 'Descuento a Harina PAN' });
    await user.type(within(discount).getByRole('textbox', { name: 'Porcentaje' }), '10');
    await user.type(within(discount).getByRole('textbox', { name: 'Motivo' }), 'Promoción');
    await user.click(within(discount).getByRole('button', { name: 'Guardar descuento' }));
    expect(discount).not.toBeInTheDocument();

    // A delivery of $2.00: no IVA on it.
    await user.click(within(cart).getByRole('button', { name: 'Añadir cargo' }));
    await user.type(within(cart).getByRole('textbox', { name: 'Nombre del cargo 1' }), 'Envío');
    await user.type(within(cart).getByRole('textbox', { name: /Monto del cargo 1/ }), '2');

    expect(ivaTerms(cart)).toEqual(['IVA 16 %']);
    expect(figure(cart, 'Descuentos')).toHaveTextContent('−$2.00');
    expect(figure(cart, 'IVA 16 %')).toHaveTextContent('$2.88');
    // $20.00 − $2.00 + $2.88 + $2.00.
    expect(figure(cart, 'Total')).toHaveTextContent('$22.88');

    const dialog = await openConfirmation(user);
    expect(figure(dialog, 'Descuentos')).toHaveTextContent('−$2.00');
    expect(figure(dialog, 'IVA 16 %')).toHaveTextContent('$2.88');
    expect(figure(dialog, 'Total')).toHaveTextContent('$22.88');
    await confirmOpenSale(user, dialog);
    expect(saleCalls()[0]?.body).toMatchObject({
      items: [
        { productId: HARINA.productId, quantity: 2, price: 10 },
        { name: 'Envío', quantity: 1, price: 2 },
      ],
      discounts: [{ line: 0, kind: 'PERCENT', value: 10, reason: 'Promoción' }],
    });
  });
});

describe('a shop that does not charge IVA', () => {
  it('shows no IVA, even with "prices before IVA" stored, and the total is the lines’', async () => {
    serve(shopWith({ chargesIva: false, pricesIncludeIva: false }));
    const user = await renderCart([HARINA_GENERAL, ARROZ_REDUCED]);
    const cart = cartPanel();
    expect(ivaTerms(cart)).toEqual([]);
    expect(figure(cart, 'Total')).toHaveTextContent('$15.00');

    const dialog = await openConfirmation(user);
    expect(ivaTerms(dialog)).toEqual([]);
    expect(figure(dialog, 'Total')).toHaveTextContent('$15.00');
    await confirmOpenSale(user, dialog);
    expect(saleCalls()).toHaveLength(1);
  });

  it('shows no IVA when GET /shop fails, and still sells at the lines’ total', async () => {
    serve('fails');
    const user = await renderCart([HARINA_GENERAL, ARROZ_REDUCED]);
    expect(api.callsTo('GET', '/api/shop')).toHaveLength(1);
    const cart = cartPanel();
    expect(ivaTerms(cart)).toEqual([]);
    expect(figure(cart, 'Total')).toHaveTextContent('$15.00');

    const dialog = await openConfirmation(user);
    expect(ivaTerms(dialog)).toEqual([]);
    expect(figure(dialog, 'Total')).toHaveTextContent('$15.00');
    await confirmOpenSale(user, dialog);
    expect(saleCalls()).toHaveLength(1);
  });
});
