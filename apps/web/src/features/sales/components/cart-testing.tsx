/** What the cart's tests share: a product, a client, the faked API and the seller's taps. */
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import type { TCartItem } from '@cuadre/shared/sales/cart';
import { createQueryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { jsonResponse, mockApi, type TMockCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { Cart } from './cart';

export const HARINA: TCartItem = {
  productId: '0190f5a2-0000-7000-8000-000000000001',
  name: 'Harina PAN',
  price: 10,
  quantity: 1,
  image_url: null,
  availableStock: 3,
};
export const CLIENT = { id: '0190f5a2-0000-7000-8000-0000000000c1', name: 'Ana Gómez' };

/** This test's faked API (set before each test by `setUpCartTests`). */
export let api: ReturnType<typeof mockApi>;

/** A sale is created; the cart also reads the seller's IGTF setting (off here) from GET /users/me. */
export const saleCreated = (call: TMockCall) =>
  call.method === 'GET' && call.path === '/api/users/me'
    ? jsonResponse(200, { data: { ...sessionUser(), igtfEnabled: false, igtfRate: 3, pendingEmail: null } })
    : jsonResponse(201, { data: { id: 'sale-1', receiptNumber: 7 } });

/** A signed-in seller and an API that sells, before each test of the calling file. */
export function setUpCartTests() {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken());
    api = mockApi(saleCreated);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

export const saleCalls = () => api.callsTo('POST', '/api/sales');

export function renderCart(items: TCartItem[] = [], extra: ReactNode = null) {
  useAppStore.setState({ cartItems: items });
  const user = userEvent.setup();
  renderWithProviders(<Cart clientField={extra} />, { queryClient: createQueryClient() });
  return user;
}

export const quantityInput = (name: string) =>
  screen.getByRole('spinbutton', { name: `Cantidad de ${name}` });
export const total = () => screen.getByText('Total', { selector: 'dt' }).nextElementSibling;

export async function confirmSale(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Venta' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar Venta' }));
}
