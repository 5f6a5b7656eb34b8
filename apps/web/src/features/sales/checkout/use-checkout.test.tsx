import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@cuadre/shared/common/constants';
import { insufficientStockMessage } from '@cuadre/shared/sales/cart-messages';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { SALE_MESSAGES } from '@cuadre/shared/sales/messages';
import { useOfflineSales } from '@/lib/offline-sales/offline-sales-store';
import { OFFLINE_TEXTS } from '@/lib/offline-sales/offline-texts';
import { useAppStore } from '@/stores/app-store';
import { jsonResponse } from '@/testing/mock-api';
import { EMPTY_CART_TEXT } from '../components/cart';
import {
  api,
  CLIENT,
  confirmSale,
  HARINA,
  quantityInput,
  renderCart,
  saleCalls,
  saleCreated,
  setUpCartTests,
  total,
} from '../components/cart-testing';

setUpCartTests();

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

  it('keeps one sale however often Confirmar Venta is tapped while it is being kept offline', async () => {
    act(() => onlineManager.setOnline(false));
    try {
      const user = renderCart([HARINA]);
      await act(() => useOfflineSales.getState().load(useAppStore.getState().user?.id ?? ''));
      const before = useOfflineSales.getState().sales.length;
      await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Venta' });
      // Two taps before React draws the first one's state: the button is still enabled for the second.
      const confirm = within(dialog).getByRole('button', { name: 'Confirmar Venta' });
      act(() => {
        fireEvent.click(confirm);
        fireEvent.click(confirm);
      });
      expect(await screen.findByRole('status')).toHaveTextContent(OFFLINE_TEXTS.savedOffline);
      expect(useOfflineSales.getState().sales).toHaveLength(before + 1);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
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
