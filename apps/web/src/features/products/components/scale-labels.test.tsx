import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TProduct } from '@cuadre/shared/products/schemas';
import type { TScaleBarcode } from '@cuadre/shared/products/scale-barcode';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { listBody, mockApiRoutes, type TApiCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { validToken } from '@/testing/tokens';
import { CART_ADD_TEXTS } from './cart-add-note';
import { CART_SEARCH_TEXTS, CartProductSearch } from './cart-product-search';

// Labels of the shop's scale in the cart: EAN-13 of prefix 20–29 with the product's scale code and its weight in
// grams or its price in cents, laid out as the shop said in Perfil → Balanza.

const TIMEOUT = 30_000;

function product(n: number, changes: Partial<TProduct>): TProduct {
  return {
    id: `0190f5a2-0000-7000-8000-${String(n).padStart(12, '0')}`,
    name: `Producto ${n}`,
    sku: `SKU-${n}`,
    price: 8,
    cost: 5,
    quantity: 20,
    image_url: null,
    description: null,
    createdAt: '2025-07-01T12:00:00.000Z',
    minStock: 0,
    barcode: null,
    unit: 'KG',
    category: null,
    taxClass: 'GENERAL',
    ...changes,
  };
}

// The queso's scale code is 123 (the label prints 00123); the jamón's is 00045 as printed.
const QUESO = product(1, { name: 'Queso llanero', price: 8, barcode: '123' });
const JAMON = product(2, { name: 'Jamón de pierna', price: 7.25, barcode: '00045' });
const PAN = product(3, { name: 'Pan campesino', unit: 'UNIT', price: 2, barcode: '00077' });
// A product whose own barcode falls in the in-store range: it is no label, and is sold as it is.
const BOLSA = product(4, { name: 'Bolsa de hielo', unit: 'UNIT', price: 1, barcode: '2099999000106' });

function serve(layout: TScaleBarcode | null): TApiCall[] {
  return mockApiRoutes({
    'GET /shop': () => ({ body: { data: { scaleBarcode: layout } } }),
    'GET /products': (_body, url) => {
      const barcode = url.searchParams.get('barcode');
      return { body: listBody([QUESO, JAMON, PAN, BOLSA].filter((item) => item.barcode === barcode)) };
    },
  });
}

const cartQuantity = (id: string) =>
  useAppStore.getState().cartItems.find((item) => item.productId === id)?.quantity ?? 0;
const searchBox = () => screen.getByRole('searchbox', { name: CART_SEARCH_TEXTS.label });

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
});

describe('scale labels in the cart', () => {
  it(
    'adds the weight of a weight label, and a second label of the same product on top',
    async () => {
      serve({ prefix: '20', codeDigits: 5, valueKind: 'WEIGHT' });
      const scanner = userEvent.setup({ delay: null });
      renderWithProviders(<CartProductSearch />);
      // 20 00123 01250 6: the queso, 1,250 kg.
      await scanner.type(searchBox(), '2000123012506{Enter}');
      expect(await screen.findByRole('status')).toHaveTextContent(
        CART_ADD_TEXTS.added('Queso llanero', '1,25 kg'),
      );
      expect(cartQuantity(QUESO.id)).toBe(1.25);
      // 20 00123 00500 3: another piece of 0,500 kg.
      await scanner.type(searchBox(), '2000123005003{Enter}');
      await waitFor(() => expect(cartQuantity(QUESO.id)).toBe(1.75));
      expect(searchBox()).toHaveValue('');
    },
    TIMEOUT,
  );

  it(
    'adds what a price label’s price buys, to the gram; refuses a label of a product sold by the unit',
    async () => {
      serve({ prefix: '21', codeDigits: 5, valueKind: 'PRICE' });
      const scanner = userEvent.setup({ delay: null });
      renderWithProviders(<CartProductSearch />);
      // 21 00045 00899 8: $8.99 of jamón at $7.25 a kilo, 1,240 kg.
      await scanner.type(searchBox(), '2100045008998{Enter}');
      await waitFor(() => expect(cartQuantity(JAMON.id)).toBe(1.24));
      // 21 00077 00200 1: the pan is sold by the unit.
      await scanner.type(searchBox(), '2100077002001{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent('Pan campesino, que no se vende por peso');
      expect(cartQuantity(PAN.id)).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'sells a product’s own in-store barcode as it is when no scale code matches, and reads no label without a scale',
    async () => {
      serve({ prefix: '20', codeDigits: 5, valueKind: 'WEIGHT' });
      const scanner = userEvent.setup({ delay: null });
      renderWithProviders(<CartProductSearch />);
      await scanner.type(searchBox(), '2099999000106{Enter}');
      await waitFor(() => expect(cartQuantity(BOLSA.id)).toBe(1));
    },
    TIMEOUT,
  );
});
