/**
 * Test helpers of this feature (features do not share code): a fake `/api` behind `fetch`, and a render with a
 * fresh query cache and the toast outlet.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { TDollarRate } from '@cuadre/shared/schemas/dollar-rate';
import { AppToaster } from '@/components/ui/toaster';

export type TMockReply = { status?: number; body?: unknown };
export type TMockHandler = (body: unknown) => TMockReply | Promise<TMockReply>;
export type TApiCall = { method: string; path: string; body: unknown };

/** Routes `fetch('/api/…')` to handlers keyed 'METHOD /path' (without /api); unknown calls answer 404. */
export function mockApi(routes: Record<string, TMockHandler>) {
  const calls: TApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    const reply = handler
      ? await handler(body)
      : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Recurso no encontrado.' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

export function rateReply(overrides: Partial<TDollarRate> = {}): TMockReply {
  return {
    body: {
      data: {
        rate: 36.5731,
        lastUpdated: new Date().toISOString(),
        validFor: '2024-03-18',
        source: 'bcv',
        ...overrides,
      },
    },
  };
}

export const UNAVAILABLE_REPLY: TMockReply = {
  status: 503,
  body: {
    statusCode: 503,
    code: 'DOLLAR_RATE_UNAVAILABLE',
    message: 'No se pudo obtener el valor del dólar. Inténtalo de nuevo más tarde.',
  },
};

export function renderWithQuery(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <AppToaster />
    </QueryClientProvider>,
  );
}
