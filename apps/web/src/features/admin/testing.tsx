/**
 * Test helpers of the admin feature: sample rows shaped like the API's answers, and a render with a fresh query
 * cache and an in-memory router that shows where the app navigated.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { TAdminSale, TAdminUserDetail } from '@cuadre/shared/schemas/admin';

const createdAt = '2025-07-07T14:30:00.000Z';

export function sampleSale(overrides: Partial<TAdminSale> = {}): TAdminSale {
  return {
    id: '0198a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
    createdAt,
    status: 'PAID',
    total: 1234.5,
    totalPaid: 1234.5,
    totalProfit: 100,
    sellerName: null,
    paymentMethod: 'CASH',
    referenceNumber: null,
    client: { id: 'c1', name: 'Elena Compra' },
    user: { id: 'u1', name: 'Ana' },
    items: [],
    payments: [],
    ...overrides,
  };
}

export function sampleUser(overrides: Partial<TAdminUserDetail> = {}): TAdminUserDetail {
  return {
    id: '0198a1b2-0000-7000-8000-000000000001',
    name: 'Ana',
    lastname: 'Rojas',
    email: 'ana@example.com',
    role: 'USER',
    status: 'APPROVED',
    businessName: 'Bodega Ana',
    phone: null,
    city: null,
    country: 'Venezuela',
    currencyName: 'Bolívar',
    currency: 'VES',
    currencySymbol: 'Bs.',
    emailVerifiedAt: createdAt,
    createdAt,
    stats: { productsCount: 12, clientsCount: 3, salesCount: 5, pendingAmount: 40.5 },
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `path` (matched by `pattern`) with a fresh query cache; the current URL shows in #location. */
export function renderAdmin(ui: ReactElement, { path = '/', pattern = '*' } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Lists render a table from `lg` up and cards below (use-media-query); pick one. Undo with unstubAllGlobals. */
export function setScreen(size: 'large' | 'phone') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: size === 'large',
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
