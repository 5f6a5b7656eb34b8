/**
 * Test helpers of this feature (features share no code): a fake `/api` behind `fetch`, and a render with a fresh
 * query cache.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';

export type TMockReply = { status?: number; body?: unknown };
export type TApiCall = { method: string; path: string; params: URLSearchParams };

/** Routes `fetch('/api/…')` to handlers keyed 'METHOD /path' (without /api); unknown calls answer 404. */
export function mockApi(routes: Record<string, (url: URL) => TMockReply | Promise<TMockReply>>) {
  const calls: TApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    calls.push({ method, path, params: url.searchParams });
    const handler = routes[`${method} ${path}`];
    const reply = handler
      ? await handler(url)
      : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Recurso no encontrado.' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}
