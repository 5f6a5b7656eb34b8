import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRICE_MESSAGES } from '@cuadre/shared/prices/messages';
import type { TPriceList, TProductListPrices } from '@cuadre/shared/prices/schemas';
import type { TCartItem } from '@cuadre/shared/sales/cart';
import { SALE_MESSAGES } from '@cuadre/shared/sales/messages';
import { createQueryClient } from '@/lib/query-client';
import { PRICE_LISTS_QUERY_KEY } from '@/lib/query-keys';
import { useAppStore } from '@/stores/app-store';
import { jsonResponse, listBody } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { Cart } from './cart';
import {
  api,
  confirmSale,
  HARINA,
  quantityInput,
  saleCalls,
  saleCreated,
  setUpCartTests,
  total,
} from './cart-testing';

// Decision record 031: the cart prices its lines with the sale's list (Detal or one of the shop's, by quantity
// tier), takes a discount per line and one for the sale, each with its reason, and sends them with the sale.

setUpCartTests();

/** Detal $1.20; in the list Mayor, $1.10 for any quantity and $0.95 from 12 units on. */
const MALTA: TCartItem = {
  productId: '0190f5a2-0000-7000-8000-000000000002',
  name: 'Malta Polar',
  price: 1.2,
  quantity: 11,
  image_url: null,
  availableStock: 24,
};

const MAYOR: TPriceList = {
  id: '0190f5a2-0000-7000-8000-0000000000b1',
  name: 'Mayor',
  percentOff: null,
  productCount: 1,
  clientCount: 0,
  createdAt: '2026-11-29T12:00:00.000Z',
};

const MALTA_IN_MAYOR: TProductListPrices = {
  productId: MALTA.productId,
  name: MALTA.name,
  sku: 'MAL-001',
  detal: 1.2,
  prices: [
    { minQuantity: 1, price: 1.1 },
    { minQuantity: 12, price: 0.95 },
  ],
};

/** The shop's lists and Mayor's prices; the seller's settings and sales as the cart's other tests serve them. */
function serveShop(lists: TPriceList[]) {
  api.setHandler((call) => {
    if (call.method === 'GET' && call.path === '/api/price-lists') return jsonResponse(200, { data: lists });
    if (call.method === 'GET' && call.path === `/api/price-lists/${MAYOR.id}/prices`) {
      const asked = call.query.get('productIds')?.split(',') ?? [];
      return jsonResponse(
        200,
        listBody([MALTA_IN_MAYOR].filter((product) => asked.includes(product.productId))),
      );
    }
    if (call.path === '/api/users/me' || call.path === '/api/sales') return saleCreated(call);
    return undefined;
  });
}

/** The cart with `items`, once the shop's lists have been read (an empty answer too). */
async function renderCart(items: TCartItem[]) {
  useAppStore.setState({ cartItems: items });
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  renderWithProviders(<Cart />, { queryClient });
  await waitFor(() =>
    expect(queryClient.getQueryState([...PRICE_LISTS_QUERY_KEY, 'all'])?.status).toBe('success'),
  );
  return user;
}

type TUser = Awaited<ReturnType<typeof renderCart>>;

const cartLine = (name: string) =>
  within(screen.getByRole('list', { name: 'Productos en el carrito' }))
    .getAllByRole('listitem')
    .find((line) => within(line).queryByText(name) !== null)!;
const discountsRow = () => screen.queryByTestId('cart-discounts');

async function openConfirmation(user: TUser) {
  await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
  return screen.findByRole('alertdialog', { name: 'Confirmar Venta' });
}

/** Confirms the open confirmation and waits for the sale to be made. */
async function confirmOpenSale(user: TUser, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar Venta' }));
  expect(await screen.findByText(SALE_MESSAGES.success)).toBeInTheDocument();
}

/** Opens a discount dialog from its button, and answers the dialog. */
async function openDiscount(user: TUser, button: HTMLElement, title: string) {
  await user.click(button);
  return screen.findByRole('dialog', { name: title });
}

