import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCartItem } from '@cuadre/shared/sales/cart';
import { createQueryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { jsonResponse, mockApi, type TMockCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { Cart } from './cart';
import { stockLimitText } from './cart-line-parts';

// Design §13 at the counter: the seller types what the scale says, "0,75" kg, and the sale carries it.

const QUESO: TCartItem = {
  productId: '0190f5a2-0000-7000-8000-000000000002',
  name: 'Queso blanco',
  price: 8,
  quantity: 1,
  image_url: null,
  availableStock: 4.25,
  unit: 'KG',
};

let api: ReturnType<typeof mockApi>;

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
});

function renderCart(items: TCartItem[] = [QUESO]) {
  useAppStore.setState({ cartItems: items });
  const user = userEvent.setup();
  renderWithProviders(<Cart clientField={null} />, { queryClient: createQueryClient() });
  return user;
}

const quantityInput = () => screen.getByRole('textbox', { name: 'Cantidad de Queso blanco' });
const line = () => quantityInput().closest('li')!;
const total = () => screen.getByText('Total', { selector: 'dt' }).nextElementSibling;

describe('a weighed cart line (design §13)', () => {
  it('takes "0,75" kg, prices it per kg and sends 0.75', async () => {
    const user = renderCart();
    expect(within(line()).getByText('$8.00 /kg · Disponible: 4,25 kg')).toBeInTheDocument();
    expect(quantityInput()).toHaveAttribute('inputmode', 'decimal');
    // The unit, then the line's note (empty until there is one).
    expect(quantityInput()).toHaveAccessibleDescription(/^kg\s*$/);

    await user.clear(quantityInput());
    await user.type(quantityInput(), '0,75');
    // "0" on the way to "0,75" kept the line, and nothing typed was lost.
    expect(quantityInput()).toHaveValue('0,75');
    expect(useAppStore.getState().cartItems[0]?.quantity).toBe(0.75);
    expect(within(line()).getByText('$6.00')).toBeInTheDocument();
    expect(total()).toHaveTextContent('$6.00');

    await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Venta' });
    expect(within(dialog).getByText('0,75 kg × Queso blanco')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Venta' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/sales')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/sales')[0]?.body).toMatchObject({
      items: [{ productId: QUESO.productId, quantity: 0.75, price: 8 }],
    });
  });

  it('says why under the line for a quantity it cannot read, and keeps the last good one', async () => {
    const user = renderCart();
    await user.clear(quantityInput());
    await user.type(quantityInput(), '1,2345');
    expect(within(line()).getByText('Usa como máximo 3 decimales.')).toBeInTheDocument();
    expect(quantityInput()).toBeInvalid();
    expect(quantityInput()).toHaveValue('1,2345');
    expect(useAppStore.getState().cartItems[0]?.quantity).toBe(1.234);

    await user.clear(quantityInput());
    await user.type(quantityInput(), 'medio');
    expect(within(line()).getByText(/"medio" no es una cantidad/)).toBeInTheDocument();

    await user.clear(quantityInput());
    await user.type(quantityInput(), '2,5');
    expect(quantityInput()).toBeValid();
    expect(useAppStore.getState().cartItems[0]?.quantity).toBe(2.5);
    expect(total()).toHaveTextContent('$20.00');
  });

  it('lowers a quantity above the stock to it and says so in kg', async () => {
    const user = renderCart();
    await user.clear(quantityInput());
    await user.type(quantityInput(), '9');
    expect(quantityInput()).toHaveValue('4,25');
    expect(quantityInput()).toHaveAccessibleDescription(`kg ${stockLimitText(4.25, 'KG')}`);
    expect(stockLimitText(4.25, 'KG')).toBe('Solo hay 4,25 kg en stock.');
  });

  it('removes the line at 0 once the seller leaves the field, and restores an emptied one', async () => {
    const user = renderCart();
    await user.clear(quantityInput());
    await user.tab();
    expect(quantityInput()).toHaveValue('1');
    await user.clear(quantityInput());
    await user.type(quantityInput(), '0');
    expect(useAppStore.getState().cartItems).toHaveLength(1);
    await user.tab();
    expect(useAppStore.getState().cartItems).toEqual([]);
  });
});
