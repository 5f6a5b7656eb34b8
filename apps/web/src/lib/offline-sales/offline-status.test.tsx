import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { useOfflineSales } from './offline-sales-store';
import type { TQueuedSale } from './queued-sale';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { renderWithProviders } from '@/testing/render';
import { validToken } from '@/testing/tokens';
import { useLogoutWithQueuedSales } from './logout-with-queued-sales';
import { OfflineStatus } from './offline-status';
import { OFFLINE_TEXTS } from './offline-texts';

// Design §14: the seller always sees that the phone is offline and how many sales wait; a sale the
// server refused stays until the seller fixes it in the cart or discards it; signing out with sales waiting asks.

function sale(id: string, refusal: string | null): TQueuedSale {
  return {
    id,
    idempotencyKey: `key-${id}`,
    payload: {
      items: [{ productId: 'p-queso', quantity: 0.75, price: 8 }],
      status: 'PAID',
      occurredAt: '2026-03-10T15:00:00.000Z',
    },
    lines: [{ productId: 'p-queso', name: 'Queso blanco', quantity: 0.75, unit: 'KG', subtotal: 6 }],
    total: 6,
    clientName: null,
    refusal,
  };
}

const REFUSAL = 'Stock insuficiente para: Queso blanco';

beforeEach(async () => {
  resetAppStore();
  setSession(validToken());
  await useOfflineSales.getState().load(`seller-${Math.random()}`);
  await useOfflineSales.getState().enqueue(sale('0190f0a1-0000-7000-8000-000000000001', REFUSAL));
  await useOfflineSales.getState().enqueue(sale('0190f0a1-0000-7000-8000-000000000002', null));
});
afterEach(() => {
  act(() => onlineManager.setOnline(true));
  vi.unstubAllGlobals();
});

describe('OfflineStatus', () => {
  it('says the phone is offline and how many sales wait or were refused', () => {
    act(() => onlineManager.setOnline(false));
    renderWithProviders(<OfflineStatus />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXTS.offline);
    expect(screen.getByRole('button', { name: '1 venta por sincronizar · 1 venta rechazada' })).toBeVisible();
  });

  it('lists each sale as its provisional receipt; a refused one goes back to the cart to be fixed', async () => {
    const user = userEvent.setup();
    act(() => onlineManager.setOnline(false));
    renderWithProviders(<OfflineStatus />);
    await user.click(screen.getByRole('button', { name: /por sincronizar/ }));
    const dialog = screen.getByRole('dialog', { name: OFFLINE_TEXTS.queueTitle });
    expect(within(dialog).getAllByText(OFFLINE_TEXTS.provisional)).toHaveLength(2);
    expect(within(dialog).getAllByText('0,75 kg × Queso blanco')).toHaveLength(2);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REFUSAL);

    await user.click(within(dialog).getByRole('button', { name: OFFLINE_TEXTS.fix }));
    expect(useAppStore.getState().cartItems).toEqual([
      expect.objectContaining({ productId: 'p-queso', quantity: 0.75, unit: 'KG', price: 8 }),
    ]);
    await vi.waitFor(() =>
      expect(useOfflineSales.getState().sales.map((queued) => queued.refusal)).toEqual([null]),
    );
  });

  it('discards a refused sale only after the seller confirms', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OfflineStatus />);
    await user.click(screen.getByRole('button', { name: /rechazada/ }));
    await user.click(screen.getByRole('button', { name: OFFLINE_TEXTS.discard }));
    const confirm = screen.getByRole('alertdialog', { name: OFFLINE_TEXTS.discardTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(useOfflineSales.getState().sales).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: OFFLINE_TEXTS.discard }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: OFFLINE_TEXTS.discardTitle })).getByRole('button', {
        name: OFFLINE_TEXTS.discard,
      }),
    );
    await vi.waitFor(() => expect(useOfflineSales.getState().sales).toHaveLength(1));
  });
});

function LogoutButton({ logout }: { logout: () => void }) {
  const { requestLogout, dialog } = useLogoutWithQueuedSales();
  return (
    <>
      <button type="button" onClick={() => requestLogout(logout)}>
        Cerrar sesión
      </button>
      {dialog}
    </>
  );
}

describe('signing out with sales on the phone', () => {
  it('asks first, and signs out only when the seller goes ahead; the sales stay queued', async () => {
    const user = userEvent.setup();
    const logout = vi.fn();
    renderWithProviders(<LogoutButton logout={logout} />);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    const ask = screen.getByRole('alertdialog', { name: OFFLINE_TEXTS.logoutTitle });
    expect(ask).toHaveTextContent(
      '1 venta por sincronizar. Quedará guardada en este teléfono y se enviará cuando vuelvas a entrar con tu cuenta. Si cierras sesión no se enviará hasta entonces.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(logout).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await user.click(screen.getByRole('button', { name: OFFLINE_TEXTS.logoutConfirm }));
    expect(logout).toHaveBeenCalledOnce();
    expect(useOfflineSales.getState().sales).toHaveLength(2);
  });

  it('speaks of several sales in the plural', () => {
    expect(OFFLINE_TEXTS.logoutDescription(2)).toBe(
      '2 ventas por sincronizar. Quedarán guardadas en este teléfono y se enviarán cuando vuelvas a entrar con tu cuenta. Si cierras sesión no se enviarán hasta entonces.',
    );
  });

  it('signs out at once when nothing waits', async () => {
    const user = userEvent.setup();
    await useOfflineSales.getState().load('another-seller');
    const logout = vi.fn();
    renderWithProviders(<LogoutButton logout={logout} />);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(logout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
