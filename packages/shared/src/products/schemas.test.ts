import { describe, it, expect } from 'vitest';
import { ZProductCreateRequest, ZProductListQuery, ZProductUpdateRequest } from './schemas';
import { firstMessage } from '../testing/schema-messages';

const ok = { name: 'Arroz', sku: 'ARZ-1', price: 2.5, cost: 1.75, quantity: 10 };

describe('ZProductCreateRequest', () => {
  it('accepts a product and drops unknown fields', () => {
    expect(ZProductCreateRequest.parse({ ...ok, userId: 'someone-else' })).toEqual({
      ...ok,
      image_url: undefined,
      description: undefined,
      unit: 'UNIT',
    });
  });

  it('keeps a product sold by the unit whole, with the spec message, and weighs kg, g and L to 3 decimals', () => {
    expect(firstMessage(ZProductCreateRequest, { ...ok, quantity: 2.5 }, 'quantity')).toBe(
      'La cantidad debe ser un número entero.',
    );
    expect(ZProductCreateRequest.parse({ ...ok, unit: 'KG', quantity: 2.5 })).toMatchObject({
      unit: 'KG',
      quantity: 2.5,
    });
    expect(firstMessage(ZProductCreateRequest, { ...ok, unit: 'KG', quantity: 2.5005 }, 'quantity')).toBe(
      'La cantidad admite como máximo 3 decimales.',
    );
    expect(firstMessage(ZProductCreateRequest, { ...ok, unit: 'LB' }, 'unit')).toBe(
      'Elige una unidad válida: Unidad, Kg, g o L.',
    );
  });

  it('requires a name and a SKU', () => {
    expect(firstMessage(ZProductCreateRequest, { ...ok, name: '  ' }, 'name')).toBe(
      'Nombre y SKU son obligatorios.',
    );
    expect(firstMessage(ZProductCreateRequest, { ...ok, sku: '' }, 'sku')).toBe(
      'Nombre y SKU son obligatorios.',
    );
  });

  it.each(['price', 'cost', 'quantity'])('requires %s above 0', (field) => {
    expect(firstMessage(ZProductCreateRequest, { ...ok, [field]: 0 }, field)).toBe(
      'Precio, Costo y Cantidad deben ser mayores a 0.',
    );
    expect(firstMessage(ZProductCreateRequest, { ...ok, [field]: Number.NaN }, field)).toBe(
      'Precio, Costo y Cantidad deben ser mayores a 0.',
    );
  });

  it('requires a whole quantity and prices with cents at most', () => {
    expect(ZProductCreateRequest.safeParse({ ...ok, quantity: 1.5 }).success).toBe(false);
    expect(ZProductCreateRequest.safeParse({ ...ok, price: 1.234 }).success).toBe(false);
  });

  it('checks the image URL when given', () => {
    expect(ZProductCreateRequest.safeParse({ ...ok, image_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(ZProductCreateRequest.parse({ ...ok, image_url: 'https://cdn.example.com/a.png' }).image_url).toBe(
      'https://cdn.example.com/a.png',
    );
  });
});

describe('ZProductUpdateRequest', () => {
  it('allows zeros (no "greater than 0" check on edit) but not negatives', () => {
    expect(ZProductUpdateRequest.safeParse({ ...ok, price: 0, cost: 0, quantity: 0 }).success).toBe(true);
    expect(ZProductUpdateRequest.safeParse({ ...ok, quantity: -1 }).success).toBe(false);
  });

  it('accepts the id in the body', () => {
    expect(ZProductUpdateRequest.parse({ ...ok, id: '0190f0a0-1234-7abc-8def-0123456789ab' }).id).toBe(
      '0190f0a0-1234-7abc-8def-0123456789ab',
    );
  });
});

describe('ZProductListQuery', () => {
  it('pages by 10 by default', () => {
    expect(ZProductListQuery.parse({ search: '' })).toEqual({
      page: 1,
      pageSize: 10,
      search: undefined,
      lowStock: false,
    });
    expect(ZProductListQuery.parse({ lowStock: 'true', barcode: ' 759 ' })).toMatchObject({
      lowStock: true,
      barcode: '759',
    });
  });
});
