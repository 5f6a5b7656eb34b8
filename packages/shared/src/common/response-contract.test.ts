/**
 * The API serialises responses with zod's `encode` (fastify-type-provider-zod 7). A transform inside a response
 * schema would make encoding throw at run time, and a field missing from one would be dropped on the way out,
 * so this file encodes a realistic sample of every response shape and expects it to arrive unchanged. (That the
 * route schemas convert to JSON Schema is shown by the API serving its OpenAPI document.)
 */
import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import * as common from './schemas';
import * as auth from '../auth/schemas';
import * as users from '../users/schemas';
import * as admin from '../admin/schemas';
import * as products from '../products/schemas';
import * as clients from '../clients/schemas';
import * as clientStatement from '../clients/statement-schemas';
import * as documents from '../documents/schemas';
import * as stock from '../stock/schemas';
import * as sales from '../sales/schemas';
import * as payments from '../payments/schemas';
import * as dashboard from '../dashboard/schemas';
import * as openAccounts from '../open-accounts/schemas';
import * as expenses from '../expenses/schemas';
import * as stats from '../stats/schemas';
import * as dollarRate from '../dollar-rate/schemas';

const now = '2025-07-07T14:00:00.000Z';
const user = {
  id: 'u1',
  name: 'Ana',
  lastname: 'Rojas',
  email: 'ana@example.com',
  role: 'USER',
  status: 'APPROVED',
  businessName: null,
  phone: null,
  city: null,
  country: 'Venezuela',
  currencyName: 'Bolívar',
  currency: 'VES',
  currencySymbol: 'Bs.',
  emailVerifiedAt: now,
  suspendedAt: null,
  igtfEnabled: true,
  igtfRate: 3,
  taxId: 'J-12345678-9',
  address: 'Av. Bolívar',
  receiptFooter: null,
  createdAt: now,
} as const;
const product = {
  id: 'p1',
  name: 'Arroz',
  sku: 'A1',
  price: 2.5,
  cost: 1.5,
  quantity: 4,
  image_url: null,
  description: null,
  createdAt: now,
  minStock: 5,
  barcode: '7591234567890',
  unit: 'KG',
  category: 'Víveres',
  taxClass: 'REDUCED',
};
const client = {
  id: 'c1',
  name: 'Luis',
  email: null,
  phone: null,
  taxId: 'V-12345678',
  hasDebt: true,
  creditLimit: 50,
  priceListId: 'pl1',
  createdAt: now,
};
const payment = {
  id: 'pay1',
  saleId: 's1',
  amount: 1,
  method: 'CASH',
  referenceNumber: null,
  currency: 'VES',
  amountInCurrency: 245.68,
  exchangeRate: 245.6789,
  igtfAmount: 0,
  createdAt: now,
} as const;
const item = {
  id: 'i1',
  productId: 'p1',
  name: 'Arroz',
  quantity: 0.75,
  unit: 'KG',
  price: 2.5,
  discount: 0.19,
  product: { id: 'p1', name: 'Arroz' },
};
const sale = {
  id: 's1',
  createdAt: now,
  status: 'PENDING',
  total: 5,
  totalPaid: 1,
  totalProfit: 2,
  sellerName: null,
  paymentMethod: 'CASH',
  referenceNumber: null,
  client: { id: 'c1', name: 'Luis' },
  items: [item],
  payments: [payment],
  exchangeRate: 245.6789,
  exchangeRateDate: '2026-03-10',
  exchangeRateEur: 267.1234,
  igtfTotal: 0.3,
  change: { currency: 'VES', amount: 71.61 },
  cashSessionId: 'cs1',
  receiptNumber: 12,
  occurredAt: now,
  receivedAt: now,
  dueDate: '2026-03-25',
  priceListId: 'pl1',
  priceListName: 'Mayor',
  discountTotal: 0.19,
  discounts: [{ line: 0, kind: 'PERCENT', value: 10, reason: 'Cliente fiel', amount: 0.19 }],
  taxLines: [{ class: 'REDUCED', rate: 8, base: 4.63, tax: 0.37 }],
  taxTotal: 0.37,
} as const;
const page = (data: unknown[]) => ({ data, page: 1, pageSize: 10, total: data.length, totalPages: 1 });
const owner = { id: 'u1', name: 'Ana' };

