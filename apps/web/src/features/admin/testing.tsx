/** Test helpers of the admin feature: sample rows shaped like the API's answers, and its render. */
import type { ReactElement } from 'react';
import type { TAdminSale, TAdminUserDetail } from '@cuadre/shared/admin/schemas';
import { renderWithProviders } from '@/testing/render';

const createdAt = '2025-07-07T14:30:00.000Z';

export function sampleSale(overrides: Partial<TAdminSale> = {}): TAdminSale {
  return {
    id: '0198a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
    createdAt,
    status: 'PAID',
    total: 1234.5,
    totalPaid: 1234.5,
    totalProfit: 100,
    sellerName: null,
    paymentMethod: 'CASH',
    referenceNumber: null,
    client: { id: 'c1', name: 'Elena Compra' },
    user: { id: 'u1', name: 'Ana' },
    items: [],
    payments: [],
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

export function sampleUser(overrides: Partial<TAdminUserDetail> = {}): TAdminUserDetail {
  return {
    id: '0198a1b2-0000-7000-8000-000000000001',
    name: 'Ana',
    lastname: 'Rojas',
    email: 'ana@example.com',
    role: 'USER',
    status: 'APPROVED',
    businessName: 'Bodega Ana',
    phone: null,
    city: null,
    country: 'Venezuela',
    currencyName: 'Bolívar',
    currency: 'VES',
    currencySymbol: 'Bs.',
    emailVerifiedAt: createdAt,
    suspendedAt: null,
    igtfEnabled: false,
    igtfRate: 3,
    taxId: null,
    address: null,
    receiptFooter: null,
    createdAt,
    stats: { productsCount: 12, clientsCount: 3, salesCount: 5, pendingAmount: 40.5 },
    ...overrides,
  };
}

/** Renders `ui` at `path`, matched by `pattern`: by default it stays on screen wherever the app navigates. */
export function renderAdmin(ui: ReactElement, { path = '/', pattern = '*' } = {}) {
  return renderWithProviders(ui, { route: path, pattern });
}
