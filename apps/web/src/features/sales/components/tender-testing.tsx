/** What the cobro's tests share (design §10): a Venezuelan seller, the faked API and the seller's taps. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { TCartItem } from '@cuadre/shared/sales/cart';
import { createQueryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { jsonResponse, mockApi, type TMockCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { openTillSession } from '@/testing/till';
import { sessionUser, validToken } from '@/testing/tokens';
import { Cart } from './cart';
import { CLIENT, HARINA } from './cart-testing';
import { TENDER_TEXTS } from './tender-texts';

export const RATE = 245.6789;
// The same product and client as the cart's own tests.
export { CLIENT, HARINA };

/** This test's faked API (set before each test by `setUpTenderTests`). */
export let api: ReturnType<typeof mockApi>;

/** GET /users/me with the seller's IGTF setting; POST /sales answers `sale` (a success by default). */
export function serve({
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

/** A Venezuelan seller looking at dollars, with today's rate, before each test of the calling file. */
export function setUpTenderTests() {
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
}

export const saleCalls = () => api.callsTo('POST', '/api/sales');
export const tenderStatus = () => screen.getByTestId('tender-status');

export async function renderCart(items: TCartItem[] = [HARINA]) {
  useAppStore.setState({ cartItems: items });
  const user = userEvent.setup();
  renderWithProviders(<Cart />, { queryClient: createQueryClient() });
  // The seller's IGTF setting has arrived.
  await waitFor(() => expect(api.callsTo('GET', '/api/users/me')).toHaveLength(1));
  return user;
}

export type TUser = ReturnType<typeof userEvent.setup>;

export async function addRow(
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

export async function openConfirmation(user: TUser) {
  await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
  return screen.findByRole('alertdialog', { name: 'Confirmar Venta' });
}

export async function confirmSale(user: TUser) {
  const dialog = await openConfirmation(user);
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar Venta' }));
}

export async function refusedWith(user: TUser, message: string) {
  await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(saleCalls()).toHaveLength(0);
}
