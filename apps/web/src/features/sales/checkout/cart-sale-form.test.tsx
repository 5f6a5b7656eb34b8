import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { insufficientStockMessage } from '@cuadre/shared/sales/cart-messages';
import { useAppStore } from '@/stores/app-store';
import {
  CLIENT,
  confirmSale,
  HARINA,
  quantityInput,
  renderCart,
  saleCalls,
  setUpCartTests,
} from '../components/cart-testing';

setUpCartTests();

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
