import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DollarRateSidebar } from '@/features/dollar-rate/components/dollar-rate-sidebar';
import { api } from '@/lib/api-client';
import { buildUrl } from '@/lib/build-url';
import { clearEarlyGets } from '@/lib/early-requests';
import { resetAppStore, setSession } from '@/testing/app-store';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { sellerHomeRequests, startEntryRequests } from './entry-requests';
import { Component as SellerHome } from './routes/dashboard/home';

let calls: ReturnType<typeof mockApi>;

beforeEach(() => {
  resetAppStore();
  clearEarlyGets();
  calls = mockApi(() => jsonResponse(500, {}));
});

afterEach(() => vi.unstubAllGlobals());

const urlOf = (call: { path: string; query: URLSearchParams }) =>
  `${call.path}${call.query.size > 0 ? `?${call.query}` : ''}`;

describe('entry requests of /dashboard', () => {
  it('are the very requests the seller home makes as it opens', async () => {
    setSession(validToken());
    renderWithProviders(
      <>
        <SellerHome />
        <DollarRateSidebar />
      </>,
      { route: '/dashboard' },
    );
    const expected = sellerHomeRequests(true).map((request) => buildUrl(request.path, request.params));
    await waitFor(() => expect(calls.calls.length).toBeGreaterThanOrEqual(expected.length));
    const opening = calls.calls.filter((call) => call.path !== '/api/clients').map(urlOf);
    expect(new Set(opening)).toEqual(new Set(expected));
  });

  it('start for a signed-in seller opening /dashboard, and the API client takes their answers', async () => {
    const token = validToken();
    setSession(token, sessionUser({ country: 'Colombia', currency: 'COP' }));
    calls.setHandler(() => jsonResponse(200, { data: { ok: true } }));
    startEntryRequests('/dashboard/');
    expect(calls.calls.map(urlOf)).toEqual(
      sellerHomeRequests(false).map((request) => buildUrl(request.path, request.params)),
    );
    expect(calls.calls[0]!.headers).toMatchObject({ Authorization: `Bearer ${token}` });

    const started = sellerHomeRequests(false).length;
    await expect(api.get('/expenses/dashboard/metrics')).resolves.toEqual({ data: { ok: true } });
    expect(calls.calls).toHaveLength(started);
    // Taken once: the next call asks the server again.
    await api.get('/expenses/dashboard/metrics');
    expect(calls.calls).toHaveLength(started + 1);
  });

  it('do not start elsewhere, signed out, or for an admin', () => {
    startEntryRequests('/dashboard');
    setSession(validToken('ADMIN'));
    startEntryRequests('/dashboard');
    setSession(validToken());
    startEntryRequests('/dashboard/products');
    startEntryRequests('/login');
    expect(calls.calls).toHaveLength(0);
  });
});