const samples: [string, z.ZodType, unknown][] = [
  [
    'login',
    common.dataResponse(auth.ZLoginResponseData),
    {
      data: {
        token: 't',
        user: {
          id: 'u1',
          name: 'Ana',
          lastname: 'Rojas',
          email: 'ana@example.com',
          role: 'ADMIN',
          country: 'Venezuela',
          currency: 'VES',
          currencySymbol: 'Bs.',
        },
      },
    },
  ],
  ['message', common.ZMessageResponse, { data: { message: 'ok' } }],
  [
    'error',
    common.ZErrorEnvelope,
    { statusCode: 400, code: 'VALIDATION_ERROR', message: 'Datos inválidos.', errors: ['x'] },
  ],
  [
    'countries',
    common.dataResponse(users.ZCountriesResponseData),
    {
      data: [
        { name: 'Venezuela', code: 'VE', currency: 'Bolívar', currencyCode: 'VES', currencySymbol: 'Bs.' },
      ],
    },
  ],
  [
    'update user',
    common.dataResponse(users.ZUpdateUserResponseData),
    {
      data: {
        id: 'u1',
        name: 'Ana',
        email: 'a@b.co',
        country: 'Venezuela',
        currency: 'VES',
        currencySymbol: 'Bs.',
        currencyName: 'Bolívar',
        pendingEmail: 'nuevo@b.co',
      },
    },
  ],
  ['own user', common.dataResponse(auth.ZOwnUser), { data: { ...user, pendingEmail: null } }],
  [
    'confirm e-mail change',
    common.dataResponse(users.ZConfirmEmailChangeResponseData),
    { data: { message: 'ok', email: 'nuevo@b.co' } },
  ],
  ['products', products.ZProductListResponse, page([product])],
  ['product', common.dataResponse(products.ZProduct), { data: product }],
  ['clients', clients.ZClientListResponse, page([client])],
  ['sales', sales.ZSaleListResponse, page([sale])],
  [
    'sale details',
    common.dataResponse(sales.ZSaleDetails),
    {
      data: {
        ...sale,
        balance: 4,
        items: [{ ...item, hasProductInfo: true, cost: 1.5, totalCost: 3, profit: 2, profitPerUnit: 1 }],
        returns: [
          {
            id: 'r1',
            saleId: 's1',
            restock: true,
            total: 2.5,
            credit: 0,
            refund: {
              method: 'PAGO_MOVIL',
              currency: 'VES',
              amountInCurrency: 625,
              amount: 2.5,
              exchangeRate: 250,
            },
            cashSessionId: null,
            lines: [
              {
                saleItemId: 'i1',
                productId: 'p1',
                name: 'Arroz',
                quantity: 0.25,
                unit: 'KG',
                unitPrice: 2.5,
              },
            ],
            createdAt: now,
          },
        ],
      },
    },
  ],
  ['payment', common.dataResponse(payments.ZPayment), { data: payment }],
  [
    'metrics',
    common.dataResponse(dashboard.ZDashboardMetrics),
    {
      data: {
        totalRevenue: 1,
        monthlySales: 1,
        monthlyExpenses: 0,
        realMonthlyProfit: 1,
        monthlyRevenueWithoutCost: 0,
        inBolivares: {
          totalRevenue: 245.68,
          monthlySales: 245.68,
          monthlyExpenses: 0,
          realMonthlyProfit: 245.68,
          monthlyRevenueWithoutCost: 0,
        },
        monthlyIgtf: 0.03,
        currentMonth: { monthName: 'Julio' },
        overdue: { amount: { usd: 12.5, ves: 3070.99 }, clients: 2 },
      },
    },
  ],
  [
    'open accounts',
    openAccounts.ZOpenAccountListResponse,
    page([
      {
        id: 'a1',
        status: 'OPEN',
        createdAt: now,
        closedAt: null,
        client: { id: 'c1', name: 'Luis' },
        sales: [
          {
            id: 's1',
            createdAt: now,
            status: 'PENDING',
            total: 5,
            totalPaid: 1,
            items: [item],
            payments: [payment],
            exchangeRate: 245.6789,
            exchangeRateDate: '2026-03-10',
            receiptNumber: 2,
            dueDate: '2026-03-25',
          },
        ],
        totalAmount: 5,
        totalPaidOnThisAccount: 1,
        totalOwed: 4,
      },
    ]),
  ],
  [
    'check and close',
    common.dataResponse(openAccounts.ZCheckAndCloseResponse),
    { data: { id: 'a1', status: 'CLOSED', closed: true, message: 'x' } },
  ],
  [
    'check and close all',
    common.dataResponse(openAccounts.ZCheckAndCloseAllResponse),
    { data: { closed: 0, message: 'x' } },
  ],
  [
    'expenses',
    expenses.ZExpenseListResponse,
    page([{ id: 'e1', description: 'Luz', amount: 10, category: 'UTILITIES', date: now, createdAt: now }]),
  ],
  [
    'expense summary',
    common.dataResponse(expenses.ZExpenseSummary),
    { data: { monthlyTotal: 1, yearlyTotal: 2, byCategory: [{ category: 'RENT', total: 1 }] } },
  ],
  [
    'daily stats',
    common.dataResponse(stats.ZDailyStats),
    {
      data: {
        periodTotals: {
          totalSales: 1,
          totalRevenue: 1,
          totalCost: 0.5,
          totalProfit: 0.5,
          revenueWithoutCost: 0,
          inBolivares: null,
          igtfTotal: 0,
          taxTotal: 0,
          discountTotal: 0,
        },
        dateRange: { startDate: '2025-07-01', endDate: '2025-07-31' },
        dailyStats: [
          {
            date: '2025-07-02',
            salesCount: 1,
            totalRevenue: 1,
            totalCost: 0.5,
            totalProfit: 0.5,
            revenueWithoutCost: 0,
            inBolivares: {
              totalRevenue: 245.68,
              totalCost: 122.84,
              totalProfit: 122.84,
              revenueWithoutCost: 0,
            },
            igtfTotal: 0.03,
            taxTotal: 0,
            discountTotal: 0,
          },
        ],
      },
    },
  ],
  [
    'dollar rate',
    common.dataResponse(dollarRate.ZDollarRate),
    {
      data: {
        rate: 36.5,
        lastUpdated: now,
        validFor: '2024-03-14',
        source: 'manual',
        next: { rate: 36.75, validFor: '2024-03-15' },
        eur: { rate: 39.7895, validFor: '2024-03-14', source: 'bcv', next: null },
      },
    },
  ],
  [
    'dollar rate history',
    common.dataResponse(z.array(dollarRate.ZDollarRateReading)),
    {
      data: [
        {
          id: 'r1',
          rate: 46.8,
          currency: 'EUR',
          source: 'bcv',
          validFor: '2024-03-15',
          fetchedAt: now,
          status: 'applied',
          setBy: null,
          confirmedBy: 'Ana Admin',
          confirmedAt: now,
        },
      ],
    },
  ],
  [
    'client statement',
    common.dataResponse(clientStatement.ZClientStatement),
    {
      data: {
        client: { id: 'c1', name: 'Luis', phone: '0414-1234567', taxId: 'V-12345678' },
        shopName: 'Bodega La Esquina',
        entries: [
          {
            kind: 'SALE',
            id: 's1',
            at: now,
            receiptNumber: 1,
            amount: 10,
            balanceAfter: 10,
            dueDate: '2026-03-25',
          },
          {
            kind: 'PAYMENT',
            id: 'pay1',
            at: now,
            receiptNumber: 1,
            method: 'PAGO_MOVIL',
            currency: 'VES',
            amountInCurrency: 1000,
            amount: 4,
            igtf: 0,
            balanceAfter: 6,
          },
        ],
        olderEntries: 0,
        openingBalance: 0,
        balance: 6,
        todayRate: { rate: 250, validFor: '2025-07-07' },
      },
    },
  ],
  [
    'stock movements',
    stock.ZStockMovementListResponse,
    page([
      {
        id: 'm1',
        kind: 'ADJUSTMENT',
        quantity: -2,
        stockAfter: 18,
        unitCost: 1.5,
        reason: 'COUNT',
        note: 'Conteo',
        documentId: 'a1',
        createdAt: now,
      },
    ]),
  ],
  [
    'restock',
    common.dataResponse(stock.ZRestock),
    {
      data: {
        id: 'r1',
        supplier: 'Polar',
        reference: null,
        createdAt: now,
        lines: [
          { productId: 'p1', name: 'Arroz', quantity: 5, unitCost: 1.2, stockAfter: 9, costAfter: 1.33 },
        ],
      },
    },
  ],
  [
    'adjustment',
    common.dataResponse(stock.ZAdjustment),
    {
      data: {
        id: 'a1',
        reason: 'SHRINKAGE',
        note: null,
        createdAt: now,
        lines: [{ productId: 'p1', name: 'Arroz', previousQuantity: 4, countedQuantity: 3, difference: -1 }],
      },
    },
  ],
  [
    'receipt',
    common.dataResponse(documents.ZSellerReceipt),
    {
      data: {
        receiptNumber: '000001',
        blocks: [
          { kind: 'title', text: 'Nota de entrega' },
          { kind: 'row', label: 'Total', value: '$2.70', bold: true },
          { kind: 'rule' },
        ],
        shareText: 'Bodega\nTotal: $2.70',
        link: { url: 'http://localhost:3000/r/abc' },
      },
    },
  ],
  ['admin users', admin.ZAdminUserListResponse, page([user])],
  [
    'admin user',
    common.dataResponse(admin.ZAdminUserDetail),
    { data: { ...user, stats: { productsCount: 1, clientsCount: 1, salesCount: 1, pendingAmount: 4 } } },
  ],
  ['admin products', admin.ZAdminProductListResponse, page([{ ...product, owner }])],
  ['admin clients', admin.ZAdminClientListResponse, page([{ ...client, owner }])],
  ['admin sales', admin.ZAdminSaleListResponse, page([{ ...sale, user: owner }])],
  [
    'admin totals',
    common.dataResponse(admin.ZAdminDashboardTotals),
    { data: { pendingUsers: 1, totalUsers: 2, totalClients: 3, totalSales: 4, totalRevenue: 5.5 } },
  ],
];

describe('response schemas', () => {
  it.each(samples)('%s goes out as it was given', (_name, schema, value) => {
    const result = z.safeEncode(schema, value);
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual(value);
  });
});
