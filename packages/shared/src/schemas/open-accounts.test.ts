import { describe, it, expect } from 'vitest';
import { ZCheckAndCloseAllResponse, ZOpenAccount, ZOpenAccountListQuery } from './open-accounts';

describe('ZOpenAccountListQuery', () => {
  it('trims the search and omits it when blank, 10 per page', () => {
    expect(ZOpenAccountListQuery.parse({ search: '  María ' })).toEqual({
      page: 1,
      pageSize: 10,
      search: 'María',
    });
    expect(ZOpenAccountListQuery.parse({ search: '   ' }).search).toBeUndefined();
  });
});

describe('ZOpenAccount', () => {
  it('describes an account with its sales, items and payments', () => {
    const account = {
      id: 'a1',
      status: 'OPEN',
      createdAt: '2025-07-01T15:00:00.000Z',
      closedAt: null,
      client: { id: 'c1', name: 'María' },
      sales: [
        {
          id: 's1',
          createdAt: '2025-07-01T15:00:00.000Z',
          status: 'PENDING',
          total: 10,
          totalPaid: 4,
          items: [{ id: 'i1', productId: null, name: 'Delivery', quantity: 1, price: 10, product: null }],
          payments: [
            {
              id: 'p1',
              saleId: 's1',
              amount: 4,
              method: 'CASH',
              referenceNumber: null,
              createdAt: '2025-07-02T15:00:00Z',
            },
          ],
        },
      ],
      totalAmount: 10,
      totalPaidOnThisAccount: 4,
      totalOwed: 6,
    };
    expect(ZOpenAccount.parse(account)).toEqual(account);
    expect(ZOpenAccount.safeParse({ ...account, status: 'closed' }).success).toBe(false);
  });

  it('check-and-close-all answers a count and a message', () => {
    expect(ZCheckAndCloseAllResponse.parse({ closed: 2, message: 'Se cerraron 2 cuentas.' }).closed).toBe(2);
  });
});
