/**
 * Test helpers of this feature (features share no code): a fake `/api` behind `fetch`, a render with a fresh
 * query cache and the toaster, and a sample account.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { vi } from 'vitest';
import type { TOpenAccount } from '@cuadre/shared/schemas/open-accounts';

export type TMockReply = { status?: number; body?: unknown };
export type TMockHandler = (body: unknown, url: URL) => TMockReply | Promise<TMockReply>;
export type TApiCall = { method: string; path: string; params: URLSearchParams; body: unknown };

/** Routes `fetch('/api/…')` to handlers keyed 'METHOD /path' (without /api); unknown calls answer 404. */
export function mockApi(routes: Record<string, TMockHandler>) {
  const calls: TApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, params: url.searchParams, body });
    const handler = routes[`${method} ${path}`];
    const reply = handler
      ? await handler(body, url)
      : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Recurso no encontrado.' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

export function errorReply(status: number, code: string, message: string): TMockReply {
  return { status, body: { statusCode: status, code, message } };
}

export function listReply(data: TOpenAccount[], page = 1, totalPages = 1): TMockReply {
  return { body: { data, page, pageSize: 10, total: data.length, totalPages } };
}

export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

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
        total: 1250,
        totalPaid: 200,
        items: [
          {
            id: 'i1',
            productId: 'p1',
            name: 'Harina PAN',
            quantity: 2,
            price: 600,
            product: { id: 'p1', name: 'Harina PAN' },
          },
          { id: 'i2', productId: null, name: 'Delivery', quantity: 1, price: 50, product: null },
        ],
        payments: [
          {
            id: 'pay1',
            saleId,
            amount: 200,
            method: 'TRANSFER',
            referenceNumber: '123',
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
