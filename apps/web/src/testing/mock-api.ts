import { vi } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';

// Two ways to fake the API for one test, both recording every call: `mockApi(handler)` (one function sees
// every request and answers a Response) and `mockApiRoutes({ 'METHOD /path': handler })` (a table of routes,
// each answering a TMockReply). Anything unanswered gets the API's 404 envelope.

const NOT_FOUND_BODY = { statusCode: 404, code: 'NOT_FOUND', message: SERVER_MESSAGES.NOT_FOUND };

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
      return (await state.handler(call)) ?? jsonResponse(404, NOT_FOUND_BODY);
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

/** What a route of `mockApiRoutes` answers: 200 unless `status` says otherwise, `body` as JSON. */
export type TMockReply = { status?: number; body?: unknown };
export type TRouteHandler = (body: unknown, url: URL) => TMockReply | Promise<TMockReply>;

/** One request as `mockApiRoutes` records it; `path` is without '/api' and without the query string. */
export type TApiCall = {
  method: string;
  path: string;
  /** The query string with its '?', or ''. */
  search: string;
  params: URLSearchParams;
  headers: Headers;
  body: unknown;
};

/**
 * Routes `fetch('/api/…')` to handlers keyed 'METHOD /path' (without /api) and answers the calls it records.
 * A spy, so vitest's restoreMocks undoes it before the next test.
 */
export function mockApiRoutes(routes: Record<string, TRouteHandler>): TApiCall[] {
  const calls: TApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({
      method,
      path,
      search: url.search,
      params: url.searchParams,
      headers: new Headers(init?.headers),
      body,
    });
    const handler = routes[`${method} ${path}`];
    const reply = handler ? await handler(body, url) : { status: 404, body: NOT_FOUND_BODY };
    return jsonResponse(reply.status ?? 200, reply.body);
  });
  return calls;
}

/** An error envelope reply (design.md §3). */
export function errorReply(status: number, code: string, message?: string): TMockReply {
  return { status, body: { statusCode: status, code, ...(message === undefined ? {} : { message }) } };
}

/** A page of a list, as the list routes answer it. */
export function listReply<T>(data: T[], page = 1, totalPages = 1): TMockReply {
  return { body: { data, page, pageSize: 10, total: data.length, totalPages } };
}

/** A reply that waits until `release()` is called, to look at pending states. */
export function deferredReply(reply: TMockReply) {
  let release: () => void = () => {};
  const promise = new Promise<TMockReply>((resolve) => {
    release = () => resolve(reply);
  });
  return { handler: () => promise, release };
}
