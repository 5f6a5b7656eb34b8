import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR } from '@cuadre/shared/common/generic-errors';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { validToken } from '@/testing/tokens';
import { api, ApiError, buildUrl, createIdempotencyKey, NETWORK_ERROR_STATUS } from './api-client';

type TCall = { url: string; init: RequestInit };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let calls: TCall[];
let nextResponse: () => Response | Promise<Response>;

beforeEach(() => {
  resetAppStore();
  calls = [];
  nextResponse = () => jsonResponse(200, { data: { ok: true } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return nextResponse();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function headersOf(call: TCall | undefined): Record<string, string> {
  return (call?.init.headers ?? {}) as Record<string, string>;
}

describe('api client', () => {
  it('calls /api with JSON and resolves to the parsed body', async () => {
    const body = await api.post<{ data: { ok: boolean } }>('/products', { name: 'Café' });
    expect(body).toEqual({ data: { ok: true } });
    expect(calls[0]?.url).toBe('/api/products');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"name":"Café"}');
    expect(headersOf(calls[0])['Content-Type']).toBe('application/json');
  });

  it('sends no Content-Type without a body (Fastify rejects an empty JSON body)', async () => {
    await api.post('/open-accounts/check-and-close-all');
    expect(headersOf(calls[0])['Content-Type']).toBeUndefined();
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('adds the bearer token when one is stored, and only then', async () => {
    await api.get('/countries');
    expect(headersOf(calls[0]).Authorization).toBeUndefined();
    const token = validToken();
    setSession(token);
    await api.get('/products');
    expect(headersOf(calls[1]).Authorization).toBe(`Bearer ${token}`);
  });

  it('builds the query string without empty values', () => {
    expect(buildUrl('/products', { page: 2, pageSize: 10, search: '', status: undefined, debt: null })).toBe(
      '/api/products?page=2&pageSize=10',
    );
    expect(buildUrl('clients', { search: 'José & María' })).toBe(
      '/api/clients?search=Jos%C3%A9+%26+Mar%C3%ADa',
    );
  });

  it('sends the Idempotency-Key header when asked', async () => {
    const key = createIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await api.post('/sales', { items: [] }, { idempotencyKey: key });
    expect(headersOf(calls[0])['Idempotency-Key']).toBe(key);
  });

  it('supports put, patch and delete', async () => {
    await api.put('/products/1', { name: 'x' });
    await api.patch('/admin/users/1/approve');
    nextResponse = () => new Response(null, { status: 204 });
    await expect(api.delete('/expenses/1')).resolves.toBeUndefined();
    expect(calls.map((call) => call.init.method)).toEqual(['PUT', 'PATCH', 'DELETE']);
  });

  it('throws an ApiError built from the error envelope', async () => {
    nextResponse = () =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'INSUFFICIENT_STOCK',
        message:
          'Los siguientes productos exceden el stock disponible: Café. Por favor, ajusta las cantidades.',
        errors: ['Café'],
      });
    const error = await api.post('/sales', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'INSUFFICIENT_STOCK',
      errors: ['Café'],
      serverMessage: expect.stringContaining('Café'),
    });
  });

  it('falls back to the generic message when the server sent none (e.g. a proxy page)', async () => {
    nextResponse = () => new Response('<html>Bad gateway</html>', { status: 502 });
    const error = await api.get('/products').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: GENERIC_ERROR,
      serverMessage: undefined,
    });
  });

  it('turns a network failure into status 0', async () => {
    nextResponse = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await api.get('/products').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: NETWORK_ERROR_STATUS,
      code: 'NETWORK_ERROR',
      message: GENERIC_ERROR,
    });
  });

  it('lets an abort through untouched', async () => {
    nextResponse = () => Promise.reject(new DOMException('aborted', 'AbortError'));
    await expect(api.get('/products')).rejects.toHaveProperty('name', 'AbortError');
  });
});

describe('api client files (getBlob)', () => {
  it('resolves a file with the bearer token as a Blob, and a failure to the error envelope', async () => {
    setSession(validToken());
    nextResponse = () =>
      new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    const blob = await api.getBlob('/cash-sessions/abc/report.pdf', { params: { paper: 'a4' } });
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(calls[0]?.url).toBe('/api/cash-sessions/abc/report.pdf?paper=a4');
    expect(headersOf(calls[0]).Authorization).toMatch(/^Bearer /);

    nextResponse = () =>
      jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Caja no encontrada.' });
    await expect(api.getBlob('/cash-sessions/other/report.pdf')).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Caja no encontrada.',
    });
  });
});

describe('api client on 401', () => {
  const unauthorized = () =>
    jsonResponse(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Sesión inválida' });

  it('logs out (session ended, so the guard sends the user to /welcome) on a protected call', async () => {
    setSession(validToken());
    nextResponse = unauthorized;
    await expect(api.get('/products')).rejects.toMatchObject({ status: 401 });
    expect(useAppStore.getState()).toMatchObject({ token: null, user: null, sessionEndReason: 'expired' });
  });

  it('does not log out on a failed login', async () => {
    const token = validToken();
    setSession(token);
    nextResponse = () =>
      jsonResponse(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Credenciales inválidas.' });
    await expect(api.post('/auth/login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
    });
    expect(useAppStore.getState().token).toBe(token);
  });

  it('does not log out when change-password answers 401 for a wrong current password', async () => {
    const token = validToken();
    setSession(token);
    nextResponse = () =>
      jsonResponse(401, {
        statusCode: 401,
        code: 'WRONG_PASSWORD',
        message: 'Contraseña actual incorrecta.',
      });
    await expect(api.post('/auth/change-password', {})).rejects.toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(useAppStore.getState().token).toBe(token);
  });

  it('does log out when an /auth call says the token itself is bad', async () => {
    setSession(validToken());
    nextResponse = unauthorized;
    await expect(api.post('/auth/change-password', {})).rejects.toMatchObject({ status: 401 });
    expect(useAppStore.getState().token).toBeNull();
  });

  it('logs out when an admin has suspended the account, on an /auth call too', async () => {
    const suspended = () =>
      jsonResponse(401, {
        statusCode: 401,
        code: 'ACCOUNT_SUSPENDED',
        message: 'Tu cuenta está suspendida. Escribe al administrador.',
      });
    setSession(validToken());
    nextResponse = suspended;
    await expect(api.post('/auth/change-password', {})).rejects.toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect(useAppStore.getState()).toMatchObject({ token: null, sessionEndReason: 'expired' });
  });

  it('ignores a late 401 for a token that has since been replaced', async () => {
    setSession(validToken('USER', 'old'));
    let release: (response: Response) => void = () => {};
    nextResponse = () => new Promise<Response>((resolve) => (release = resolve));
    const pending = api.get('/products');
    const fresh = validToken('USER', 'new');
    setSession(fresh);
    release(unauthorized());
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(useAppStore.getState().token).toBe(fresh);
  });
});
