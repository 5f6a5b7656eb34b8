import { describe, expect, it } from 'vitest';
import { placeFieldErrors } from './field';

const SHARED = 'Precio, Costo y Cantidad deben ser mayores a 0.';
const FIELDS = ['price', 'cost', 'quantity'] as const;

describe('placeFieldErrors', () => {
  it('shows a message shared by several fields once, under the last of them; the others point to it', () => {
    const placed = placeFieldErrors('f', FIELDS, (field) => (field === 'cost' ? undefined : SHARED), [
      SHARED,
    ]);
    expect(placed).toEqual({
      price: { errorShownAt: 'f-quantity-error' },
      cost: {},
      quantity: { error: SHARED, errorId: 'f-quantity-error' },
    });
  });

  it('keeps any other message under its own field, even when two fields have the same one', () => {
    const decimals = 'El monto debe tener como máximo 2 decimales';
    const messages = { price: decimals, cost: decimals, quantity: SHARED } as const;
    const placed = placeFieldErrors('f', FIELDS, (field) => messages[field], [SHARED]);
    expect(placed).toEqual({
      price: { error: decimals, errorId: 'f-price-error' },
      cost: { error: decimals, errorId: 'f-cost-error' },
      quantity: { error: SHARED, errorId: 'f-quantity-error' },
    });
  });
});
