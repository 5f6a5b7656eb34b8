import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { createQueryClient } from '@/lib/query-client';
import { resetAppStore, setSession } from '@/testing/app-store';
import { jsonResponse, listBody, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { setScreen } from '@/testing/screen-size';
import { validToken } from '@/testing/tokens';
import { ProductsList } from './products-list';

// Design §13 "Units" in the products screen: a product weighed in kg is created, shown and edited as one.

const QUESO: TProduct = {
  id: '0190f5a2-0000-7000-8000-000000000001',
  name: 'Queso blanco',
  sku: 'QUE-1',
  price: 8,
  cost: 5,
  quantity: 4.25,
  image_url: null,
  description: null,
  createdAt: '2025-07-01T12:00:00.000Z',
  minStock: 2,
  barcode: null,
  unit: 'KG',
  category: null,
  taxClass: 'GENERAL',
};

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
  api = mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/products') return jsonResponse(200, listBody([QUESO]));
    if (call.method === 'POST' || call.method === 'PUT') return jsonResponse(201, { data: QUESO });
    return undefined;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openAddForm() {
  const user = userEvent.setup();
  renderWithProviders(<ProductsList />, { queryClient: createQueryClient() });
  await screen.findAllByText('Queso blanco');
  await user.click(screen.getAllByRole('button', { name: 'Añadir Producto' })[0]!);
  const dialog = screen.getByRole('dialog', { name: 'Añadir Producto' });
  await user.type(within(dialog).getByLabelText('Nombre'), 'Queso blanco');
  await user.type(within(dialog).getByLabelText('SKU'), 'QUE-2');
  await user.type(within(dialog).getByLabelText('Precio'), '8');
  await user.type(within(dialog).getByLabelText('Costo'), '5');
  return { user, dialog };
}

describe('products sold by weight (design §13)', () => {
  it('shows the stock of a weighed product as a seller reads it, with the price per kg', async () => {
    renderWithProviders(<ProductsList />, { queryClient: createQueryClient() });
    const card = (await screen.findByRole('heading', { name: 'Queso blanco' })).parentElement!;
    expect(within(card).getByText('Stock: 4,25 kg')).toBeInTheDocument();
    expect(within(card).getByText('Mín. 2 kg')).toBeInTheDocument();
    expect(within(card).getByText('$8.00 /kg')).toBeInTheDocument();
  });

  it('shows "4,25 kg" in the Cantidad cell of the table', async () => {
    setScreen('large');
    renderWithProviders(<ProductsList />, { queryClient: createQueryClient() });
    const table = await screen.findByRole('table', { name: 'Productos' });
    expect(within(table).getByRole('row', { name: /Queso blanco .*4,25 kg/ })).toBeInTheDocument();
  });

  it('creates a product in Kg with "2,5" typed with a comma', async () => {
    const { user, dialog } = await openAddForm();
    const unit = within(dialog).getByLabelText('Unidad de venta');
    expect(unit).toHaveValue('UNIT');
    expect(
      within(unit)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Unidad', 'Kg', 'g', 'L']);
    await user.selectOptions(unit, 'Kg');
    const quantity = within(dialog).getByLabelText('Cantidad');
    expect(quantity).toHaveAttribute('inputmode', 'decimal');
    expect(quantity).toHaveAccessibleDescription('kg');
    await user.type(quantity, '2,5');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir Producto' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/products')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/products')[0]?.body).toMatchObject({ unit: 'KG', quantity: 2.5 });
  });

  it('refuses 4 decimals of a kg in its own words, and 2,5 of a product sold by the unit as before', async () => {
    const { user, dialog } = await openAddForm();
    await user.selectOptions(within(dialog).getByLabelText('Unidad de venta'), 'Kg');
    await user.type(within(dialog).getByLabelText('Cantidad'), '2,5005');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir Producto' }));
    expect(await within(dialog).findByText('Usa como máximo 3 decimales.')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Unidad de venta'), 'Unidad');
    const quantity = within(dialog).getByLabelText('Cantidad');
    expect(quantity).toHaveAttribute('type', 'number');
    await user.clear(quantity);
    await user.type(quantity, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir Producto' }));
    expect(await within(dialog).findByText(VALIDATION.productQuantityInteger)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/products')).toHaveLength(0);
  });

  it('keeps the unit of the product it edits', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductsList />, { queryClient: createQueryClient() });
    await screen.findAllByText('Queso blanco');
    await user.click(screen.getAllByRole('button', { name: 'Editar Queso blanco' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Editar Producto' });
    expect(within(dialog).getByLabelText('Unidad de venta')).toHaveValue('KG');
    const quantity = within(dialog).getByLabelText('Cantidad');
    expect(quantity).toHaveValue('4,25');
    await user.clear(quantity);
    await user.type(quantity, '4,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/products/${QUESO.id}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/products/${QUESO.id}`)[0]?.body).toMatchObject({
      unit: 'KG',
      quantity: 4.5,
    });
  });
});
