import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { ALL_ABOVE_MINIMUM } from '@/components/low-stock-badge';
import { paths } from '@/config/paths';
import { resetAppStore, setSession } from '@/testing/app-store';
import { listBody, mockApiRoutes, type TApiCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { setScreen } from '@/testing/screen-size';
import { validToken } from '@/testing/tokens';
import { ProductsList } from './products-list';

// Design §13 on the products list: the "Por agotarse" filter, the low-stock mark, each product's history, and
// the minimum in the product form.

function product(n: number, changes: Partial<TProduct> = {}): TProduct {
  return {
    id: `0190f5a2-0000-7000-8000-${String(n).padStart(12, '0')}`,
    name: `Producto ${n}`,
    sku: `SKU-${n}`,
    price: 10,
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

const HARINA = product(1, { name: 'Harina PAN', quantity: 3, minStock: 5 });
const ARROZ = product(2, { name: 'Arroz', quantity: 8, minStock: 8 });
const CAFE = product(3, { name: 'Café', quantity: 40, minStock: 10 });
const ALL = [HARINA, ARROZ, CAFE];

/** GET /products answering `lowStock=true` with those at or below their minimum, like the server. */
function serve(all: TProduct[] = ALL) {
  const calls = mockApiRoutes({
    'GET /products': (_body, url) => {
      const isLow = url.searchParams.get('lowStock') === 'true';
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const found = all
        .filter((item) => !isLow || item.quantity <= item.minStock)
        .filter((item) => item.name.toLowerCase().includes(search));
      return { body: listBody(found) };
    },
    'POST /products': (body) => ({ status: 201, body: { data: { ...HARINA, ...(body as object) } } }),
    [`PUT /products/${CAFE.id}`]: (body) => ({ body: { data: { ...CAFE, ...(body as object) } } }),
  });
  return calls;
}

const productListCalls = (calls: TApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/products');

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
  setScreen('phone');
});

describe('the "Por agotarse" filter', () => {
  it('asks for lowStock=true from page 1, keeps it in the URL with the search, and turns off again', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithProviders(<ProductsList />, { route: paths.dashboard.products });
    await screen.findByRole('heading', { name: 'Café' });

    await user.click(screen.getByRole('checkbox', { name: 'Por agotarse' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Café' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Harina PAN' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Arroz' })).toBeInTheDocument();
    const filtered = productListCalls(calls).at(-1)!;
    expect(filtered.params.get('lowStock')).toBe('true');
    expect(filtered.params.get('page')).toBe('1');
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/products?filtro=por-agotarse');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'arroz');
    await waitFor(() => expect(productListCalls(calls).at(-1)?.params.get('search')).toBe('arroz'));
    expect(productListCalls(calls).at(-1)?.params.get('lowStock')).toBe('true');

    await user.click(screen.getByRole('checkbox', { name: 'Por agotarse' }));
    await waitFor(() => expect(productListCalls(calls).at(-1)?.params.has('lowStock')).toBe(false));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard\/products$/);
  });

  it('opens filtered from the dashboard’s link, and says when nothing runs low', async () => {
    const calls = serve([CAFE]);
    renderWithProviders(<ProductsList />, { route: paths.dashboard.lowStockProducts });
    expect(await screen.findByText(ALL_ABOVE_MINIMUM)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Por agotarse' })).toBeChecked();
    expect(productListCalls(calls)[0]?.params.get('lowStock')).toBe('true');
  });
});

describe('each product on the list', () => {
  it('marks those at or below their minimum and shows the minimum', async () => {
    serve();
    renderWithProviders(<ProductsList />, { route: paths.dashboard.products });
    const cards = within(await screen.findByRole('list', { name: 'Productos' })).getAllByRole('listitem');
    const [harina, arroz, cafe] = cards;
    expect(harina).toHaveTextContent('Stock: 3Mín. 5Por agotarse');
    expect(arroz).toHaveTextContent('Stock: 8Mín. 8Por agotarse');
    expect(cafe).toHaveTextContent('Stock: 40Mín. 10');
    expect(within(cafe!).queryByText('Por agotarse')).not.toBeInTheDocument();
  });

  it('marks them in the table too', async () => {
    setScreen('large');
    serve();
    renderWithProviders(<ProductsList />, { route: paths.dashboard.products });
    const table = await screen.findByRole('table', { name: 'Productos' });
    expect(within(table).getByRole('row', { name: /Harina PAN/ })).toHaveTextContent('Por agotarse');
    expect(within(table).getByRole('row', { name: /Café/ })).not.toHaveTextContent('Por agotarse');
  });

  it('opens its history', async () => {
    serve();
    renderWithProviders(<ProductsList />, { route: paths.dashboard.products });
    expect(await screen.findByRole('link', { name: 'Historial de Harina PAN' })).toHaveAttribute(
      'href',
      `/dashboard/products/${HARINA.id}/movimientos`,
    );
  });
});

describe('"Stock mínimo" in the product form', () => {
  it('starts at 5 for a new product and sends what the seller types', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithProviders(<ProductsList />, { route: paths.dashboard.products });
    await user.click(await screen.findByRole('button', { name: 'Añadir Producto' }));
    const dialog = screen.getByRole('dialog', { name: 'Añadir Producto' });
    const minimum = within(dialog).getByLabelText('Stock mínimo');
    expect(minimum).toHaveValue(5);
    await user.type(within(dialog).getByLabelText('Nombre'), 'Queso');
    await user.type(within(dialog).getByLabelText('SKU'), 'QUE-1');
    await user.type(within(dialog).getByLabelText('Precio'), '4');
    await user.type(within(dialog).getByLabelText('Costo'), '3');
    await user.type(within(dialog).getByLabelText('Cantidad'), '12');
    await user.clear(minimum);
    await user.type(minimum, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir Producto' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ minStock: 8 }),
    );
  });

  it('edits the product’s own minimum and refuses one that is not a whole number of 0 or more', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithProviders(<ProductsList />, { route: paths.dashboard.products });
    await user.click(await screen.findByRole('button', { name: 'Editar Café' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Producto' });
    const minimum = within(dialog).getByLabelText('Stock mínimo');
    expect(minimum).toHaveValue(10);
    await user.clear(minimum);
    await user.type(minimum, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await within(dialog).findByText(VALIDATION.minStockFormat)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(minimum);
    await user.type(minimum, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ id: CAFE.id, minStock: 0 }),
    );
  });
});