describe('a shop without price lists', () => {
  it('shows no "Precios" choice and sends the sale without a list or discounts', async () => {
    serveShop([]);
    const user = await renderCart([{ ...HARINA, quantity: 2 }]);
    expect(screen.queryByLabelText('Precios')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Precios' })).not.toBeInTheDocument();
    expect(discountsRow()).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('$20.00');

    await confirmSale(user);
    expect(await screen.findByText(SALE_MESSAGES.success)).toBeInTheDocument();
    expect(saleCalls()).toHaveLength(1);
    const body = saleCalls()[0]?.body;
    expect(body).toMatchObject({ items: [{ productId: HARINA.productId, quantity: 2, price: 10 }] });
    expect(body).not.toHaveProperty('priceListId');
    expect(body).not.toHaveProperty('discounts');
    // No list was chosen, so none of its prices were asked for.
    expect(api.calls.filter((call) => call.path.startsWith('/api/price-lists/'))).toHaveLength(0);
  });
});

describe('a sale at the list Mayor', () => {
  it("prices each line at the list's tier for its quantity and sends the list with the tier's price", async () => {
    serveShop([MAYOR]);
    const user = await renderCart([MALTA]);
    const select = screen.getByRole('combobox', { name: 'Precios' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Detal', 'Mayor']);
    // At Detal: 11 × $1.20, with no list named.
    expect(select).toHaveDisplayValue('Detal');
    expect(within(cartLine('Malta Polar')).getByText('$13.20')).toBeInTheDocument();
    expect(within(cartLine('Malta Polar')).queryByText(/^Precio /)).not.toBeInTheDocument();

    await user.selectOptions(select, 'Mayor');
    expect(await within(cartLine('Malta Polar')).findByText('Precio Mayor')).toBeInTheDocument();
    expect(api.callsTo('GET', `/api/price-lists/${MAYOR.id}/prices`)[0]?.query.get('productIds')).toBe(
      MALTA.productId,
    );
    // 11 units: the list's price for any quantity.
    expect(within(cartLine('Malta Polar')).getByText(/^\$1\.10 c\/u/)).toBeInTheDocument();
    expect(within(cartLine('Malta Polar')).getByText('$12.10')).toBeInTheDocument();
    expect(total()).toHaveTextContent('$12.10');

    // 12 units: the tier from 12 on.
    await user.clear(quantityInput('Malta Polar'));
    await user.type(quantityInput('Malta Polar'), '12');
    expect(within(cartLine('Malta Polar')).getByText('Precio Mayor · desde 12')).toBeInTheDocument();
    expect(within(cartLine('Malta Polar')).queryByText('Precio Mayor')).not.toBeInTheDocument();
    expect(within(cartLine('Malta Polar')).getByText(/^\$0\.95 c\/u/)).toBeInTheDocument();
    expect(within(cartLine('Malta Polar')).getByText('$11.40')).toBeInTheDocument();
    expect(total()).toHaveTextContent('$11.40');

    const dialog = await openConfirmation(user);
    expect(within(dialog).getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '$11.40',
    );
    await confirmOpenSale(user, dialog);
    expect(saleCalls()).toHaveLength(1);
    const body = saleCalls()[0]?.body;
    expect(body).toMatchObject({
      priceListId: MAYOR.id,
      items: [{ productId: MALTA.productId, quantity: 12, price: 0.95 }],
    });
    expect(body).not.toHaveProperty('discounts');
  });
});

describe('discounts', () => {
  it('takes a line discount and a sale discount off the total, shows them before confirming and sends them', async () => {
    serveShop([]);
    const user = await renderCart([{ ...HARINA, quantity: 2 }]);
    expect(total()).toHaveTextContent('$20.00');

    // 10 % off Harina's $20.00, for a quick reason.
    const lineDialog = await openDiscount(
      user,
      within(cartLine('Harina PAN')).getByRole('button', { name: 'Descuento' }),
      'Descuento a Harina PAN',
    );
    expect(within(lineDialog).getByRole('radio', { name: 'Porcentaje (%)' })).toBeChecked();
    await user.type(within(lineDialog).getByRole('textbox', { name: 'Porcentaje' }), '10');
    await user.click(within(lineDialog).getByRole('button', { name: 'Producto golpeado' }));
    expect(within(lineDialog).getByRole('textbox', { name: 'Motivo' })).toHaveValue('Producto golpeado');
    await user.click(within(lineDialog).getByRole('button', { name: 'Guardar descuento' }));
    expect(lineDialog).not.toBeInTheDocument();
    expect(cartLine('Harina PAN')).toHaveTextContent('−$2.00');
    expect(
      within(cartLine('Harina PAN')).getByRole('button', { name: 'Cambiar descuento' }),
    ).toBeInTheDocument();
    expect(discountsRow()).toHaveTextContent('−$2.00');
    expect(total()).toHaveTextContent('$18.00');

    // $1 off what the lines leave, for a typed reason.
    const saleDialog = await openDiscount(
      user,
      screen.getByRole('button', { name: 'Descuento a la venta' }),
      'Descuento a la venta',
    );
    await user.click(within(saleDialog).getByRole('radio', { name: 'Monto ($)' }));
    await user.type(within(saleDialog).getByRole('textbox', { name: 'Monto en dólares' }), '1');
    await user.type(within(saleDialog).getByRole('textbox', { name: 'Motivo' }), 'Redondeo');
    await user.click(within(saleDialog).getByRole('button', { name: 'Guardar descuento' }));
    expect(saleDialog).not.toBeInTheDocument();

    expect(screen.getByText('Descuentos', { selector: 'dt' })).toBeInTheDocument();
    expect(discountsRow()).toHaveTextContent('−$3.00');
    expect(screen.getByText('Productos', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$20.00');
    expect(total()).toHaveTextContent('$17.00');

    const dialog = await openConfirmation(user);
    expect(within(dialog).getByText('Descuentos', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '−$3.00',
    );
    expect(within(dialog).getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '$17.00',
    );
    await confirmOpenSale(user, dialog);

    expect(saleCalls()).toHaveLength(1);
    const body = saleCalls()[0]?.body as Record<string, unknown>;
    expect(body.items).toEqual([{ productId: HARINA.productId, quantity: 2, price: 10 }]);
    expect(body.discounts).toEqual([
      { line: 0, kind: 'PERCENT', value: 10, reason: 'Producto golpeado' },
      { kind: 'AMOUNT', value: 1, reason: 'Redondeo' },
    ]);
    expect(body).not.toHaveProperty('priceListId');
  });

  it('refuses an empty reason and a percentage over 100 with the shared messages, saving nothing', async () => {
    serveShop([]);
    const user = await renderCart([HARINA]);
    const dialog = await openDiscount(
      user,
      within(cartLine('Harina PAN')).getByRole('button', { name: 'Descuento' }),
      'Descuento a Harina PAN',
    );
    const value = within(dialog).getByRole('textbox', { name: 'Porcentaje' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });

    // A discount without its reason.
    await user.type(value, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar descuento' }));
    expect(reason).toBeInvalid();
    expect(reason).toHaveAccessibleDescription(PRICE_MESSAGES.discountReasonRequired);
    expect(value).toBeValid();

    // With its reason, but above 100 %.
    await user.type(reason, 'Promoción');
    await user.clear(value);
    await user.type(value, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar descuento' }));
    expect(value).toBeInvalid();
    expect(value).toHaveAccessibleDescription(PRICE_MESSAGES.discountPercentTooHigh);
    expect(reason).toBeValid();

    // Nothing was saved: the dialog is still there, and the cart takes nothing off.
    expect(dialog).toBeInTheDocument();
    expect(discountsRow()).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('$10.00');
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(within(cartLine('Harina PAN')).getByRole('button', { name: 'Descuento' })).toBeInTheDocument();
    expect(discountsRow()).not.toBeInTheDocument();

    await confirmSale(user);
    expect(await screen.findByText(SALE_MESSAGES.success)).toBeInTheDocument();
    expect(saleCalls()[0]?.body).not.toHaveProperty('discounts');
  });
});
