import { describe, it, expect } from 'vitest';
import {
  canReceivePayment,
  saleBalance,
  saleRequestTotal,
  ZSaleCreateRequest,
  ZSaleListQuery,
} from './sales';
import { firstMessage } from './test-utils';

const productId = '0190f0a0-1234-7abc-8def-0123456789ab';
const clientId = '0190f0a0-5678-7abc-8def-0123456789ab';

describe('ZSaleCreateRequest', () => {
  it('defaults to a PAID cash sale', () => {
    const sale = ZSaleCreateRequest.parse({ items: [{ productId, quantity: 2, price: 3.5 }] });
    expect(sale.status).toBe('PAID');
    expect(sale.paymentMethod).toBe('CASH');
    expect(sale.clientId).toBeUndefined();
  });

  it('accepts extra charges as named lines without a product', () => {
    const sale = ZSaleCreateRequest.parse({
      items: [
        { productId, quantity: 1, price: 10 },
        { name: ' Delivery ', quantity: 1, price: 2 },
      ],
    });
    expect(sale.items[1]).toEqual({ productId: undefined, name: 'Delivery', quantity: 1, price: 2 });
  });

  it('refuses a line with neither product nor name', () => {
    expect(
      firstMessage(ZSaleCreateRequest, { items: [{ name: ' ', quantity: 1, price: 2 }] }, 'items.0.name'),
    ).toBe('Cada cargo adicional necesita un nombre.');
  });

  it('refuses an empty cart', () => {
    expect(firstMessage(ZSaleCreateRequest, { items: [] }, 'items')).toBe('El carrito está vacío.');
  });

  it('needs whole quantities of at least 1', () => {
    expect(ZSaleCreateRequest.safeParse({ items: [{ productId, quantity: 0, price: 1 }] }).success).toBe(
      false,
    );
    expect(ZSaleCreateRequest.safeParse({ items: [{ productId, quantity: 1.5, price: 1 }] }).success).toBe(
      false,
    );
  });

  it('requires a client for a PENDING sale', () => {
    expect(
      firstMessage(
        ZSaleCreateRequest,
        { items: [{ productId, quantity: 1, price: 1 }], status: 'PENDING' },
        'clientId',
      ),
    ).toBe('Debes seleccionar un cliente para una venta pendiente.');
    expect(
      ZSaleCreateRequest.safeParse({
        items: [{ productId, quantity: 1, price: 1 }],
        status: 'PENDING',
        clientId,
      }).success,
    ).toBe(true);
  });

  it('accepts an initial payment only on PENDING sales and below the total', () => {
    const items = [{ productId, quantity: 2, price: 5 }];
    expect(
      ZSaleCreateRequest.parse({ items, status: 'PENDING', clientId, initialPaymentAmount: 4 })
        .initialPaymentAmount,
    ).toBe(4);
    expect(firstMessage(ZSaleCreateRequest, { items, initialPaymentAmount: 4 }, 'initialPaymentAmount')).toBe(
      'El abono inicial solo aplica a ventas pendientes.',
    );
    expect(
      firstMessage(
        ZSaleCreateRequest,
        { items, status: 'PENDING', clientId, initialPaymentAmount: 10 },
        'initialPaymentAmount',
      ),
    ).toBe('El abono inicial debe ser menor al total de la venta.');
  });

  it('ignores a smuggled userId or total', () => {
    const sale = ZSaleCreateRequest.parse({
      items: [{ productId, quantity: 1, price: 1 }],
      userId: 'x',
      total: 0,
    });
    expect(sale).not.toHaveProperty('userId');
    expect(sale).not.toHaveProperty('total');
  });
});

describe('sale helpers', () => {
  it('totals request lines exactly', () => {
    expect(
      saleRequestTotal([
        { quantity: 3, price: 0.1 },
        { quantity: 1, price: 0.2 },
      ]),
    ).toBe(0.5);
  });

  it('computes the balance and whether instalments are possible', () => {
    expect(saleBalance({ total: 10, totalPaid: 9.7 })).toBe(0.3);
    expect(saleBalance({ total: 10, totalPaid: 12 })).toBe(0);
    expect(canReceivePayment({ status: 'PENDING', total: 10, totalPaid: 4 })).toBe(true);
    expect(canReceivePayment({ status: 'PENDING', total: 10, totalPaid: 10 })).toBe(false);
    expect(canReceivePayment({ status: 'PAID', total: 10, totalPaid: 4 })).toBe(false);
  });
});

describe('ZSaleListQuery', () => {
  it('filters by status and seller, all means no filter', () => {
    expect(ZSaleListQuery.parse({ status: 'PENDING', sellerName: ' Ana ' })).toMatchObject({
      status: 'PENDING',
      sellerName: 'Ana',
    });
    expect(ZSaleListQuery.parse({ status: 'all' }).status).toBeUndefined();
    expect(ZSaleListQuery.safeParse({ status: 'REFUNDED' }).success).toBe(false);
  });
});
