import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TProduct } from '@cuadre/shared/products/schemas';
import type { TShop } from '@cuadre/shared/team/schemas';
import { sampleShop } from '@/testing/shop';
import { SHOP_QUERY_KEY } from '@/lib/query-keys';
import { resetAppStore, setSession } from '@/testing/app-store';
import { mockApiRoutes, type TApiCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { validToken } from '@/testing/tokens';
import { ProductFormDialog } from './product-form-dialog';

// Decision record 032 in the product form: "IVA" (the product's class) is asked, and sent, only where the shop
// charges IVA.

const SAVED: TProduct = {
  id: '0190f5a2-0000-7000-8000-000000000001',
  name: 'Arroz Mary',
  sku: 'ARR-1',
  price: 5,
  cost: 3,
  quantity: 10,
  image_url: null,
  description: null,
  createdAt: '2025-07-01T12:00:00.000Z',
  minStock: 5,
  barcode: null,
  unit: 'UNIT',
  category: null,
  taxClass: 'REDUCED',
};

/** GET /shop as the form reads it: only whether the shop charges IVA matters here. */
function shopWith(chargesIva: boolean): TShop {
  return sampleShop({ chargesIva });
}

/** What the form wrote: it also reads the shop, to know whether to ask for the IVA class. */
const writes = (calls: TApiCall[]) => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
});

/** The form for `product` (null: a new one), against a shop that charges IVA or not, once GET /shop has answered. */
async function renderForm({
  chargesIva,
  product = null,
}: {
  chargesIva: boolean;
  product?: TProduct | null;
}) {
  const calls = mockApiRoutes({
    'GET /shop': () => ({ body: { data: shopWith(chargesIva) } }),
    'POST /products': (body) => ({ status: 201, body: { data: { ...SAVED, ...(body as object) } } }),
    [`PUT /products/${SAVED.id}`]: (body) => ({ body: { data: { ...SAVED, ...(body as object) } } }),
  });
  const user = userEvent.setup();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  renderWithProviders(<ProductFormDialog open onClose={() => {}} product={product} />, { queryClient });
  await waitFor(() =>
    expect(queryClient.getQueryState([...SHOP_QUERY_KEY, 'settings'])?.status).toBe('success'),
  );
  const form = screen.getByRole('dialog', { name: product ? 'Editar Producto' : 'Añadir Producto' });
  return { user, form, calls };
}

async function fillNewProduct(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Nombre'), 'Arroz Mary');
  await user.type(within(form).getByLabelText('SKU'), 'ARR-1');
  await user.type(within(form).getByLabelText('Precio'), '5');
  await user.type(within(form).getByLabelText('Costo'), '3');
  await user.type(within(form).getByLabelText('Cantidad'), '10');
}

const ivaSelect = (form: HTMLElement) => within(form).findByRole('combobox', { name: 'IVA' });

describe('a shop that charges IVA', () => {
  it('offers the three classes, General by default, and creates a product with "Reducida (8 %)"', async () => {
    const { user, form, calls } = await renderForm({ chargesIva: true });
    const select = await ivaSelect(form);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['General (16 %)', 'Reducida (8 %)', 'Exento']);
    expect(select).toHaveDisplayValue('General (16 %)');

    await fillNewProduct(user, form);
    await user.selectOptions(select, 'Reducida (8 %)');
    await user.click(within(form).getByRole('button', { name: 'Añadir Producto' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', path: '/products' });
    expect(writes(calls)[0]?.body).toMatchObject({
      name: 'Arroz Mary',
      sku: 'ARR-1',
      price: 5,
      cost: 3,
      quantity: 10,
      taxClass: 'REDUCED',
    });
  });

  it('shows a reduced product’s class when editing it, and saves the class chosen', async () => {
    const { user, form, calls } = await renderForm({ chargesIva: true, product: SAVED });
    const select = await ivaSelect(form);
    expect(select).toHaveDisplayValue('Reducida (8 %)');

    await user.selectOptions(select, 'Exento');
    await user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', path: `/products/${SAVED.id}` });
    expect(writes(calls)[0]?.body).toMatchObject({ taxClass: 'EXEMPT' });
  });
});

describe('a shop that does not charge IVA', () => {
  it('asks nothing of IVA and creates the product without a class', async () => {
    const { user, form, calls } = await renderForm({ chargesIva: false });
    expect(within(form).queryByRole('combobox', { name: 'IVA' })).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('IVA')).not.toBeInTheDocument();

    await fillNewProduct(user, form);
    await user.click(within(form).getByRole('button', { name: 'Añadir Producto' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({ name: 'Arroz Mary', price: 5 });
    expect(writes(calls)[0]?.body).not.toHaveProperty('taxClass');
  });

  it('keeps a product’s stored class when editing it: the body has no class', async () => {
    const { user, form, calls } = await renderForm({ chargesIva: false, product: SAVED });
    expect(within(form).queryByRole('combobox', { name: 'IVA' })).not.toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Precio'));
    await user.type(within(form).getByLabelText('Precio'), '6');
    await user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({ price: 6 });
    expect(writes(calls)[0]?.body).not.toHaveProperty('taxClass');
  });
});
