/**
 * Test helpers of the sale details and instalments (features share no code): a fake `/api` behind `fetch`
 * that records headers too (the Idempotency-Key), a render with a fresh query cache and the toaster, and a
 * sample sale.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { vi } from 'vitest';
import type { TSaleDetails } from '@cuadre/shared/schemas/sales';

export type TMockReply = { status?: number; body?: unknown };
export type TMockHandler = (body: unknown, url: URL) => TMockReply | Promise<TMockReply>;
export type TApiCall = {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: Headers;
  body: unknown;
};

/** Routes `fetch('/api/…')` to handlers keyed 'METHOD /path' (without /api); unknown calls answer 404. */
export function mockApi(routes: Record<string, TMockHandler>) {
  const calls: TApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, params: url.searchParams, headers: new Headers(init?.headers), body });
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

/** A reply that waits until `release()`, to look at the pending state. */
export function deferredReply(reply: TMockReply) {
  let release: () => void = () => {};
  const promise = new Promise<TMockReply>((resolve) => {
    release = () => resolve(reply);
  });
  return { handler: () => promise, release };
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
    items: [
      {
        id: 'i1',
        productId: 'p1',
        name: 'Harina PAN',
        quantity: 2,
        price: 22.5,
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
        price: 5,
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
        createdAt: '2025-07-02T15:00:00.000Z',
      },
    ],
    balance: 40,
    ...overrides,
  };
}
