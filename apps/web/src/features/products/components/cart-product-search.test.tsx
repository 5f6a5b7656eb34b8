import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { fakeBrowserCamera } from '@/testing/fake-camera';
import { listBody, mockApiRoutes, type TApiCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { validToken } from '@/testing/tokens';
import { CART_ADD_TEXTS } from './cart-add-note';
import { CART_SEARCH_TEXTS, CartProductSearch } from './cart-product-search';
import { SCAN_BUTTON_TEXT } from './product-scan-search';

// Design §13 in the cart: a keyboard-like scanner's Enter, the camera, and the search by name beside them.

function product(n: number, changes: Partial<TProduct> = {}): TProduct {
  return {
    id: `0190f5a2-0000-7000-8000-${String(n).padStart(12, '0')}`,
    name: `Producto ${n}`,
    sku: `SKU-${n}`,
    price: 1.5,
    cost: 1,
    quantity: 20,
    image_url: null,
    description: null,
    createdAt: '2025-07-01T12:00:00.000Z',
    minStock: 5,
    barcode: null,
    unit: 'UNIT',
    category: null,
    taxClass: 'GENERAL',
    ...changes,
  };
}

const HARINA = product(1, { name: 'Harina PAN', quantity: 2, barcode: '7591234567890' });
const ARROZ = product(2, { name: 'Arroz Mary', quantity: 9, barcode: '7590000000012' });
const UNKNOWN = '7590000009999';

/** GET /products as the server answers it: `barcode=` is an exact match among live products, `search` a name. */
function serve(all: TProduct[] = [HARINA, ARROZ]): TApiCall[] {
  return mockApiRoutes({
    'GET /products': (_body, url) => {
      const barcode = url.searchParams.get('barcode');
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const found =
        barcode !== null
          ? all.filter((item) => item.barcode === barcode)
          : all.filter((item) => item.name.toLowerCase().includes(search));
      return { body: listBody(found) };
    },
  });
}

const cartQuantity = (id: string) =>
  useAppStore.getState().cartItems.find((item) => item.productId === id)?.quantity ?? 0;
const barcodeLookups = (calls: TApiCall[]) => calls.filter((call) => call.params.has('barcode'));
const searchBox = () => screen.getByRole('searchbox', { name: CART_SEARCH_TEXTS.label });

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
});

describe('a keyboard-like scanner in the cart search', () => {
  it('adds the product of the code it types, empties the box, and stops at the stock', async () => {
    const calls = serve();
    // A scanner types the whole code at once, then Enter.
    const scanner = userEvent.setup({ delay: null });
    renderWithProviders(<CartProductSearch />);

    await scanner.type(searchBox(), `${HARINA.barcode}{Enter}`);
    expect(await screen.findByRole('status')).toHaveTextContent(CART_ADD_TEXTS.added('Harina PAN', 1));
    expect(searchBox()).toHaveValue('');
    expect(cartQuantity(HARINA.id)).toBe(1);
    expect(barcodeLookups(calls).map((call) => call.params.get('barcode'))).toEqual([HARINA.barcode]);

    await scanner.type(searchBox(), `${HARINA.barcode}{Enter}`);
    await waitFor(() => expect(cartQuantity(HARINA.id)).toBe(2));
    expect(screen.getByRole('status')).toHaveTextContent(CART_ADD_TEXTS.added('Harina PAN', 2));

    // Both units of stock are in the cart: a third scan says so and adds nothing.
    await scanner.type(searchBox(), `${HARINA.barcode}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay más stock de Harina PAN: ya tienes 2 en el carrito.',
    );
    expect(cartQuantity(HARINA.id)).toBe(2);
    expect(searchBox()).toHaveValue('');
  });

  it('reads the whole code when a busy phone paused the scanner halfway', async () => {
    serve();
    const scanner = userEvent.setup({ delay: null });
    renderWithProviders(<CartProductSearch />);

    await scanner.type(searchBox(), '759123');
    await new Promise((resolve) => setTimeout(resolve, 120));
    await scanner.type(searchBox(), '4567890{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(CART_ADD_TEXTS.added('Harina PAN', 1));
  });

  it('says a code nothing has, and offers to create the product with it', async () => {
    serve();
    const scanner = userEvent.setup({ delay: null });
    renderWithProviders(<CartProductSearch />);

    await scanner.type(searchBox(), `${UNKNOWN}{Enter}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`No hay ningún producto con el código ${UNKNOWN}.`);
    expect(useAppStore.getState().cartItems).toEqual([]);

    await scanner.click(within(alert).getByRole('button', { name: CART_ADD_TEXTS.create }));
    const form = await screen.findByRole('dialog', { name: 'Añadir Producto' });
    expect(within(form).getByRole('textbox', { name: /Código de barras/ })).toHaveValue(UNKNOWN);
  });

  it('leaves a search typed by a person a search: results with "Agregar", and Enter adds nothing', async () => {
    const calls = serve();
    // About a key every 80 ms: a person, not a scanner.
    const person = userEvent.setup({ delay: 80 });
    renderWithProviders(<CartProductSearch />);

    await person.type(searchBox(), 'arroz');
    const results = await screen.findByRole('list', { name: CART_SEARCH_TEXTS.results });
    expect(within(results).getByText('Arroz Mary')).toBeInTheDocument();

    await person.keyboard('{Enter}');
    await waitFor(() => expect(barcodeLookups(calls)).toHaveLength(1));
    // No product has "arroz" as its code, and it was typed by hand: no message, the search stays.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('arroz');

    await person.click(within(results).getByRole('button', { name: 'Agregar Arroz Mary al carrito' }));
    expect(screen.getByRole('status')).toHaveTextContent(CART_ADD_TEXTS.added('Arroz Mary', 1));
    expect(cartQuantity(ARROZ.id)).toBe(1);
  });
});

describe('the camera in the cart search', () => {
  let camera: ReturnType<typeof fakeBrowserCamera>;
  beforeEach(() => {
    camera = fakeBrowserCamera();
  });
  afterEach(() => camera.restore());

  it('opens the rear camera, adds what it reads once per packet, and turns the camera off when closed', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithProviders(<CartProductSearch />);

    await user.click(screen.getByRole('button', { name: SCAN_BUTTON_TEXT }));
    const dialog = await screen.findByRole('dialog', { name: SCAN_BUTTON_TEXT });
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalledTimes(1));
    expect(camera.getUserMedia.mock.calls[0]).toEqual([
      expect.objectContaining({ video: expect.objectContaining({ facingMode: 'environment' }) }),
    ]);

    camera.show(ARROZ.barcode);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      CART_ADD_TEXTS.added('Arroz Mary', 1),
    );
    // The label stays in front of the camera for a while: still one unit.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(cartQuantity(ARROZ.id)).toBe(1);
    expect(barcodeLookups(calls)).toHaveLength(1);

    camera.show(UNKNOWN);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `No hay ningún producto con el código ${UNKNOWN}.`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Listo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(camera.stop).toHaveBeenCalled();
  });
});
