/** A sample account for this feature's tests. */
import type { TOpenAccount } from '@cuadre/shared/open-accounts/schemas';

export const ACCOUNT_ID = '0190f0a0-aaaa-7000-8000-000000000001';

/** María's OPEN account: one PENDING sale (Harina PAN × 2 and a Delivery) with one transfer of $200. */
export function openAccount(overrides: Partial<TOpenAccount> = {}): TOpenAccount {
  const saleId = '0190f0a1-bbbb-7000-8000-000000000002';
  return {
    id: ACCOUNT_ID,
    status: 'OPEN',
    createdAt: '2025-07-01T15:00:00.000Z',
    closedAt: null,
    client: { id: 'c1', name: 'María Pérez' },
    sales: [
      {
        id: saleId,
        createdAt: '2025-07-01T15:00:00.000Z',
        status: 'PENDING',
        exchangeRate: null,
        exchangeRateDate: null,
        receiptNumber: 7,
        dueDate: null,
        total: 1250,
        totalPaid: 200,
        items: [
          {
            id: 'i1',
            productId: 'p1',
            name: 'Harina PAN',
            quantity: 2,
            unit: 'UNIT',
            price: 600,
            discount: 0,
            product: { id: 'p1', name: 'Harina PAN' },
          },
          {
            id: 'i2',
            productId: null,
            name: 'Delivery',
            quantity: 1,
            unit: 'UNIT',
            price: 50,
            discount: 0,
            product: null,
          },
        ],
        payments: [
          {
            id: 'pay1',
            saleId,
            amount: 200,
            method: 'TRANSFER',
            referenceNumber: '123',
            currency: 'USD',
            amountInCurrency: 200,
            exchangeRate: null,
            igtfAmount: 0,
            createdAt: '2025-07-02T15:00:00.000Z',
          },
        ],
      },
    ],
    totalAmount: 1250,
    totalPaidOnThisAccount: 200,
    totalOwed: 1050,
    ...overrides,
  };
}
