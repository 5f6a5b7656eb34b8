import type { ReactElement } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_MESSAGES } from '@cuadre/shared/products/messages';
import type { TProduct } from '@cuadre/shared/products/schemas';

import { createQueryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { jsonResponse, listBody, mockApi, type TMockHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { setScreen } from '@/testing/screen-size';
import { validToken } from '@/testing/tokens';
import { ProductsList } from './products-list';
import { ProductsQuickView } from './products-quick-view';

function product(n: number, changes: Partial<TProduct> = {}): TProduct {
  return {
    id: `0190f5a2-0000-7000-8000-${String(n).padStart(12, '0')}`,
    name: `Producto ${n}`,
    sku: `SKU-${n}`,
    price: 10 + n,
    cost: 5,
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

const HARINA = product(1, { name: 'Harina PAN', sku: 'HAR-1', price: 1.5, quantity: 4 });
const ARROZ = product(2, { name: 'Arroz', sku: 'ARR-1', price: 2, quantity: 0 });
const CAFE = product(3, { name: 'Café', sku: 'CAF-1', price: 7.25, quantity: 1 });

let api: ReturnType<typeof mockApi>;

function serveProducts(all: TProduct[], pageSize = 10): TMockHandler {
  return (call) => {
    if (call.method !== 'GET' || call.path !== '/api/products') return undefined;
    const search = call.query.get('search')?.toLowerCase() ?? '';
    const page = Number(call.query.get('page') ?? 1);
    const size = Number(call.query.get('pageSize') ?? pageSize);
    const found = all.filter((item) => item.name.toLowerCase().includes(search));
    return jsonResponse(
      200,
      listBody(found.slice((page - 1) * size, page * size), { page, pageSize: size, total: found.length }),
    );
  };
}

function renderWithApp(ui: ReactElement) {
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  renderWithProviders(ui, { queryClient: createQueryClient() });
  return user;
}

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
  api = mockApi(serveProducts([HARINA, ARROZ, CAFE]));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Vista Rápida de Productos', () => {
  it("shows the first 6 products and disables 'Agregar al Carrito' at stock 0", async () => {
    const user = renderWithApp(<ProductsQuickView />);
    const harina = await screen.findByRole('article', { name: 'Harina PAN' });
    expect(api.calls[0]?.query.get('pageSize')).toBe('6');
    expect(within(harina).getByText('$1.50')).toBeInTheDocument();
    expect(within(harina).getByText('Stock: 4')).toHaveClass('text-red-700');
    expect(within(harina).getByRole('img', { name: 'Harina PAN (sin imagen)' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Arroz' })).getByRole('button', {
        name: 'Agregar al Carrito',
      }),
    ).toBeDisabled();

    // One unit in stock: a second click cannot go past it.
    const addCafe = within(screen.getByRole('article', { name: 'Café' })).getByRole('button', {
      name: 'Agregar al Carrito',
    });
    await user.click(addCafe);
    await user.click(addCafe);
    expect(useAppStore.getState().cartItems).toEqual([
      expect.objectContaining({ productId: CAFE.id, quantity: 1, availableStock: 1 }),
    ]);
  });
});

describe('Gestión de Productos', () => {
  it('shows a table with the spec columns on a large screen', async () => {
    setScreen('large');
    renderWithApp(<ProductsList />);
    const table = await screen.findByRole('table', { name: 'Productos' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['SKU', 'Nombre', 'Precio', 'Costo', 'Cantidad', 'Acciones']);
    expect(
      within(table).getByRole('row', { name: /HAR-1 Harina PAN Por agotarse \$1\.50 \$5\.00 4/ }),
    ).toBeInTheDocument();
  });

  it('leaves the cost out for a cashier, who does not see what the shop paid', async () => {
    setScreen('large');
    useAppStore.setState({ shopRole: 'CASHIER' });
    renderWithApp(<ProductsList />);
    const table = await screen.findByRole('table', { name: 'Productos' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['SKU', 'Nombre', 'Precio', 'Cantidad', 'Acciones']);
  });

  it('searches after 500 ms of quiet and goes back to page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const many = Array.from({ length: 15 }, (_, i) => product(i + 10));
    api.setHandler(serveProducts(many));
    const user = renderWithApp(<ProductsList />);
    await screen.findByText('Página 1 de 2');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Página 2 de 2');
    expect(api.calls.at(-1)?.query.get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'Producto 1');
    const before = api.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(api.calls).toHaveLength(before);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('search')).toBe('Producto 1'));
    expect(api.calls.at(-1)?.query.get('page')).toBe('1');
  });

  it('has one empty state for no products and another for no match', async () => {
    api.setHandler(serveProducts([]));
    const user = renderWithApp(<ProductsList />);
    expect(await screen.findByText(PRODUCT_MESSAGES.empty)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'zzz');
    expect(await screen.findByText(PRODUCT_MESSAGES.noMatch)).toBeInTheDocument();
  });

  it('asks before deleting, then confirms with a toast', async () => {
    const user = renderWithApp(<ProductsList />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Harina PAN' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar producto' });
    expect(dialog).toHaveAccessibleDescription(
      '¿Estás seguro de que quieres eliminar este producto? Esta acción no se puede deshacer.',
    );
    const handler = serveProducts([ARROZ, CAFE]);
    api.setHandler((call) =>
      call.method === 'PUT' ? jsonResponse(200, { data: { message: 'ok' } }) : handler(call),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Producto eliminado correctamente.')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/products/delete/${HARINA.id}`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Eliminar Harina PAN' })).not.toBeInTheDocument(),
    );
  });

  it("toasts 'Error al eliminar el producto.' when the delete fails", async () => {
    const user = renderWithApp(<ProductsList />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Café' }));
    const handler = serveProducts([HARINA, ARROZ, CAFE]);
    api.setHandler((call) =>
      call.method === 'PUT'
        ? jsonResponse(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' })
        : handler(call),
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error al eliminar el producto.')).toBeInTheDocument();
  });

  it('adds to the cart from the list', async () => {
    const user = renderWithApp(<ProductsList />);
    await user.click(await screen.findByRole('button', { name: 'Agregar Harina PAN al carrito' }));
    expect(useAppStore.getState().cartItems).toEqual([
      expect.objectContaining({ productId: HARINA.id, quantity: 1 }),
    ]);
    expect(screen.getByRole('button', { name: 'Agregar Arroz al carrito' })).toBeDisabled();
  });
});

describe('add-product form (spec §5, §8)', () => {
  it('demands a name, a SKU and amounts above 0', async () => {
    const user = renderWithApp(<ProductsList />);
    await screen.findByText('Harina PAN');
    await user.click(screen.getAllByRole('button', { name: 'Añadir Producto' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Añadir Producto' });
    await user.type(within(dialog).getByLabelText('Cantidad'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir Producto' }));
    // Each message names several fields: it is shown once, and every field it names is marked.
    expect(await within(dialog).findAllByText('Nombre y SKU son obligatorios.')).toHaveLength(1);
    expect(within(dialog).getAllByText('Precio, Costo y Cantidad deben ser mayores a 0.')).toHaveLength(1);
    for (const label of ['Nombre', 'SKU']) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(
        'Nombre y SKU son obligatorios.',
      );
    }
    for (const label of ['Precio', 'Costo', 'Cantidad']) {
      expect(within(dialog).getByLabelText(label)).toBeInvalid();
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining('Precio, Costo y Cantidad deben ser mayores a 0.'),
      );
    }
    expect(api.callsTo('POST', '/api/products')).toHaveLength(0);
  });

  it('reads prices typed "245,67" and "1.234,56", says what it will save, and sends nothing for "1.234"', async () => {
    const user = renderWithApp(<ProductsList />);
    await screen.findByText('Harina PAN');
    await user.click(screen.getAllByRole('button', { name: 'Añadir Producto' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Añadir Producto' });
    await user.type(within(dialog).getByLabelText('Nombre'), 'Queso');
    await user.type(within(dialog).getByLabelText('SKU'), 'QUE-1');
    await user.type(within(dialog).getByLabelText('Precio'), '1.234');
    await user.type(within(dialog).getByLabelText('Costo'), '245,67');
    await user.type(within(dialog).getByLabelText('Cantidad'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir Producto' }));
    const ambiguous = await within(dialog).findByText(/No queda claro si "1.234" son miles o decimales/);
    expect(within(dialog).getByLabelText('Precio')).toHaveAccessibleDescription(
      expect.stringContaining(ambiguous.textContent ?? ''),
    );
    expect(
      within(dialog).queryByText('Precio, Costo y Cantidad deben ser mayores a 0.'),
    ).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/products')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Precio'), ',56');
    expect(within(dialog).getByText('Se guardará: $1,234.56')).toBeInTheDocument();
    expect(within(dialog).getByText('Se guardará: $245.67')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Añadir Producto' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/products')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/products')[0]?.body).toMatchObject({ price: 1234.56, cost: 245.67 });
  });

  it('edits a price typed "245,67" as 245.67', async () => {
    const user = renderWithApp(<ProductsList />);
    await screen.findByText('Harina PAN');
    await user.click(screen.getAllByRole('button', { name: 'Editar Harina PAN' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Editar Producto' });
    const price = within(dialog).getByLabelText('Precio');
    expect(price).toHaveValue('1.5');
    await user.clear(price);
    await user.type(price, '245,67');
    expect(within(dialog).getByText('Se guardará: $245.67')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/products/${HARINA.id}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/products/${HARINA.id}`)[0]?.body).toMatchObject({ price: 245.67 });
  });

  it("sends the product and shows the server's error list joined by newlines", async () => {
    const user = renderWithApp(<ProductsList />);
    await screen.findByText('Harina PAN');
    await user.click(screen.getAllByRole('button', { name: 'Añadir Producto' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Añadir Producto' });
    await user.type(within(dialog).getByLabelText('Nombre'), 'Queso');
    await user.type(within(dialog).getByLabelText('SKU'), 'QUE-1');
    await user.type(within(dialog).getByLabelText('Precio'), '4,5');
    await user.type(within(dialog).getByLabelText('Costo'), '3');
    await user.type(within(dialog).getByLabelText('Cantidad'), '12');
    const handler = serveProducts([HARINA]);
    api.setHandler((call) =>
      call.method === 'POST'
        ? jsonResponse(400, {
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: 'Datos inválidos.',
            errors: ['Ya existe un producto con este SKU.', 'Otro problema.'],
          })
        : handler(call),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Añadir Producto' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Ya existe un producto con este SKU.\nOtro problema.');
    expect(api.callsTo('POST', '/api/products')[0]?.body).toEqual({
      name: 'Queso',
      sku: 'QUE-1',
      price: 4.5,
      cost: 3,
      quantity: 12,
      // Design §13: what the form starts with, sold by the unit as every product was before.
      unit: 'UNIT',
      minStock: 5,
      // No code typed: none (design §13); no category either.
      barcode: null,
      category: null,
    });
  });
});
