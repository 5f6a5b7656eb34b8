import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { createQueryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { jsonResponse, listBody, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { validToken } from '@/testing/tokens';
import { ProductsQuickView } from './products-quick-view';

const HARINA: TProduct = {
  id: '0190f5a2-0000-7000-8000-000000000001',
  name: 'Harina PAN',
  sku: 'HAR-1',
  price: 1.5,
  cost: 1,
  quantity: 1,
  image_url: null,
  description: null,
  createdAt: '2025-07-01T12:00:00.000Z',
  minStock: 5,
  barcode: null,
  unit: 'UNIT',
  category: null,
  taxClass: 'GENERAL',
};

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the strip tells the cart what it reads', () => {
  it('writes the stock of each product into its cart line, so a line sold elsewhere is over its stock', async () => {
    // Two units in the cart from earlier, when there were four; the shop now has one.
    useAppStore.setState({
      cartItems: [
        {
          productId: HARINA.id,
          name: HARINA.name,
          price: 1.5,
          quantity: 2,
          image_url: null,
          availableStock: 4,
        },
      ],
    });
    mockApi((call) => (call.path === '/api/products' ? jsonResponse(200, listBody([HARINA])) : undefined));
    renderWithProviders(<ProductsQuickView />, { queryClient: createQueryClient() });
    expect(await screen.findByText('Stock: 1')).toBeInTheDocument();
    expect(useAppStore.getState().cartItems).toEqual([
      expect.objectContaining({ productId: HARINA.id, quantity: 2, availableStock: 1 }),
    ]);
  });
});
