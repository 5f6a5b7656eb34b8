import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSale } from '@cuadre/shared/sales/schemas';
import { resetAppStore, setSession } from '@/testing/app-store';
import { listReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { setScreen } from '@/testing/screen-size';
import { sessionUser, validToken } from '@/testing/tokens';
import { pendingSaleDetails, SALE_ID } from './sale-details-testing';
import { SalesHistory } from './sales-history';

function sale(index: number, overrides: Partial<TSale> = {}): TSale {
  const { balance: _balance, ...details } = pendingSaleDetails();
  return {
    ...details,
    id: `0190f0a${index}-cccc-7000-8000-00000000000${index}`,
    items: details.items.map(
      ({ hasProductInfo: _h, cost: _c, totalCost: _t, profit: _p, profitPerUnit: _u, ...item }) => item,
    ),
    ...overrides,
  };
}

describe('SalesHistory', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser({ country: null, currency: null }));
  });
  afterEach(() => vi.useRealTimers());

  it('lists receipt number, id (8 characters), client, date, item count, status and total, and opens the details', async () => {
    setScreen('large'); // the table, with the status filter in its header
    const user = userEvent.setup();
    mockApiRoutes({
      'GET /sales': () => listReply([sale(1, { id: SALE_ID })]),
      [`GET /sales/${SALE_ID}/payments`]: () => ({ body: { data: pendingSaleDetails() } }),
    });
    renderWithProviders(<SalesHistory />);
    const details = await screen.findByRole('button', { name: 'Ver detalles de la venta 0190f0a1' });
    const row = details.closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'N° 000007',
      '0190f0a1',
      'María Pérez',
      '01/07/2025',
      '2',
      'Pendiente',
      '$50.00',
    ]);
    await user.click(details);
    expect(await screen.findByRole('dialog', { name: 'Detalles de la Venta' })).toHaveTextContent(
      'Producto personalizado - Sin información de costo',
    );
  });

  it('filters by status from the table header and searches after 500 ms, back on page 1', async () => {
    setScreen('large'); // the table, with the status filter in its header
    const user = userEvent.setup();
    const calls = mockApiRoutes({
      'GET /sales': (_body, url) =>
        url.searchParams.get('search') === 'zzz'
          ? listReply([])
          : listReply([sale(1), sale(2)], Number(url.searchParams.get('page') ?? 1), 3),
    });
    renderWithProviders(<SalesHistory />);
    await screen.findByText('Página 1 de 3');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Página 2 de 3');

    const header = within(screen.getByRole('table', { name: 'Ventas' })).getAllByRole('columnheader');
    const filter = within(header[5] as HTMLElement).getByRole('combobox', { name: 'Filtrar por estado' });
    await user.selectOptions(filter, 'Pendiente');
    await waitFor(() => expect(calls.at(-1)?.params.get('status')).toBe('PENDING'));
    expect(calls.at(-1)?.params.get('page')).toBe('1');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar ventas' }), '  zzz ');
    expect(await screen.findByText('No se encontraron ventas con los filtros aplicados')).toBeInTheDocument();
    const searches = calls.filter((call) => call.params.has('search'));
    expect(searches.map((call) => call.params.get('search'))).toEqual(['zzz']);
    expect(searches[0]?.params.get('page')).toBe('1');
    // The filter stays reachable in the header of the empty table.
    expect(screen.getByRole('combobox', { name: 'Filtrar por estado' })).toHaveValue('PENDING');
  });

  it('says there are no sales yet, and when they cannot be loaded', async () => {
    mockApiRoutes({ 'GET /sales': () => listReply([]) });
    const { unmount } = renderWithProviders(<SalesHistory />);
    expect(await screen.findByText('No hay ventas registradas')).toBeInTheDocument();
    unmount();
    mockApiRoutes({
      'GET /sales': () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR' } }),
    });
    renderWithProviders(<SalesHistory />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar las ventas');
  });
});
