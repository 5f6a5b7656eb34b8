import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSale } from '@cuadre/shared/sales/schemas';
import { createQueryClient } from '@/lib/query-client';
import { resetAppStore, setSession } from '@/testing/app-store';
import { jsonResponse, listBody, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { validToken } from '@/testing/tokens';
import { NO_SALES_FOR_SELLER, RecentSales } from './recent-sales';

const SALE: TSale = {
  id: '0190f5a2-1234-7000-8000-000000000001',
  createdAt: '2025-07-01T15:30:00.000Z',
  status: 'PENDING',
  total: 45,
  totalPaid: 10,
  totalProfit: 12,
  sellerName: 'Luis',
  paymentMethod: 'CASH',
  referenceNumber: null,
  client: { id: 'c1', name: 'Ana Gómez' },
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
};

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Últimas Ventas', () => {
  it('lists the latest sales and filters them by seller', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi((call) =>
      call.path === '/api/sales'
        ? jsonResponse(200, listBody(call.query.get('sellerName') === 'Pedro' ? [] : [SALE]))
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<RecentSales />, { queryClient: createQueryClient() });
    const list = await screen.findByRole('list', { name: 'Ventas recientes' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Ana Gómez');
    expect(row).toHaveTextContent('N° 000007');
    expect(row).toHaveTextContent('$45.00');
    expect(row).toHaveTextContent('Pendiente');
    expect(row).toHaveTextContent('Luis');

    await user.type(screen.getByRole('searchbox', { name: 'Filtrar por vendedor' }), 'Pedro');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await screen.findByText(NO_SALES_FOR_SELLER)).toBeInTheDocument();
    await waitFor(() => expect(api.calls.at(-1)?.query.get('sellerName')).toBe('Pedro'));
  });
});
