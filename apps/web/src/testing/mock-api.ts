import { vi } from 'vitest';

/** One request the app sent, as a test sees it. */
export type TMockCall = {
  method: string;
  /** Path without the query string, e.g. '/api/products'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};

export type TMockHandler = (call: TMockCall) => Response | Promise<Response> | undefined;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** `{ data, page, pageSize, total, totalPages }` for a list answer. */
export function listBody<T>(data: T[], { page = 1, pageSize = 10, total = data.length } = {}) {
  return { data, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/**
 * Replaces `fetch` for one test: every call is recorded, and `handler` answers it (undefined → 404). Call
 * `vi.unstubAllGlobals()` in afterEach.
 */
export function mockApi(handler: TMockHandler) {
  const calls: TMockCall[] = [];
  const state = { handler };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call: TMockCall = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      return (
        (await state.handler(call)) ??
        jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Recurso no encontrado.' })
      );
    }),
  );
  return {
    calls,
    /** Swaps the answers mid-test (a failure, then a success). */
    setHandler(next: TMockHandler) {
      state.handler = next;
    },
    callsTo(method: string, path: string) {
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}
