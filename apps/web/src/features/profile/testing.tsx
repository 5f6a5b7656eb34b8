/**
 * Test helpers of this feature (features do not share code with each other, so each keeps its own small set):
 * a fake `/api` behind `fetch`, and a render with a fresh query cache and an in-memory router.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

export type TMockReply = { status?: number; body?: unknown };
export type TMockHandler = (body: unknown, url: URL) => TMockReply | Promise<TMockReply>;
export type TApiCall = { method: string; path: string; search: string; body: unknown };

/** Routes `fetch('/api/…')` to handlers keyed 'METHOD /path' (without /api); unknown calls answer 404. */
export function mockApi(routes: Record<string, TMockHandler>) {
  const calls: TApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, search: url.search, body });
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

/** An error envelope reply (design.md §3). */
export function errorReply(status: number, code: string, message?: string): TMockReply {
  return { status, body: { statusCode: status, code, ...(message === undefined ? {} : { message }) } };
}

/** A reply that waits until `release()` is called, to look at pending states. */
export function deferredReply(reply: TMockReply) {
  let release: () => void = () => {};
  const promise = new Promise<TMockReply>((resolve) => {
    release = () => resolve(reply);
  });
  return { handler: () => promise, release };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** Renders `ui` at `route` with a fresh query cache; other paths show an h1 naming them. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const pathname = route.split('?')[0] ?? '/';
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={pathname} element={ui} />
          <Route path="*" element={<OtherPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

function OtherPage() {
  return <h1>Página {useLocation().pathname}</h1>;
}
