/**
 * Test helpers of this feature (features share no code): a fake `/api` behind `fetch`, and a render with a fresh
 * query cache and the app's toaster.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { vi } from 'vitest';

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
