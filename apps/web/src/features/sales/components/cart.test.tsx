import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TCartItem } from '@cuadre/shared/sales/cart';
import { insufficientStockMessage } from '@cuadre/shared/sales/cart-messages';
import { createQueryClient } from '@/lib/query-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';
import { useAppStore } from '@/stores/app-store';
import { jsonResponse } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { Cart, EMPTY_CART_TEXT } from './cart';
import { CART_BAR_TEXT } from './cart-bar';
import { overStockText, stockLimitText } from './cart-line-parts';
import {
  api,
  CLIENT,
  confirmSale,
  HARINA,
  quantityInput,
  renderCart,
  saleCalls,
  setUpCartTests,
  total,
} from './cart-testing';

setUpCartTests();

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
