import type { TProduct } from '@cuadre/shared/products/schemas';
import type { TStockMovement } from '@cuadre/shared/stock/schemas';

/** A product of the test shop: `n` makes its id (a UUID, as the shared schemas demand) and its name. */
export function stockProduct(n: number, changes: Partial<TProduct> = {}): TProduct {
  return {
    id: `0190f5a2-0000-7000-8000-${String(n).padStart(12, '0')}`,
    name: `Producto ${n}`,
    sku: `SKU-${n}`,
    price: 10,
    cost: 5,
    quantity: 20,
    image_url: null,
    description: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    minStock: 5,
    barcode: null,
    unit: 'UNIT',
    category: null,
    taxClass: 'GENERAL',
    ...changes,
  };
}

export function stockMovement(changes: Partial<TStockMovement> = {}): TStockMovement {
  return {
    id: '0190f5a2-1111-7000-8000-000000000001',
    kind: 'OPENING',
    quantity: 10,
    stockAfter: 10,
    unitCost: 5,
    reason: null,
    note: null,
    documentId: null,
    createdAt: '2026-03-02T14:05:00.000Z',
    ...changes,
  };
}
