import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { createQueryClient } from '@/lib/query-client';
import { resetAppStore, setSession } from '@/testing/app-store';
import { jsonResponse, listBody, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { validToken } from '@/testing/tokens';
import { ProductsList } from './products-list';

// A product's category (the seller's own grouping, or what another program's export called it) is shown and
// changed in the product form.

const REFRESCO: TProduct = {
  id: '0190f5a2-0000-7000-8000-000000000001',
  name: 'Refresco — 355 ml',
  sku: 'REF-355',
  price: 1,
  cost: 0.6,
  quantity: 24,
  image_url: null,
  description: null,
  createdAt: '2025-07-01T12:00:00.000Z',
  minStock: 5,
  barcode: null,
  unit: 'UNIT',
  category: 'Bebidas',
  taxClass: 'GENERAL',
};

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
  api = mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/products')
      return jsonResponse(200, listBody([REFRESCO]));
    if (call.method === 'PUT') return jsonResponse(200, { data: REFRESCO });
    return undefined;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the product form’s category', () => {
  it('shows the stored category and sends the one typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductsList />, { queryClient: createQueryClient() });
    await screen.findAllByText('Refresco — 355 ml');
    await user.click(screen.getAllByRole('button', { name: 'Editar Refresco — 355 ml' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Editar Producto' });
    const category = within(dialog).getByLabelText('Categoría (opcional)');
    expect(category).toHaveValue('Bebidas');
    await user.clear(category);
    await user.type(category, 'Refrescos');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/products/${REFRESCO.id}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/products/${REFRESCO.id}`)[0]?.body).toMatchObject({
      category: 'Refrescos',
    });
  });
});
