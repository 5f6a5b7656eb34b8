/** A sample sale for the tests of the sale details and instalments. */
import type { TSaleDetails } from '@cuadre/shared/sales/schemas';

export const SALE_ID = '0190f0a1-bbbb-7000-8000-000000000002';

/** A PENDING sale: 2 × Harina PAN (cost known) and a Delivery line, $10 paid by transfer, $40 left. */
export function pendingSaleDetails(overrides: Partial<TSaleDetails> = {}): TSaleDetails {
  return {
    id: SALE_ID,
    createdAt: '2025-07-01T15:00:00.000Z',
    status: 'PENDING',
    total: 50,
    totalPaid: 10,
    totalProfit: 9,
    sellerName: null,
    paymentMethod: 'CASH',
    referenceNumber: null,
    client: { id: 'c1', name: 'María Pérez' },
    returns: [],
    items: [
      {
        id: 'i1',
        productId: 'p1',
        name: 'Harina PAN',
        quantity: 2,
        unit: 'UNIT',
        price: 22.5,
        discount: 0,
        product: { id: 'p1', name: 'Harina PAN' },
        hasProductInfo: true,
        cost: 18,
        totalCost: 36,
        profit: 9,
        profitPerUnit: 4.5,
      },
      {
        id: 'i2',
        productId: null,
        name: 'Delivery',
        quantity: 1,
        unit: 'UNIT',
        price: 5,
        discount: 0,
        product: null,
        hasProductInfo: false,
        cost: null,
        totalCost: null,
        profit: null,
        profitPerUnit: null,
      },
    ],
    payments: [
      {
        id: 'pay1',
        saleId: SALE_ID,
        amount: 10,
        method: 'TRANSFER',
        referenceNumber: 'REF-7',
        currency: 'USD',
        amountInCurrency: 10,
        exchangeRate: null,
        igtfAmount: 0,
        createdAt: '2025-07-02T15:00:00.000Z',
      },
    ],
    balance: 40,
    exchangeRate: null,
    exchangeRateDate: null,
    exchangeRateEur: null,
    igtfTotal: 0,
    change: null,
    cashSessionId: null,
    receiptNumber: 7,
    occurredAt: null,
    receivedAt: null,
    dueDate: null,
    priceListId: null,
    priceListName: null,
    discountTotal: 0,
    discounts: [],
    taxLines: [],
    taxTotal: 0,
    ...overrides,
  };
}

/** The same sale paid in full in cash: what it took in is what a refund may give back. */
export function paidSaleDetails(overrides: Partial<TSaleDetails> = {}): TSaleDetails {
  const pending = pendingSaleDetails();
  return pendingSaleDetails({
    status: 'PAID',
    totalPaid: 50,
    balance: 0,
    payments: [
      { ...pending.payments[0]!, amount: 50, amountInCurrency: 50, method: 'CASH', referenceNumber: null },
    ],
    ...overrides,
  });
}
